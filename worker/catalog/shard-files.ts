/**
 * The files of a loaded snapshot that pages read on demand (product shards, child indexes, a compact
 * snapshot's key files), kept in this isolate once loaded, the most recent few of each.
 */
// The file layout only: schema/catalog/snapshot also holds the importers' zod schemas, which the
// worker never runs and would otherwise build in every isolate's start-up.
import { childIndexFile, keyFile, shardFile, shardOf } from "../../schema/catalog/shard";
import type { ChildIndexFile, KeyFile, Product, ShardFile } from "../../schema/catalog/snapshot";
import { fetchJson } from "./asset-files";
import type { LoadedCatalog } from "./loader";

/** Keep at most this many parsed product shards (about 250 products each) in memory. */
// A shard is about 1 MB of heap at 25k products: 12 keep the isolate well inside its 128 MB (bench "memory").
const MAX_CACHED_SHARDS = 12;
/** Keep at most this many key files (a compact snapshot's id and url lookups; about 100 KB each at 100k products). */
const MAX_KEY_FILES = 16;

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
export function readShard(catalog: LoadedCatalog, assets: Fetcher, shard: number): Promise<ShardFile> {
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

/** A compact snapshot's key file (ids and urls → skus), kept among the most recent MAX_KEY_FILES. */
export function readKeyFile(catalog: LoadedCatalog, assets: Fetcher, n: number): Promise<KeyFile> {
  return cached(catalog.keyFiles, n, () => fetchJson<KeyFile>(assets, `${catalog.base}/${keyFile(n)}`), MAX_KEY_FILES);
}
