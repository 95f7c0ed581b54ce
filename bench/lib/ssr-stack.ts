/**
 * The storefront as `npm start` runs it, but in temp dirs: the demo catalogue snapshot (10,000
 * products by default), the client and worker builds (scripts/build*), a local libSQL server with
 * migrations and seeded stock behind a proxy that counts round trips, and the built worker twice:
 * in plain workerd (bench/lib/workerd-plain.ts: what ARCHITECTURE §8 judges) and in Miniflare
 * (what `npm start` and the tests run; reported beside it).
 */
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { buildWorker } from "../../scripts/build";
import { buildClient } from "../../scripts/build-client";
import { DEFAULT_PRODUCTS, DEFAULT_SEED, demoSource, generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import { demoMediaSource } from "../../scripts/catalog/demo/images/render";
import { seedStock } from "../../scripts/catalog/seed-stock";
import { readManifest, shipCatalog } from "../../scripts/catalog/ship";
import { DEFAULT_SNAPSHOT_DIR, writeSnapshot } from "../../scripts/catalog/snapshot-writer";
import { migrateDatabase } from "../../scripts/db-migrate";
import { startLibsqlServer } from "../../scripts/libsql-server/server";
import { ROOT, WORKER_BUNDLE, startWorkerRuntime } from "../../scripts/worker-runtime";
import { track } from "./cleanup";
import { countingProxy } from "./counting-proxy";
import { startPlainWorkerd, type PlainWorkerd } from "./workerd-plain";
import { productUrlKey } from "../../schema/catalog/files";

export interface SsrStack {
  /** Miniflare: the worker with its page cache (Miniflare's Cache API emulation). */
  url: string;
  /** Miniflare: the same worker with PAGE_CACHE=off: every page request renders. */
  uncachedUrl: string;
  /** The same bundle in plain workerd (in-memory cache service, bare-request floor). */
  plain: PlainWorkerd;
  /** libSQL round trips so far (all workers go through the counting proxy). */
  roundTrips: () => number;
  /** libSQL URL behind the counting proxy, for workers started later. */
  libsqlUrl: string;
  catalogue: { dir: string; source: string; version: string; products: number; media: boolean; origin: string };
  worker: { totalKiB: number; gzipKiB: number };
  pages: Record<"home" | "category" | "product" | "search" | "content", string>;
  buildMs: number;
  /** Seeds the stock of another snapshot (the 25k run) into the same database. */
  seedDb(dir: string): Promise<number>;
  /** dist/ as this run built it; other people's builds can replace it while the bench runs. */
  distStamp: string;
}

/** Bundle and client-manifest times plus the shipped catalogue version: changes when anyone rebuilds dist/. */
export function distStamp(): string {
  const mtime = (file: string) => {
    try {
      return String(statSync(file).mtimeMs);
    } catch {
      return "missing";
    }
  };
  const catalog = (() => {
    try {
      return (
        JSON.parse(readFileSync(path.join(ROOT, "dist/client/catalog/manifest.json"), "utf8")) as { version: string }
      ).version;
    } catch {
      return "missing";
    }
  })();
  return [mtime(WORKER_BUNDLE), mtime(path.join(ROOT, "dist/client-manifest.json")), catalog].join(" ");
}

const DEMO_SOURCE = demoSource(DEFAULT_SEED, DEFAULT_PRODUCTS);

/** The demo with images, kept between runs (git-ignored): generating its artwork takes about 1.5 min. */
const IMAGES_CACHE = path.resolve(import.meta.dirname, "../results/.cache/demo-catalog");

/**
 * $CATALOG_DIR; else .data/catalog or the bench's cached copy when either holds the default demo
 * (with images when asked); else a fresh demo, with images into the cache, without into tmp.
 */
export async function demoSnapshot(
  tmp: string,
  images: boolean,
  log: (line: string) => void,
  products = DEFAULT_PRODUCTS,
): Promise<{ dir: string; origin: string }> {
  if (process.env.CATALOG_DIR) return { dir: path.resolve(process.env.CATALOG_DIR), origin: "$CATALOG_DIR" };
  if (!images && products !== DEFAULT_PRODUCTS) {
    // Larger demos without images: generated into tmp (10k ≈ 7 s, 25k ≈ 20 s).
    const dir = path.join(tmp, `catalog-${products}`);
    if (!(await readManifest(dir))) {
      log(`  writing the demo catalogue with ${products.toLocaleString("en-US")} products, without images…`);
      await writeSnapshot(generateDemoCatalog({ products }), { dir });
    }
    return { dir, origin: "generated without images" };
  }
  for (const [dir, origin] of [
    [DEFAULT_SNAPSHOT_DIR, ".data/catalog"],
    [IMAGES_CACHE, "bench/results/.cache"],
  ] as const) {
    const existing = await readManifest(dir);
    if (existing?.source === DEMO_SOURCE && (!images || existing.counts.images > 0)) return { dir, origin };
  }
  const dir = images ? IMAGES_CACHE : path.join(tmp, "catalog");
  log(
    `  writing the demo catalogue${images ? " with images to bench/results/.cache (about 1.5 min, once)" : " without images"}…`,
  );
  await writeSnapshot(generateDemoCatalog(), { dir, media: images ? demoMediaSource() : undefined });
  return { dir, origin: images ? "generated into bench/results/.cache" : "generated without images" };
}

/** The pages the bench measures in a snapshot folder (the 25k run picks its own). */
export async function snapshotPages(dir: string): Promise<SsrStack["pages"]> {
  const manifest = await readManifest(dir);
  if (!manifest) throw new Error(`no catalogue snapshot in ${dir}`);
  return pickPages(JSON.parse(await readFile(path.join(dir, manifest.path, "catalog.json"), "utf8")) as CatalogFile);
}

export function pickPages(file: CatalogFile): SsrStack["pages"] {
  const listed = file.products.filter((p) => p.status === 1 && p.visibility >= 2);
  const counts = new Map<number, number>();
  for (const p of listed) for (const id of p.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const leaves = file.categories.filter((c) => c.isActive && c.level === 3 && c.urlPath.nl);
  const category = [...leaves].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)[0];
  const product = listed.find((p) => p.type === "configurable" && p.inStock);
  if (!category || !product) throw new Error("the demo catalogue has no category or product page to measure");
  return {
    home: "/",
    category: `/${category.urlPath.nl}`,
    product: `/p/${encodeURIComponent(product.sku)}/${encodeURIComponent(productUrlKey(product, "nl"))}`,
    search: "/search?q=trui",
    content: "/styleguide",
  };
}

export async function startSsrStack(
  tmp: string,
  images: boolean,
  log: (line: string) => void,
  products = DEFAULT_PRODUCTS,
): Promise<SsrStack> {
  const started = performance.now();
  const snapshot = await demoSnapshot(tmp, images, log, products);
  log("  building the client…");
  await buildClient();
  const manifest = await shipCatalog(snapshot.dir);
  log("  bundling the worker (wrangler deploy --dry-run)…");
  const worker = buildWorker();
  const buildMs = performance.now() - started;
  const stamp = distStamp();

  const db = await startLibsqlServer({ file: path.join(tmp, "store.db"), port: 0, log: () => undefined });
  track(() => db.close());
  await migrateDatabase(db.url);
  await seedStock(db.url, undefined, { dir: snapshot.dir });
  const proxy = await countingProxy(new URL(db.url));
  track(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));
  const bindings = { LIBSQL_URL: proxy.url, LOG_LEVEL: "warn" };
  log("  starting the bundle in plain workerd and in Miniflare…");
  const plain = await startPlainWorkerd({ root: ROOT, dir: path.join(tmp, "workerd"), bindings });
  const runtime = await startWorkerRuntime({ port: 0, bindings });
  track(() => runtime.dispose());
  if (!runtime.url) throw new Error("the worker runtime is not listening");
  // The same worker with its page cache off: every request renders (the cache key ignores unknown
  // query parameters, so a cache-busting parameter no longer forces a render).
  const uncached = await startWorkerRuntime({
    port: 0,
    bindings: { ...bindings, PAGE_CACHE: "off" },
  });
  track(() => uncached.dispose());
  if (!uncached.url) throw new Error("the uncached worker runtime is not listening");

  const file = JSON.parse(
    await readFile(path.join(snapshot.dir, manifest.path, "catalog.json"), "utf8"),
  ) as CatalogFile;
  return {
    url: runtime.url.origin,
    uncachedUrl: uncached.url.origin,
    plain,
    roundTrips: proxy.count,
    libsqlUrl: proxy.url,
    catalogue: {
      dir: snapshot.dir,
      source: manifest.source,
      version: manifest.version,
      products: manifest.counts.products,
      media: file.media,
      origin: snapshot.origin,
    },
    worker,
    pages: pickPages(file),
    seedDb: (dir: string) => seedStock(db.url, undefined, { dir }),
    buildMs,
    distStamp: stamp,
  };
}
