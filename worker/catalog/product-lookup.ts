// The file layout only (as loader.ts): schema/catalog/snapshot also holds the importers' zod schemas.
import { productKey, shardOf } from "../../schema/catalog/shard";
import type { KeyFile, ProductSummary, ShardFile } from "../../schema/catalog/snapshot";
import type { StoreCode } from "../../domain/store-views";
import { normalizeUrlPath, type CatalogData } from "./catalog-data";

/**
 * How code outside the search tiers finds product summaries: by sku, by id, by url. Always a batch
 * and always async, so the summaries can live where the snapshot puts them — in this isolate's
 * memory for a catalogue that fits one (today), in the product shards for one that does not (the
 * next step of issue 36, docs/architecture.md "Search tiers"): a caller asks for every sku it needs
 * at once, and the answer is one fetch per shard at most, never one per product.
 *
 * An unknown sku or id is absent from the answer; callers decide what that means (a 404, a line
 * dropped, a tile left out).
 */
export interface ProductLookup {
  /** The summaries of these skus that the catalogue has, keyed by sku. */
  bySkus(skus: Iterable<string>): Promise<Map<string, ProductSummary>>;
  /** The summaries of these product ids that the catalogue has, keyed by id. */
  byIds(ids: Iterable<number>): Promise<Map<number, ProductSummary>>;
  /**
   * The product a store view's url names: by its whole url path, else by its last segment as a url
   * key (a visible product wins over an invisible variant with the same url).
   */
  atUrl(store: StoreCode, path: string): Promise<ProductSummary | undefined>;
}

/** One summary by sku, through a batch of one. */
export async function summaryOf(lookup: ProductLookup, sku: string): Promise<ProductSummary | undefined> {
  return (await lookup.bySkus([sku])).get(sku);
}

function pick<K, V>(from: ReadonlyMap<K, V>, keys: Iterable<K>): Map<K, V> {
  const found = new Map<K, V>();
  for (const key of keys) {
    const value = from.get(key);
    if (value !== undefined) found.set(key, value);
  }
  return found;
}

/** The lookup of a snapshot whose summaries this isolate holds (every catalogue today). */
export function memoryLookup(data: CatalogData): ProductLookup {
  return {
    bySkus: (skus) => Promise.resolve(pick(data.productsBySku, skus)),
    byIds: (ids) => Promise.resolve(pick(data.productsById, ids)),
    atUrl: (store, path) => {
      const key = normalizeUrlPath(path);
      const lastSegment = key.split("/").pop() ?? key;
      return Promise.resolve(
        key ? (data.productsByUrlPath[store].get(key) ?? data.productsByUrlKey[store].get(lastSegment)) : undefined,
      );
    },
  };
}

/** The files a compact snapshot's lookup reads, each read once and kept a while by the loader. */
export interface CompactReads {
  shardCount: number;
  keyShardCount: number;
  shard(n: number): Promise<ShardFile>;
  keys(n: number): Promise<KeyFile>;
}

/** Summaries a compact lookup keeps (about 1–2 KB each): the shards' own and the ones their pages show. */
export const MAX_KEPT_SUMMARIES = 5_000;

/**
 * The lookup of a compact snapshot (scripts/catalog/compact.ts): a summary comes from its shard,
 * and every shard read teaches it the summaries that shard carries — its products' and those their
 * pages show — so a product page's related products cost no second read. At most `max` summaries
 * are kept, the least recently used leaving first. Ids and urls go through the key files.
 */
export function compactLookup(reads: CompactReads, max = MAX_KEPT_SUMMARIES): ProductLookup {
  const kept = new Map<string, ProductSummary>();
  const learned = new WeakSet<ShardFile>();
  const keep = (summary: ProductSummary) => {
    kept.delete(summary.sku);
    kept.set(summary.sku, summary);
    if (kept.size > max) kept.delete(kept.keys().next().value as string);
  };
  const learn = (file: ShardFile) => {
    if (learned.has(file)) return;
    learned.add(file);
    for (const summary of file.summaries ?? []) keep(summary);
  };
  const bySkus = async (skus: Iterable<string>): Promise<Map<string, ProductSummary>> => {
    const found = new Map<string, ProductSummary>();
    const wanted = new Map<number, string[]>();
    for (const sku of skus) {
      const hit = kept.get(sku);
      if (hit) {
        found.set(sku, hit);
        keep(hit);
        continue;
      }
      const n = shardOf(sku, reads.shardCount);
      const list = wanted.get(n);
      if (list) list.push(sku);
      else wanted.set(n, [sku]);
    }
    await Promise.all(
      [...wanted].map(async ([n, list]) => {
        const file = await reads.shard(n);
        learn(file);
        for (const sku of list) {
          const summary = kept.get(sku) ?? file.summaries?.find((s) => s.sku === sku);
          if (summary) found.set(sku, summary);
        }
      }),
    );
    return found;
  };
  const skuOf = async (key: string): Promise<string | undefined> => {
    const file = await reads.keys(shardOf(key, reads.keyShardCount));
    return Object.prototype.hasOwnProperty.call(file.skus, key) ? file.skus[key] : undefined;
  };
  return {
    bySkus,
    byIds: async (ids) => {
      const pairs = await Promise.all(
        [...new Set(ids)].map(async (id) => [id, await skuOf(productKey.id(id))] as const),
      );
      const summaries = await bySkus(pairs.flatMap(([, sku]) => (sku ? [sku] : [])));
      const found = new Map<number, ProductSummary>();
      for (const [id, sku] of pairs) {
        const summary = sku ? summaries.get(sku) : undefined;
        if (summary) found.set(id, summary);
      }
      return found;
    },
    atUrl: async (store, path) => {
      const key = normalizeUrlPath(path);
      if (!key) return undefined;
      const sku =
        (await skuOf(productKey.path(store, key))) ??
        (await skuOf(productKey.urlKey(store, key.split("/").pop() ?? key)));
      return sku ? (await bySkus([sku])).get(sku) : undefined;
    },
  };
}
