import { STORE_CODES, getStoreView, type StoreCode, type TaxCountry } from "../../domain/store-views";
import type { CatalogFile, ChildIndexFile, KeyFile, ShardFile, SnapshotManifest } from "../../schema/catalog/snapshot";
import { CatalogUnavailableError, fetchJson, readShippedFile, type ShippedFileRead } from "./asset-files";
import { buildCatalogData, type CatalogData } from "./catalog-data";
import { compactLookup, memoryLookup, type ProductLookup } from "./product-lookup";
import { LISTING_FILE, type ListingFile } from "./search/catalog-listing";
import {
  adoptListingFile,
  buildStoreIndex,
  restoreStoreIndex,
  SEARCH_INDEX_FORMAT,
  searchIndexFile,
  type SearchIndexFile,
  type StoreIndex,
} from "./search/store-index";
import { createLogger } from "../logging/logger";
import { CATALOG_RETRY_MS } from "../../schema/constants";
import { readKeyFile, readShard } from "./shard-files";

export { CatalogUnavailableError } from "./asset-files";

/**
 * The catalogue of this isolate: loaded lazily on first need from the deploy's static assets,
 * then kept. Everything here is immutable once built; only the caches fill up (shards on demand,
 * one search index per store view when first searched).
 */
export interface LoadedCatalog {
  data: CatalogData;
  /** Product summaries by sku, id or url: what features outside search read (product-lookup.ts). */
  products: ProductLookup;
  manifest: SnapshotManifest;
  /** URL path of this version's files, e.g. "/catalog/v/abc123". */
  base: string;
  indexes: Map<StoreCode, Promise<StoreIndex>>;
  /**
   * The search index file of the store view whose request started the load, read while the
   * catalogue parses (its asset read then costs the first search page nothing); taken, and so
   * released, by that store view's first index load.
   */
  indexFiles: Map<StoreCode, Promise<ShippedFileRead>>;
  /** Parsed product shards, the most recent few (loaded ones only: shard-files.ts). */
  shards: Map<number, ShardFile>;
  childIndexes: Map<number, ChildIndexFile>;
  /** Reads a file of this snapshot version (a path inside its folder), uncached; rejects with CatalogUnavailableError. */
  read<T>(file: string): Promise<T>;
  /** A compact snapshot's key files (ids and urls → skus) read so far, the most recent kept. */
  keyFiles: Map<number, KeyFile>;
  loadedAt: number;
  loadMs: number;
}

/** A load in this isolate: kept when it worked; a failure is kept for CATALOG_RETRY_MS, then retried. */
interface Attempt<T> {
  promise: Promise<T>;
  failedAt: number | null;
  /** What the promise resolved to, once it has (read without awaiting: `loadedCatalog`). */
  value?: T;
}

let current: Attempt<LoadedCatalog> | null = null;
let manifestVersion: Attempt<string> | null = null;

const readIndexFile = (assets: Fetcher, base: string, code: StoreCode) =>
  readShippedFile(assets, `${base}/${searchIndexFile(code)}`);

/**
 * The catalogue's listing data from the listing.json the build shipped, read beside the catalogue;
 * when it is missing or does not fit, the listing is computed on first use (slower; logged).
 */
async function adoptShippedListing(data: CatalogData, read: Promise<ShippedFileRead>): Promise<void> {
  const { status, text } = await read.catch(() => ({ status: 0, text: null }));
  let file: ListingFile | null;
  try {
    file = text === null ? null : (JSON.parse(text) as ListingFile);
  } catch {
    file = null;
  }
  if (!adoptListingFile(data, file))
    createLogger({}).warn("listing file missing or stale; computing the listing in this isolate", {
      file: LISTING_FILE,
      status,
    });
}

async function load(
  assets: Fetcher,
  store: StoreCode | undefined,
  indexWanted: (products: number) => boolean,
): Promise<LoadedCatalog> {
  const started = Date.now();
  const manifest = await fetchJson<SnapshotManifest>(assets, MANIFEST_PATH);
  if (typeof manifest?.path !== "string" || typeof manifest.version !== "string")
    throw new CatalogUnavailableError(MANIFEST_PATH, "is not a snapshot manifest");
  const base = `/catalog/${manifest.path}`;
  const indexFiles = new Map<StoreCode, Promise<ShippedFileRead>>();
  // Not where the libSQL tier answers: nothing would take the file, and its text would stay in memory.
  if (store && indexWanted(manifest.counts?.products ?? 0)) indexFiles.set(store, readIndexFile(assets, base, store));
  const listing = readShippedFile(assets, `${base}/${LISTING_FILE}`);
  const file = await fetchJson<CatalogFile>(assets, `${base}/catalog.json`);
  let data: CatalogData;
  try {
    data = buildCatalogData(file);
  } catch (error) {
    throw new CatalogUnavailableError(
      `${base}/catalog.json`,
      `is not a catalogue of this format (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // A compact snapshot ships no listing data: nothing in it lists from the isolate.
  if (!data.compact) await adoptShippedListing(data, listing);
  const catalog: LoadedCatalog = {
    data,
    products: memoryLookup(data),
    manifest,
    base,
    indexes: new Map(),
    indexFiles,
    shards: new Map(),
    childIndexes: new Map(),
    keyFiles: new Map(),
    read: <T>(name: string) => fetchJson<T>(assets, `${base}/${name}`),
    loadedAt: Date.now(),
    loadMs: Date.now() - started,
  };
  if (data.compact)
    catalog.products = compactLookup({
      shardCount: file.shardCount,
      keyShardCount: data.compact.keyShardCount,
      shard: (n) => readShard(catalog, assets, n),
      keys: (n) => readKeyFile(catalog, assets, n),
    });
  return catalog;
}

/** Runs `start` unless an earlier attempt is still good: a success is kept, a failure only for a while. */
function attempt<T>(previous: Attempt<T> | null, start: () => Promise<T>): Attempt<T> {
  if (previous && (previous.failedAt === null || Date.now() - previous.failedAt < CATALOG_RETRY_MS)) return previous;
  const next: Attempt<T> = { promise: start(), failedAt: null };
  next.promise.then(
    (value) => {
      next.value = value;
    },
    () => {
      next.failedAt = Date.now();
    },
  );
  return next;
}

const MANIFEST_PATH = "/catalog/manifest.json";

/**
 * The version of the deployed snapshot, without loading the catalogue (cheap: one small asset,
 * once per isolate). Rejects with CatalogUnavailableError while the manifest cannot be read, and
 * tries again after CATALOG_RETRY_MS.
 */
export function getCatalogVersion(assets: Fetcher): Promise<string> {
  manifestVersion = attempt(manifestVersion, async () => {
    const manifest = await fetchJson<SnapshotManifest>(assets, MANIFEST_PATH);
    if (typeof manifest?.version !== "string")
      throw new CatalogUnavailableError(MANIFEST_PATH, "is not a snapshot manifest");
    return manifest.version;
  });
  return manifestVersion.promise;
}

/**
 * The catalogue, loading it on the first call in this isolate. A failed load answers the same
 * error for CATALOG_RETRY_MS (a corrupt file is not re-parsed on every request), then is retried.
 * The request's store view, when given, has its search index file read beside the catalogue, unless
 * `indexWanted` says the in-isolate index will not answer for a snapshot of that many products.
 */
export function getCatalog(
  assets: Fetcher,
  store?: StoreCode,
  indexWanted: (products: number) => boolean = () => true,
): Promise<LoadedCatalog> {
  current = attempt(current, () => load(assets, store, indexWanted));
  return current.promise;
}

/** The catalogue when this isolate has loaded it, without waiting (undefined before, or while it fails). */
export function loadedCatalog(): LoadedCatalog | undefined {
  return current?.value;
}

/** What this isolate knows of its catalogue, for the health check; loads it if needed. */
export async function catalogHealth(
  assets: Fetcher,
): Promise<{ status: "ok"; version: string; products: number } | { status: "unavailable"; file: string | null }> {
  try {
    const catalog = await getCatalog(assets);
    return { status: "ok", version: catalog.manifest.version, products: catalog.manifest.counts.products };
  } catch (error) {
    return { status: "unavailable", file: error instanceof CatalogUnavailableError ? error.file : null };
  }
}

/**
 * The search index of a store view, on first use: restored from the index file the build shipped
 * beside the snapshot, or, when that is missing or of another format, built here from the catalogue
 * (slower; logged once so an operator can see the deploy lacks it).
 */
export function getStoreIndex(
  catalog: LoadedCatalog,
  assets: Fetcher,
  code: StoreCode,
  enTaxCountry: TaxCountry,
): Promise<StoreIndex> {
  let index = catalog.indexes.get(code);
  if (!index) {
    index = loadStoreIndex(catalog, assets, code, enTaxCountry);
    index.catch(() => catalog.indexes.delete(code));
    catalog.indexes.set(code, index);
  }
  return index;
}

async function loadStoreIndex(
  catalog: LoadedCatalog,
  assets: Fetcher,
  code: StoreCode,
  enTaxCountry: TaxCountry,
): Promise<StoreIndex> {
  const store = getStoreView(code, enTaxCountry);
  const read = catalog.indexFiles.get(code) ?? readIndexFile(assets, catalog.base, code);
  catalog.indexFiles.delete(code);
  const { status, text } = await read;
  const file = text === null ? null : parseIndexFile(text);
  if (file?.format === SEARCH_INDEX_FORMAT && file.store === code && file.version === catalog.manifest.version)
    return restoreStoreIndex(catalog.data, store, file);
  createLogger({ store: code }).warn("search index file missing or stale; indexing the catalogue in this isolate", {
    file: searchIndexFile(code),
    status,
  });
  return buildStoreIndex(catalog.data, store);
}

function parseIndexFile(text: string): SearchIndexFile | null {
  try {
    return JSON.parse(text) as SearchIndexFile;
  } catch {
    return null;
  }
}

/** Every store view's index, e.g. to warm an isolate. */
export function allStoreIndexes(
  catalog: LoadedCatalog,
  assets: Fetcher,
  enTaxCountry: TaxCountry,
): Promise<StoreIndex[]> {
  return Promise.all(STORE_CODES.map((code) => getStoreIndex(catalog, assets, code, enTaxCountry)));
}
