/**
 * Vitest global setup: makes sure the worker bundle is built and current, starts the local
 * libSQL server on a free port with a temporary database, applies the migrations, and hands the
 * URL to the tests (`inject("libsqlUrl")`). Everything is torn down afterwards.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildWorker } from "../scripts/build";
import { buildClient } from "../scripts/build-client";
import { builtIsCurrent } from "../scripts/build-state";
import { ensureDemoSnapshot } from "../scripts/catalog/ensure-demo";
import { seedStock } from "../scripts/catalog/seed-stock";
import { seedContent } from "../scripts/content/seed";
import { seedStores } from "../scripts/stores/seed";
import { shipCatalog } from "../scripts/catalog/ship";
import { migrateDatabase } from "../scripts/db-migrate";
import { startLibsqlServer } from "../scripts/libsql-server/server";
import { TEST_CATALOG } from "./support/test-catalog";

declare module "vitest" {
  export interface ProvidedContext {
    libsqlUrl: string;
  }
}

export { TEST_CATALOG };

/**
 * Rebuilds when the bundle is missing or older than any source it is made of; ships the test
 * catalogue. Its product images are made on request only (the tests' worker binds MEDIA_RENDERER,
 * test/support/worker.ts), as `npm start` makes them on a first run: the few dozen the tests show,
 * not all 827 (some 300 s of CPU).
 */
export async function ensureBuilt(): Promise<void> {
  await ensureDemoSnapshot(TEST_CATALOG, {
    whenStale: true,
    images: "later",
    log: (line) => console.log(`[test] ${line}`),
  });
  if (!(await builtIsCurrent())) {
    console.log("[test] building client and worker…");
    await buildClient();
    await shipCatalog(TEST_CATALOG, { pendingMedia: "ship" });
    buildWorker();
  }
  await shipCatalog(TEST_CATALOG, { pendingMedia: "ship" });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  console.log(`[test] global setup for ${project.name} at ${new Date().toISOString()}`);
  // `npm test` prepares once before it starts the unit and browser projects side by side
  // (scripts/test.mjs): two global set-ups shipping the catalogue at once would write the same files.
  if (process.env.STOREFRONT_TEST_PREPARED !== "1") await ensureBuilt();
  const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-test-"));
  const server = await startLibsqlServer({ file: path.join(dir, "test.db"), port: 0 });
  await migrateDatabase(server.url);
  await seedStock(server.url, undefined, { dir: TEST_CATALOG });
  // The demo shop's CMS content, as npm start has it (home, pages, blog, menu and footer).
  await seedContent(server.url);
  await seedStores(server.url);
  project.provide("libsqlUrl", server.url);
  return async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}
