/**
 * A store view's search index restored from its file (orama-file.ts): a radix tree of each
 * property's words (shaped as Orama's, for prefix and typo lookups), the postings as typed arrays,
 * and the listing facts priced for the store now. Restoring takes a fraction of indexing, which
 * keeps an isolate's cold start short; without a file the index is built here through the file.
 */
import type { StoreView } from "../../../domain/store-views";
import type { CatalogData } from "../catalog-data";
import { listingOf } from "./catalog-listing-cache";
import { SEARCH_PROPERTIES, type SearchProperty } from "./documents";
import { searchLanguage, tokenizerFor } from "./languages";
import { buildSearchIndexFile, SEARCH_INDEX_FORMAT, type SearchIndexFile } from "./orama-file";
import { epochPrices } from "./price-epochs";
import type { StoreIndex } from "./store-index";
import { wordTree, type PropertyStats, type RadixNodeLike } from "./term-lookup";

/** A store view's search index from its file; throws on a file of another format or store view. */
export function restoreStoreIndex(
  data: CatalogData,
  store: StoreView,
  file: SearchIndexFile,
  now = new Date(),
): StoreIndex {
  if (file.format !== SEARCH_INDEX_FORMAT || file.store !== store.code)
    throw new Error(
      `search index file is format ${file.format} for ${file.store}, not ${SEARCH_INDEX_FORMAT} for ${store.code}`,
    );
  // No closure may be created in this scope: V8 would keep `file` in the closures' shared context,
  // and with it the whole parsed file (words, counts, docs, scores) for as long as the index lives.
  return storeIndexOf(
    data,
    store,
    restoreStats(file),
    Int32Array.from(file.productIds),
    wordTree(file.vocabulary),
    now,
  );
}

/** Builds a store view's search index straight from the catalogue (when no index file was shipped, and in tests). */
export async function buildStoreIndex(data: CatalogData, store: StoreView, now = new Date()): Promise<StoreIndex> {
  return restoreStoreIndex(data, store, await buildSearchIndexFile(data, store.code), now);
}

/** Each property's word tree and postings from the file, the words' strings shared between properties. */
function restoreStats(file: SearchIndexFile): Record<SearchProperty, PropertyStats> {
  const strings = new Map<string, string>();
  const intern = (text: string): string => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  const stats = {} as Record<SearchProperty, PropertyStats>;
  for (const prop of SEARCH_PROPERTIES) {
    const { words, counts, docs, scores } = file.properties[prop];
    const start = new Int32Array(words.length + 1);
    for (let i = 0; i < words.length; i++) start[i + 1] = start[i]! + counts[i]!;
    stats[prop] = {
      tree: wordTree(words, intern),
      start,
      docs: Int32Array.from(docs),
      scores: Float32Array.from(scores),
    };
  }
  return stats;
}

/** A store index around its restored parts: the closures here see the catalogue, not the file. */
function storeIndexOf(
  data: CatalogData,
  store: StoreView,
  stats: Record<SearchProperty, PropertyStats>,
  productIdByDoc: Int32Array,
  vocabularyTree: RadixNodeLike,
  now: Date,
): StoreIndex {
  const listing = listingOf(data);
  const current = epochPrices(data, listing, store, now);
  return {
    current,
    store,
    tokenizer: tokenizerFor(store.code, false),
    language: searchLanguage(store.code),
    listing,
    prices: current.prices,
    vocabularyTree,
    stats,
    productIdByDoc,
    docsCount: productIdByDoc.length,
  };
}

const NO_WORDS = wordTree([]);
const listingIndexes = new WeakMap<CatalogData, Map<string, StoreIndex>>();

/**
 * A store index for listings only (category pages, filters, sorts): the listing data and prices,
 * without words or postings, so it costs no index file and little memory. The libSQL tier falls back
 * to it for category listings while its database is down; a text query would find nothing in it.
 */
export function listingOnlyIndex(data: CatalogData, store: StoreView, now = new Date()): StoreIndex {
  let byStore = listingIndexes.get(data);
  if (!byStore) listingIndexes.set(data, (byStore = new Map<string, StoreIndex>()));
  const key = `${store.code}|${store.taxCountry}`;
  let index = byStore.get(key);
  if (!index) {
    const empty = { tree: NO_WORDS, start: new Int32Array(1), docs: new Int32Array(0), scores: new Float32Array(0) };
    const stats = Object.fromEntries(SEARCH_PROPERTIES.map((prop) => [prop, empty])) as Record<
      SearchProperty,
      PropertyStats
    >;
    index = storeIndexOf(data, store, stats, new Int32Array(0), NO_WORDS, now);
    byStore.set(key, index);
  }
  return index;
}
