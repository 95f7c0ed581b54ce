/**
 * Vitest global setup: makes sure the worker bundle is built and current, starts the local
 * libSQL server on a free port with a temporary database, applies the migrations, and hands the
 * URL to the tests (`inject("libsqlUrl")`). Everything is torn down afterwards.
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildWorker } from "../scripts/build";
import { buildClient } from "../scripts/build-client";
import { ensureDemoSnapshot } from "../scripts/catalog/ensure-demo";
import { seedStock } from "../scripts/catalog/seed-stock";
import { seedContent } from "../scripts/content/seed";
import { shipCatalog } from "../scripts/catalog/ship";
import { migrateDatabase } from "../scripts/db-migrate";
import { startLibsqlServer } from "../scripts/libsql-server/server";
import { ROOT, WORKER_BUNDLE } from "../scripts/worker-runtime";

declare module "vitest" {
  export interface ProvidedContext {
    libsqlUrl: string;
  }
}

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** The tests run against the demo catalogue in its own folder (never the one `npm start` serves). */
export const TEST_CATALOG = path.join(ROOT, ".data/test-catalog");

/** Rebuilds when the bundle is missing or older than any source it is made of; ships the test catalogue. */
async function ensureBuilt(): Promise<void> {
  await ensureDemoSnapshot(TEST_CATALOG, { whenStale: true, log: (line) => console.log(`[test] ${line}`) });
  const built = await stat(WORKER_BUNDLE).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const sources = Math.max(
    ...(await Promise.all(["worker", "client", "domain", "schema"].map((d) => newestMtime(path.join(ROOT, d))))),
  );
  // The build's own inputs: its configuration, the toolchain (a new wrangler bundles differently) and scripts.
  const buildInputs = ["wrangler.toml", "package-lock.json", "scripts/build.ts", "scripts/build-client.ts"];
  const config = Math.max(
    ...(await Promise.all(buildInputs.map(async (f) => (await stat(path.join(ROOT, f))).mtimeMs))),
  );
  if (built <= sources || built <= config) {
    console.log("[test] building client and worker…");
    await buildClient();
    await shipCatalog(TEST_CATALOG);
    buildWorker();
  }
  await shipCatalog(TEST_CATALOG);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  console.log(`[test] global setup for ${project.name} at ${new Date().toISOString()}`);
  await ensureBuilt();
  const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-test-"));
  const server = await startLibsqlServer({ file: path.join(dir, "test.db"), port: 0 });
  await migrateDatabase(server.url);
  await seedStock(server.url, undefined, { dir: TEST_CATALOG });
  // The demo shop's CMS content, as npm start has it (home, pages, blog, menu and footer).
  await seedContent(server.url);
  project.provide("libsqlUrl", server.url);
  return async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}
