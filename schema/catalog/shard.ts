/**
 * Product details are split into shards by a hash of the sku, so the worker loads only the shard
 * a product page needs instead of the whole catalogue (memory stays within the isolate at 25k
 * products). The writer and the worker must agree on this function.
 */
export function shardOf(sku: string, shardCount: number): number {
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let i = 0; i < sku.length; i++) {
    hash ^= sku.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shardCount;
}

/** About 250 parent products per shard, at least one shard. */
export function shardCountFor(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / 250));
}

export function shardFile(shard: number): string {
  return `products/${String(shard).padStart(3, "0")}.json`;
}

export function childIndexFile(shard: number): string {
  return `children/${String(shard).padStart(3, "0")}.json`;
}

/** Compact snapshots: the file that maps a key (an id or a store view's url) to a sku; shardOf(key). */
export function keyFile(shard: number): string {
  return `keys/${String(shard).padStart(3, "0")}.json`;
}

/** The keys a compact snapshot's key files hold, as the writer and the worker spell them. */
export const productKey = {
  id: (id: number) => `id:${id}`,
  path: (store: string, normalizedPath: string) => `${store}:p:${normalizedPath}`,
  urlKey: (store: string, lowerCasedKey: string) => `${store}:k:${lowerCasedKey}`,
};

/** Compact snapshots: the products' sitemap entries, part `n` (from 0). */
export function productSitemapFile(n: number): string {
  return `sitemap/products-${String(n).padStart(3, "0")}.json`;
}
