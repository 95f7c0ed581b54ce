/**
 * Puts the catalogue snapshot into the client build (dist/client/catalog), so the deploy serves it
 * as static assets: the worker reads catalog/manifest.json, then the version it names.
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { SEARCH_TIER_AUTO_PRODUCTS } from "../../schema/constants";
import {
  CATALOG_FORMAT,
  shardFile,
  type CatalogFile,
  type Product,
  type ShardFile,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";
import {
  buildCatalogData,
  buildListingFileOf,
  buildSearchIndexFile,
  LISTING_FILE,
  LISTING_FORMAT,
  SEARCH_INDEX_FORMAT,
  searchIndexFile,
} from "../../worker/catalog";
import { SWATCH_STYLESHEET, swatchStylesheet } from "../../schema/catalog/swatches";
import { DEFAULT_SNAPSHOT_DIR } from "./snapshot-writer";
import { summarizeAll } from "./summaries";
import { asciiJson } from "./ascii-json";
import { finishPendingMedia } from "./pending-media";
import { compactSnapshot, isCompactSnapshot } from "./compact";

/** Where the build ships the catalogue: the client build's catalog folder. */
export const SHIPPED_CATALOG = path.resolve(import.meta.dirname, "../../dist/client/catalog");

/** The snapshot folder to ship: $CATALOG_DIR or .data/catalog. */
export function snapshotDir(): string {
  return process.env.CATALOG_DIR ? path.resolve(process.env.CATALOG_DIR) : DEFAULT_SNAPSHOT_DIR;
}

/** A snapshot file that is there but cannot be used; the message is one line naming the file and the fix. */
export class SnapshotFileError extends Error {
  override name = "SnapshotFileError";

  constructor(
    file: string,
    problem: string,
    fix = "rewrite the snapshot with `npm run catalog:demo` (or import it again with `npm run catalog:import -- <files>`), or point CATALOG_DIR at a good one",
  ) {
    super(`Catalogue file ${path.relative(process.cwd(), file) || file} ${problem}. Fix: ${fix}.`);
  }
}

/** Parses a snapshot file, failing with a SnapshotFileError that names it. */
async function readJsonFile<T>(file: string): Promise<T> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new SnapshotFileError(
      file,
      error.code === "ENOENT" ? "is missing" : `cannot be read (${error.code ?? error.message})`,
    );
  });
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new SnapshotFileError(file, `is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The snapshot's manifest, or null when the folder has none; a corrupt one is a SnapshotFileError. */
export async function readManifest(dir = snapshotDir()): Promise<SnapshotManifest | null> {
  const file = path.join(dir, "manifest.json");
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  const manifest = await readJsonFile<SnapshotManifest>(file);
  if (typeof manifest?.path !== "string" || typeof manifest.version !== "string")
    throw new SnapshotFileError(file, "is not a snapshot manifest");
  return manifest;
}

/** Runs a command's main part; a broken snapshot file ends it with its one-line message instead of a stack trace. */
export async function withSnapshotErrors(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof SnapshotFileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Copies the current snapshot version into dist/client/catalog (skipped when already there) and
 * writes each store view's search index file beside it (when missing or of an older format), so an
 * isolate restores the index instead of indexing the whole catalogue on its first search, the
 * catalogue's listing data (listing.json: facet values numbered, price windows), which an isolate
 * would otherwise compute on its first page, and the stylesheet of its swatch colours.
 */
export async function shipCatalog(
  dir = snapshotDir(),
  {
    pendingMedia = "finish",
    target = SHIPPED_CATALOG,
  }: {
    /** Where to ship it (default dist/client/catalog; the bench ships a generated catalogue elsewhere). */
    target?: string;
    /**
     * Product images the snapshot still has to make (pending-media.ts): "finish" makes them first
     * (a build or deploy never ships a catalogue without its pictures); "ship" ships it without
     * them, for `npm start`, which makes them in the background and on request.
     */
    pendingMedia?: "finish" | "ship";
  } = {},
): Promise<SnapshotManifest> {
  if (pendingMedia === "finish") {
    const version = (await readManifest(dir))?.version;
    if (version) await finishPendingMedia(dir, version);
  }
  const source = await readManifest(dir);
  // A shop searching on the libSQL tier ships the compact layout (compact.ts): no isolate holds every product.
  const compact = source !== null && (await libsqlTierOnly(path.join(dir, source.path)));
  if (source !== null && !compact && (await isCompactSnapshot(path.join(dir, source.path))))
    throw new SnapshotFileError(
      path.join(dir, source.path, "catalog.json"),
      `holds ${source.counts.products.toLocaleString("en")} products in the compact layout, which only the libSQL search tier serves, but SEARCH_TIER is ${process.env.SEARCH_TIER ?? "auto"}`,
      "set SEARCH_TIER=libsql (or auto) for this shop, and seed its search tables with `npm run catalog:seed`",
    );
  const manifest = await copySnapshot(dir, compact, target);
  const versionDir = path.join(target, manifest.path);
  await summariseAgainIfOlder(versionDir);
  if (compact) await compactSnapshot(versionDir);
  await writeSearchIndexes(versionDir, manifest.version);
  await writeSwatchStylesheet(versionDir);
  return manifest;
}

/** The swatch colours' classes (schema/catalog/swatches.ts), beside the catalogue they come from. */
async function writeSwatchStylesheet(versionDir: string): Promise<void> {
  const file = await readJsonFile<CatalogFile>(path.join(versionDir, "catalog.json"));
  await writeFile(path.join(versionDir, SWATCH_STYLESHEET), swatchStylesheet(file.attributes));
}

/**
 * A snapshot written before the summaries took their current shape (CATALOG_FORMAT) is shipped with
 * its products summarised again from its shards, as the writer would now: an imported catalogue
 * keeps working without being imported again, and the snapshot folder itself is left as it is.
 */
export async function summariseAgainIfOlder(versionDir: string): Promise<void> {
  const file = path.join(versionDir, "catalog.json");
  const catalog = await readJsonFile<CatalogFile>(file);
  if (catalog.format === CATALOG_FORMAT) return;
  const products: Product[] = [];
  for (let shard = 0; shard < catalog.shardCount; shard++)
    products.push(...(await readJsonFile<ShardFile>(path.join(versionDir, shardFile(shard)))).products);
  await writeFile(file, asciiJson({ ...catalog, format: CATALOG_FORMAT, products: summarizeAll(products) }));
}

/**
 * Whether the shop this build is for searches on the libSQL tier only (SEARCH_TIER in the build's
 * environment, as `npm run deploy` passes this deploy's; the worker's own default is "auto").
 */
export async function libsqlTierOnly(versionDir: string): Promise<boolean> {
  const tier = process.env.SEARCH_TIER ?? "auto";
  if (tier === "libsql") return true;
  if (tier !== "auto") return false;
  const threshold = Number(process.env.SEARCH_TIER_AUTO_PRODUCTS ?? SEARCH_TIER_AUTO_PRODUCTS);
  const file = await readJsonFile<CatalogFile>(path.join(versionDir, "catalog.json"));
  const products = file.compact?.products ?? file.products.length;
  return Number.isFinite(threshold) && products > threshold;
}

/** The search index files and listing.json, each written when missing or of an older format or version. */
async function writeSearchIndexes(versionDir: string, version: string): Promise<void> {
  const current = async (file: string, format: number) => {
    try {
      const head = JSON.parse(await readFile(file, "utf8")) as { format?: number; version?: string };
      return head.format === format && head.version === version;
    } catch {
      return false;
    }
  };
  const missing: StoreCode[] = [];
  if (await libsqlTierOnly(versionDir)) {
    // Nothing reads them (search-run.ts), and at that size they outgrow a static asset.
    for (const code of STORE_CODES) await rm(path.join(versionDir, searchIndexFile(code)), { force: true });
    // The compact layout's catalog.json has no summaries to list from (compact.ts).
    if (await isCompactSnapshot(versionDir)) return;
  } else
    for (const code of STORE_CODES)
      if (!(await current(path.join(versionDir, searchIndexFile(code)), SEARCH_INDEX_FORMAT))) missing.push(code);
  const listingFile = path.join(versionDir, LISTING_FILE);
  const listingMissing = !(await current(listingFile, LISTING_FORMAT));
  if (missing.length === 0 && !listingMissing) return;
  const data = buildCatalogData(await readJsonFile<CatalogFile>(path.join(versionDir, "catalog.json")));
  for (const code of missing) {
    await writeFile(path.join(versionDir, searchIndexFile(code)), asciiJson(await buildSearchIndexFile(data, code)));
  }
  if (listingMissing) await writeFile(listingFile, asciiJson(buildListingFileOf(data)));
}

async function copySnapshot(dir: string, compact: boolean, target: string): Promise<SnapshotManifest> {
  const manifest = await readManifest(dir);
  if (!manifest) {
    throw new Error(
      `No catalogue snapshot in ${dir}. Run \`npm run catalog:demo\` or \`npm run catalog:import -- <files>\` first.`,
    );
  }
  // Parse what will be served before shipping it: a broken file stops the build here, not in a worker.
  await readJsonFile<CatalogFile>(path.join(dir, manifest.path, "catalog.json"));
  const shipped = await readManifest(target).catch(() => null);
  const present = await stat(path.join(target, manifest.path, "catalog.json")).then(
    () => true,
    () => false,
  );
  // A copy in the other layout (the shop's tier changed) is copied again.
  const sameLayout = present && (await isCompactSnapshot(path.join(target, manifest.path))) === compact;
  if (shipped?.version === manifest.version && present && sameLayout) {
    await copyMediaMadeSince(path.join(dir, manifest.path, "media"), path.join(target, manifest.path, "media"));
    return manifest;
  }
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(path.join(dir, manifest.path), path.join(target, manifest.path), { recursive: true });
  await cp(path.join(dir, "manifest.json"), path.join(target, "manifest.json"));
  return manifest;
}

async function fileCount(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/** Images made in the snapshot after it was shipped (pending-media.ts, while `npm start` served it) are copied over. */
async function copyMediaMadeSince(from: string, to: string): Promise<void> {
  const [made, shipped] = await Promise.all([fileCount(from), fileCount(to)]);
  if (made > shipped) await cp(from, to, { recursive: true, force: false });
}
