/**
 * A store view's search index: what search, listings and pages read of it, and the public entry
 * of the modules that make it. Made in steps, one module each:
 *
 * - languages.ts: the store view's language as Orama tokenizes it;
 * - text.ts: text preparation (words, hyphenated words' and compounds' parts);
 * - documents.ts: the catalogue's products as search documents, and the correction vocabulary;
 * - orama-file.ts: the index file's format, written by indexing with Orama (pinned, its internals
 *   checked by orama-internals.test.ts);
 * - restore.ts: the index restored from that file (or built without one);
 * - catalog-listing-cache.ts and price-epochs.ts: the listing data and the prices of a moment.
 */
import type { Tokenizer } from "@orama/orama";
import type { StoreView } from "../../../domain/store-views";
import type { PriceOverlay } from "../price-overlay";
import type { CatalogListing } from "./catalog-listing";
import type { SearchProperty } from "./documents";
import type { SearchLanguage } from "./languages";
import type { StoreListing } from "./listing";
import type { PropertyStats, RadixNodeLike, WordSource } from "./term-lookup";

export { adoptListingFile, buildListingFileOf } from "./catalog-listing-cache";
export { searchDocuments, SEARCH_PROPERTIES, type SearchProperty } from "./documents";
export { buildSearchIndexFile, searchIndexFile, SEARCH_INDEX_FORMAT, type SearchIndexFile } from "./orama-file";
export { catalogPriceEpoch, pricesAt } from "./price-epochs";
export { buildStoreIndex, restoreStoreIndex } from "./restore";
export { withCompoundParts, withHyphenParts } from "./text";

/**
 * What planning a query reads (text-match.ts planQuery): the store language's tokenizer, the words
 * each property holds and the correction vocabulary, without postings. The in-isolate index is one;
 * the libSQL tier keeps only this in the isolate and asks the database for the postings.
 */
export interface TermIndex {
  store: StoreView;
  /** The store language's Orama tokenizer (split rule, stop words, stemmer, diacritics). */
  tokenizer: Tokenizer;
  language: SearchLanguage;
  /** Words of product and category names, colour and material labels and brands, as a tree: for typo corrections. */
  vocabularyTree: RadixNodeLike;
  /** Each property's words, as a tree or a sorted list (prefix and whole-word lookups). */
  stats: Record<SearchProperty, { tree: WordSource }>;
}

/** Per store view: the search terms, prices in that store, and the vocabulary for "did you mean". */
export interface StoreIndex extends TermIndex {
  /** The catalogue's listable products with their facet values and "new" order (shared by the store views). */
  listing: CatalogListing;
  /** Final prices incl. this store's tax, at index time, by product number (read them through pricesAt). */
  prices: StoreListing;
  /**
   * The prices of the price epoch (and the operator's price changes, with their own windows' epoch)
   * last asked for (pricesAt): recomputed only when a special window opens or closes or the changes move.
   */
  current: { epoch: number; prices: StoreListing; overlay?: PriceOverlay; overlayEpoch?: number };
  /** Word tree and postings per property, read by term-lookup.ts. */
  stats: Record<SearchProperty, PropertyStats>;
  /** Product id by document number. */
  productIdByDoc: Int32Array;
  /** Indexed documents (for BM25). */
  docsCount: number;
}
