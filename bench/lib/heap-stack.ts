/**
 * The built worker (dist/worker) as the memory part runs it: an N-product demo catalogue without
 * images, shipped as static assets beside a copy of the client build (with the search index files
 * the build would write), a libSQL server holding that catalogue's stock, and Miniflare listening
 * on a loopback port with the inspector on, so the storefront isolate's own heap can be read.
 */
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { STORE_CODES } from "../../domain/store-views";
import type { Catalog, CatalogFile, SnapshotManifest } from "../../schema/catalog/snapshot";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import { seedStock } from "../../scripts/catalog/seed-stock";
import { writeSnapshot } from "../../scripts/catalog/snapshot-writer";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { freePort } from "../../scripts/local-stack";
import { ROOT, WORKER_BUNDLE } from "../../scripts/worker-runtime";
import {
  buildCatalogData,
  buildListingFileOf,
  buildSearchIndexFile,
  LISTING_FILE,
  searchIndexFile,
} from "../../worker/catalog";
import { track } from "./cleanup";
import { workerdPids } from "./proc-cpu";

export interface HeapStack {
  url: string;
  inspectorPort: number;
  /** The catalogue file the worker loads, and the demo catalogue it was written from (to pick the pages of the load). */
  catalog: CatalogFile;
  demo: Catalog;
  /** The workerd processes of this Miniflare (for their RSS). */
  pids: number[];
  /** Generating, shipping and seeding the catalogue. */
  prepareMs: number;
}

/** Writes the demo catalogue and its search index files into a copy of dist/client. */
async function shipDemo(
  products: number,
  tmp: string,
): Promise<{ assets: string; snapshot: string; catalog: CatalogFile; demo: Catalog }> {
  const snapshot = path.join(tmp, `heap-catalog-${products}`);
  const demo = generateDemoCatalog({ products });
  await writeSnapshot(demo, { dir: snapshot });
  const manifest = JSON.parse(await readFile(path.join(snapshot, "manifest.json"), "utf8")) as SnapshotManifest;
  const assets = path.join(tmp, `heap-assets-${products}`);
  const shippedCatalog = path.join(ROOT, "dist/client/catalog");
  await cp(path.join(ROOT, "dist/client"), assets, {
    recursive: true,
    filter: (src) => src !== shippedCatalog && !src.startsWith(`${shippedCatalog}${path.sep}`),
  });
  const version = path.join(assets, "catalog", manifest.path);
  await cp(path.join(snapshot, manifest.path), version, { recursive: true });
  await cp(path.join(snapshot, "manifest.json"), path.join(assets, "catalog/manifest.json"));
  const catalog = JSON.parse(await readFile(path.join(version, "catalog.json"), "utf8")) as CatalogFile;
  const data = buildCatalogData(catalog);
  for (const code of STORE_CODES)
    await writeFile(path.join(version, searchIndexFile(code)), JSON.stringify(await buildSearchIndexFile(data, code)));
  await writeFile(path.join(version, LISTING_FILE), JSON.stringify(buildListingFileOf(data)));
  return { assets, snapshot, catalog, demo };
}

/** Starts the stack; everything is stopped by the bench's cleanup. Needs dist/ built. */
export async function startHeapStack(products: number, tmp: string): Promise<HeapStack> {
  const started = performance.now();
  const { assets, snapshot, catalog, demo } = await shipDemo(products, tmp);
  const db = await startLibsqlServer({ file: path.join(tmp, `heap-${products}.db`), port: 0, log: () => undefined });
  track(() => db.close());
  await migrateDatabase(db.url);
  await seedStock(db.url, undefined, { dir: snapshot });
  const prepareMs = performance.now() - started;

  // The options the build derived from wrangler.toml, with the assets folder swapped for the copy.
  const options = JSON.parse(await readFile(path.join(ROOT, "dist/worker/miniflare-options.json"), "utf8")) as {
    bindings?: Record<string, unknown>;
    assets?: Record<string, unknown>;
  };
  const inspectorPort = await freePort(0);
  const running = new Set(workerdPids());
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...options,
      modules: true,
      cf: false,
      scriptPath: WORKER_BUNDLE,
      bindings: { ...options.bindings, LIBSQL_URL: db.url, LOG_LEVEL: "warn" },
      assets: { ...options.assets, directory: assets },
      port: 0,
      host: "127.0.0.1",
      inspectorPort,
      log: new Log(LogLevel.WARN),
    }),
  );
  track(() => mf.dispose());
  const url = await mf.ready;
  return {
    url: url.origin,
    inspectorPort,
    catalog,
    demo,
    pids: workerdPids().filter((pid) => !running.has(pid)),
    prepareMs,
  };
}
