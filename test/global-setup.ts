/**
 * Vitest global setup: makes sure the worker bundle is built and current, starts the local
 * libSQL server on a free port with a temporary database, applies the migrations, and hands the
 * URL to the tests (`inject("libsqlUrl")`). Everything is torn down afterwards.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
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
import { readManifest, SHIPPED_CATALOG, shipCatalog } from "../scripts/catalog/ship";
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
  await shipOnlyTestImages();
}

/**
 * The shipped catalogue's images as the test catalogue has them, no more. `npm start` and the bench
 * ship the same demo catalogue (the same version) with every image made, some 9,000 files, and a
 * shipped version is kept as it is; but Miniflare hashes every file of the assets folder whenever a
 * worker starts (2.8 s of CPU at 9,500 files, against 0.1 s at the test catalogue's 400), and a test
 * run starts some 90 workers: after an `npm start` the suite used minutes more CPU. An image the
 * tests ask for and the test catalogue has not made yet is made on request (MEDIA_RENDERER); the
 * next `npm start` or build copies the rest back (ship.ts, copyMediaMadeSince).
 */
async function shipOnlyTestImages(): Promise<void> {
  const manifest = await readManifest(TEST_CATALOG);
  if (!manifest) return;
  const made = new Set(
    await readdir(path.join(TEST_CATALOG, manifest.path, "media"), { recursive: true }).catch(() => []),
  );
  const shipped = path.join(SHIPPED_CATALOG, manifest.path, "media");
  const extra = (await readdir(shipped, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(shipped, path.join(entry.parentPath, entry.name)))
    .filter((file) => !made.has(file));
  for (const file of extra) await rm(path.join(shipped, file), { force: true });
  if (extra.length > 0)
    console.log(`[test] ${extra.length} shipped images the test catalogue has not made were left out`);
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
