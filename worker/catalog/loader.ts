import { STORE_CODES, getStoreView, type StoreCode, type TaxCountry } from "../../domain/store-views";
// The file layout only: schema/catalog/snapshot also holds the importers' zod schemas, which the
// worker never runs and would otherwise build in every isolate's start-up.
import { childIndexFile, keyFile, shardFile, shardOf } from "../../schema/catalog/shard";
import type {
  CatalogFile,
  ChildIndexFile,
  KeyFile,
  Product,
  ShardFile,
  SnapshotManifest,
} from "../../schema/catalog/snapshot";
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
import { ServiceUnavailableError } from "../errors/app-error";
import { CATALOG_RETRY_MS } from "../../schema/constants";

/**
 * The catalogue snapshot cannot be used: a file is missing, unreadable or not what the build wrote.
 * A known fault (503 with Retry-After), not a bug; `file` names the asset so the log says what to fix.
 */
export class CatalogUnavailableError extends ServiceUnavailableError {
  readonly file: string;

  constructor(file: string, problem: string) {
    super("The catalogue is not available right now", `catalogue file ${file} ${problem}`);
    this.name = "CatalogUnavailableError";
    this.file = file;
  }
}

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
  /** Parsed product shards, the most recent MAX_CACHED_SHARDS (loaded ones only: see `cached`). */
  shards: Map<number, ShardFile>;
  childIndexes: Map<number, ChildIndexFile>;
  /** Reads a file of this snapshot version (a path inside its folder), uncached; rejects with CatalogUnavailableError. */
  read<T>(file: string): Promise<T>;
  /** A compact snapshot's key files (ids and urls → skus) read so far, the most recent kept. */
  keyFiles: Map<number, KeyFile>;
  loadedAt: number;
  loadMs: number;
}

const ASSET_ORIGIN = "https://assets.invalid";
/** Keep at most this many parsed product shards (about 250 products each) in memory. */
// A shard is about 1 MB of heap at 25k products: 12 keep the isolate well inside its 128 MB (bench "memory").
const MAX_CACHED_SHARDS = 12;
/** Keep at most this many key files (a compact snapshot's id and url lookups; about 100 KB each at 100k products). */
const MAX_KEY_FILES = 16;

/** A load in this isolate: kept when it worked; a failure is kept for CATALOG_RETRY_MS, then retried. */
interface Attempt<T> {
  promise: Promise<T>;
  failedAt: number | null;
  /** What the promise resolved to, once it has (read without awaiting: `loadedCatalog`). */
  value?: T;
}

let current: Attempt<LoadedCatalog> | null = null;
let manifestVersion: Attempt<string> | null = null;

async function fetchJson<T>(assets: Fetcher, path: string): Promise<T> {
  let response: Awaited<ReturnType<Fetcher["fetch"]>>;
  try {
    response = await assets.fetch(`${ASSET_ORIGIN}${path}`);
  } catch (error) {
    throw new CatalogUnavailableError(path, `could not be read: ${String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CatalogUnavailableError(path, `answered ${response.status}`);
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new CatalogUnavailableError(
      path,
      `is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** A file the build shipped (a search index, listing.json) as read from the assets: its text, or the status that answered instead. */
interface ShippedFileRead {
  status: number;
  text: string | null;
}

/** Reads a file the build shipped beside the catalogue; a failed fetch rejects (settled at once, so a prefetch never goes unhandled). */
function readShippedFile(assets: Fetcher, path: string): Promise<ShippedFileRead> {
  const read = (async () => {
    const response = await assets.fetch(`${ASSET_ORIGIN}${path}`);
    if (response.ok) return { status: response.status, text: await response.text() };
    await response.body?.cancel();
    return { status: response.status, text: null };
  })();
  read.catch(() => undefined);
  return read;
}

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
      keys: (n) =>
        cached(catalog.keyFiles, n, () => fetchJson<KeyFile>(assets, `${catalog.base}/${keyFile(n)}`), MAX_KEY_FILES),
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

/**
 * A file from the cache of this isolate (the most recent `max`), else read by this request and put
 * in when it has loaded. Only what has loaded is shared: a request that does not find its file reads
 * its own copy, even while another request reads the same one. On Workers, awaiting a promise that
 * another request's I/O settles is not safe: when that request ends first (its client went away, or
 * it stopped waiting), the runtime cancels the waiting request as hung, or refuses it the other's I/O
 * ("Cannot perform I/O on behalf of a different request"). The bench's memory load met both while
 * in-flight reads were shared: 2 to 4 product pages in 20,000 answered 500 (30 November 2026).
 */
function cached<T>(
  cache: Map<number, T>,
  key: number,
  loadItem: () => Promise<T>,
  max = MAX_CACHED_SHARDS,
): Promise<T> {
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Refresh its place: Map iteration order is insertion order, so the oldest is evicted first.
    cache.delete(key);
    cache.set(key, hit);
    return Promise.resolve(hit);
  }
  return loadItem().then((value) => {
    cache.delete(key);
    cache.set(key, value);
    if (cache.size > max) cache.delete(cache.keys().next().value as number);
    return value;
  });
}

/** A product shard, read once and kept among the most recent MAX_CACHED_SHARDS. */
function readShard(catalog: LoadedCatalog, assets: Fetcher, shard: number): Promise<ShardFile> {
  return cached(catalog.shards, shard, () => fetchJson<ShardFile>(assets, `${catalog.base}/${shardFile(shard)}`));
}

/** The full product (description, gallery, variants, options) from its shard. */
export async function getProduct(catalog: LoadedCatalog, assets: Fetcher, sku: string): Promise<Product | null> {
  const file = await readShard(catalog, assets, shardOf(sku, catalog.data.file.shardCount));
  return file.products.find((p) => p.sku === sku) ?? null;
}

/** The parent sku of a variant sku, or null when the sku is no variant. */
export async function parentOfChild(catalog: LoadedCatalog, assets: Fetcher, childSku: string): Promise<string | null> {
  const shard = shardOf(childSku, catalog.data.file.shardCount);
  const file = await cached(catalog.childIndexes, shard, () =>
    fetchJson<ChildIndexFile>(assets, `${catalog.base}/${childIndexFile(shard)}`),
  );
  return Object.prototype.hasOwnProperty.call(file.children, childSku) ? (file.children[childSku] ?? null) : null;
}

/** Every store view's index, e.g. to warm an isolate. */
export function allStoreIndexes(
  catalog: LoadedCatalog,
  assets: Fetcher,
  enTaxCountry: TaxCountry,
): Promise<StoreIndex[]> {
  return Promise.all(STORE_CODES.map((code) => getStoreIndex(catalog, assets, code, enTaxCountry)));
}
