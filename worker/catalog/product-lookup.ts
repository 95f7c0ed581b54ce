import type { ProductSummary } from "../../schema/catalog/snapshot";
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
