import type { Fetcher } from "@cloudflare/workers-types/latest";
import { STORE_CODES, getStoreView, type StoreCode, type TaxCountry } from "../../client/i18n/store-views";
import { childIndexFile, shardFile, shardOf, type CatalogFile, type ChildIndexFile, type Product, type ShardFile, type SnapshotManifest } from "../../schema/catalog/snapshot";
import { buildCatalogData, type CatalogData } from "./catalog-data";
import { buildStoreIndex, restoreStoreIndex, SEARCH_INDEX_FORMAT, searchIndexFile, type SearchIndexFile, type StoreIndex } from "./search/store-index";
import { createLogger } from "../logging/logger";

/** The catalogue is missing from this deploy (no snapshot was built in). */
export class CatalogUnavailableError extends Error {
  override name = "CatalogUnavailableError";
}

/**
 * The catalogue of this isolate: loaded lazily on first need from the deploy's static assets,
 * then kept. Everything here is immutable once built; only the caches fill up (shards on demand,
 * one search index per store view when first searched).
 */
export interface LoadedCatalog {
  data: CatalogData;
  manifest: SnapshotManifest;
  /** URL path of this version's files, e.g. "/catalog/v/abc123". */
  base: string;
  indexes: Map<StoreCode, Promise<StoreIndex>>;
  shards: Map<number, Promise<ShardFile>>;
  childIndexes: Map<number, Promise<ChildIndexFile>>;
  loadedAt: number;
  loadMs: number;
}

const ASSET_ORIGIN = "https://assets.invalid";
/** Keep at most this many parsed product shards (about 250 products each) in memory. */
const MAX_CACHED_SHARDS = 64;

let current: Promise<LoadedCatalog> | null = null;
let manifestVersion: Promise<string> | null = null;

async function fetchJson<T>(assets: Fetcher, path: string): Promise<T> {
  const response = await assets.fetch(`${ASSET_ORIGIN}${path}`);
  if (!response.ok) throw new CatalogUnavailableError(`catalogue file ${path} answered ${response.status}`);
  return response.json<T>();
}

async function load(assets: Fetcher): Promise<LoadedCatalog> {
  const started = Date.now();
  const manifest = await fetchJson<SnapshotManifest>(assets, "/catalog/manifest.json");
  const base = `/catalog/${manifest.path}`;
  const file = await fetchJson<CatalogFile>(assets, `${base}/catalog.json`);
  return { data: buildCatalogData(file), manifest, base, indexes: new Map(), shards: new Map(), childIndexes: new Map(), loadedAt: Date.now(), loadMs: Date.now() - started };
}

/**
 * The version of the deployed snapshot, without loading the catalogue (cheap: one small asset,
 * once per isolate). "none" when the deploy has no catalogue.
 */
export function getCatalogVersion(assets: Fetcher): Promise<string> {
  if (!manifestVersion) {
    manifestVersion = fetchJson<SnapshotManifest>(assets, "/catalog/manifest.json").then(
      (m) => m.version,
      () => "none",
    );
  }
  return manifestVersion;
}

/** The catalogue, loading it on the first call in this isolate; a failed load is retried on the next call. */
export function getCatalog(assets: Fetcher): Promise<LoadedCatalog> {
  if (!current) {
    current = load(assets);
    current.catch(() => {
      current = null;
    });
  }
  return current;
}

/**
 * The search index of a store view, on first use: restored from the index file the build shipped
 * beside the snapshot, or, when that is missing or of another format, built here from the catalogue
 * (slower; logged once so an operator can see the deploy lacks it).
 */
export function getStoreIndex(catalog: LoadedCatalog, assets: Fetcher, code: StoreCode, enTaxCountry: TaxCountry): Promise<StoreIndex> {
  let index = catalog.indexes.get(code);
  if (!index) {
    index = loadStoreIndex(catalog, assets, code, enTaxCountry);
    index.catch(() => catalog.indexes.delete(code));
    catalog.indexes.set(code, index);
  }
  return index;
}

async function loadStoreIndex(catalog: LoadedCatalog, assets: Fetcher, code: StoreCode, enTaxCountry: TaxCountry): Promise<StoreIndex> {
  const store = getStoreView(code, enTaxCountry);
  const response = await assets.fetch(`${ASSET_ORIGIN}${catalog.base}/${searchIndexFile(code)}`);
  if (response.ok) {
    const file = await response.json<SearchIndexFile>();
    if (file.format === SEARCH_INDEX_FORMAT && file.store === code && file.version === catalog.manifest.version) return restoreStoreIndex(catalog.data, store, file);
  } else {
    await response.body?.cancel();
  }
  createLogger({ store: code }).warn("search index file missing or stale; indexing the catalogue in this isolate", { file: searchIndexFile(code), status: response.status });
  return buildStoreIndex(catalog.data, store);
}

function cached<T>(cache: Map<number, Promise<T>>, key: number, loadItem: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place: Map iteration order is insertion order, so the oldest is evicted first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const promise = loadItem();
  promise.catch(() => cache.delete(key));
  cache.set(key, promise);
  if (cache.size > MAX_CACHED_SHARDS) cache.delete(cache.keys().next().value as number);
  return promise;
}

/** The full product (description, gallery, variants, options) from its shard. */
export async function getProduct(catalog: LoadedCatalog, assets: Fetcher, sku: string): Promise<Product | null> {
  const shard = shardOf(sku, catalog.data.file.shardCount);
  const file = await cached(catalog.shards, shard, () => fetchJson<ShardFile>(assets, `${catalog.base}/${shardFile(shard)}`));
  return file.products.find((p) => p.sku === sku) ?? null;
}

/** The parent sku of a variant sku, or null when the sku is no variant. */
export async function parentOfChild(catalog: LoadedCatalog, assets: Fetcher, childSku: string): Promise<string | null> {
  const shard = shardOf(childSku, catalog.data.file.shardCount);
  const file = await cached(catalog.childIndexes, shard, () => fetchJson<ChildIndexFile>(assets, `${catalog.base}/${childIndexFile(shard)}`));
  return Object.prototype.hasOwnProperty.call(file.children, childSku) ? (file.children[childSku] ?? null) : null;
}

/** Every store view's index, e.g. to warm an isolate. */
export function allStoreIndexes(catalog: LoadedCatalog, assets: Fetcher, enTaxCountry: TaxCountry): Promise<StoreIndex[]> {
  return Promise.all(STORE_CODES.map((code) => getStoreIndex(catalog, assets, code, enTaxCountry)));
}
