import { components, create, insertMultiple, type Tokenizer } from "@orama/orama";
import { stemmer as dutchStemmer } from "@orama/stemmers/dutch";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import { stopwords as dutchStopwords } from "@orama/stopwords/dutch";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as germanStopwords } from "@orama/stopwords/german";
import type { StoreCode, StoreView } from "../../../domain/store-views";
import { isListable, optionLabel, type CatalogData } from "../catalog-data";
import { finalPricesAt } from "../../../domain/pricing/store-price";
import { postingsOf, wordTree, type PropertyStats, type RadixNodeLike } from "./term-lookup";
import { priceBucketIndex, priceEpoch, storeListing, type StoreListing } from "./listing";
import {
  buildListingFile,
  catalogListing,
  listingFromFile,
  type CatalogListing,
  type ListingFile,
} from "./catalog-listing";
import { attributeValues } from "../../../schema/catalog/files";

const LANGUAGES = {
  nl: { language: "dutch", stemmer: dutchStemmer, stopWords: dutchStopwords },
  de: { language: "german", stemmer: germanStemmer, stopWords: germanStopwords },
  en: { language: "english", stemmer: englishStemmer, stopWords: englishStopwords },
} as const;

/**
 * Only what search matches on: name, sku, category names and descriptive option labels. The
 * document id (the product id) is not a schema field, so it is not tokenized into a tree of its own.
 */
const SCHEMA = { name: "string", sku: "string", categories: "string", attributes: "string" } as const;
export type SearchProperty = keyof typeof SCHEMA;
export const SEARCH_PROPERTIES = Object.keys(SCHEMA) as SearchProperty[];

/** Attributes whose labels are searchable words ("blue jacket"), besides the name. */
const SEARCHABLE_ATTRIBUTES = ["color", "material"];

/** The file name of a store view's search index inside a snapshot version folder. */
export const searchIndexFile = (code: StoreCode) => `search-${code}.json`;

/** Bumped whenever what the index file holds, or how it is tokenized, changes; older files are rebuilt. */
export const SEARCH_INDEX_FORMAT = 4;

/**
 * A store view's search index as a file (catalog/<version>/search-<store>.json, written by
 * `npm run build`): the words of each property with their postings, documents numbered 0..n-1.
 */
export interface SearchIndexFile {
  format: number;
  store: StoreCode;
  /** The snapshot version it was built from. */
  version: string;
  /** Product id of each document number. */
  productIds: number[];
  /** The words typos are corrected to (vocabularyOf), lower case. */
  vocabulary: string[];
  properties: Record<SearchProperty, { words: string[]; counts: number[]; docs: number[]; scores: number[] }>;
}

/** Per store view: the search terms, prices in that store, and the vocabulary for "did you mean". */
export interface StoreIndex {
  store: StoreView;
  /** The store language's Orama tokenizer (split rule, stop words, stemmer, diacritics). */
  tokenizer: Tokenizer;
  language: (typeof LANGUAGES)[keyof typeof LANGUAGES]["language"];
  /** The catalogue's listable products with their facet values and "new" order (shared by the store views). */
  listing: CatalogListing;
  /** Final prices incl. this store's tax, at index time, by product number (read them through pricesAt). */
  prices: StoreListing;
  /** The prices of the price epoch last asked for (pricesAt): recomputed only when a special window opens or closes. */
  current: { epoch: number; prices: StoreListing };
  /** Words of product and category names, colour and material labels and brands, as a tree: for typo corrections. */
  vocabularyTree: RadixNodeLike;
  /** Word tree and postings per property, read by term-lookup.ts. */
  stats: Record<SearchProperty, PropertyStats>;
  /** Product id by document number. */
  productIdByDoc: Int32Array;
  /** Indexed documents (for BM25). */
  docsCount: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * The tokenizer keeps "off-white" and "T-shirt" whole; the parts are added as words of their own
 * so "white" and "shirt" find them too (as Elasticsearch's standard analyzer would).
 */
export function withHyphenParts(text: string): string {
  const parts = text.match(HYPHENATED);
  return parts ? `${text} ${parts.map((p) => p.replace(/-/g, " ")).join(" ")}` : text;
}

/** The words of a text, lower-cased. */
function wordsOf(text: string): string[] {
  return Array.from(text.toLowerCase().matchAll(WORD), (m) => m[0]);
}

function addWords(vocabulary: Set<string>, text: string): void {
  for (const word of wordsOf(text)) if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.add(word);
}

const listings = new WeakMap<CatalogData, CatalogListing>();

/**
 * The catalogue's listing data, once per catalogue and shared by its store views: as adopted from
 * the shipped listing.json when the catalogue loaded, else computed here on first use.
 */
function listingOf(data: CatalogData): CatalogListing {
  let listing = listings.get(data);
  if (!listing) {
    listing = catalogListing(data.file.products.filter(isListable));
    listings.set(data, listing);
  }
  return listing;
}

/** listing.json for a catalogue (the build writes it beside the search index files). */
export function buildListingFileOf(data: CatalogData): ListingFile {
  return buildListingFile(data.file.products.filter(isListable), data.file.version);
}

/** Takes a catalogue's listing data from its listing.json; false (computed on first use instead) when the file does not fit it. */
export function adoptListingFile(data: CatalogData, file: ListingFile | null): boolean {
  const listing = listingFromFile(data.file.products.filter(isListable), data.file.version, file);
  if (listing) listings.set(data, listing);
  return listing !== null;
}

/** A part of a compound must be a word of its own of at least this many letters, after a head of at least 3. */
const MIN_COMPOUND_PART = 4;
const MIN_COMPOUND_HEAD = 3;

/** Words of at least MIN_COMPOUND_PART letters that the catalogue uses on their own, in one language. */
function compoundDictionary(data: CatalogData, code: StoreCode): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of wordsOf(text)) if (word.length >= MIN_COMPOUND_PART && !/\d/.test(word)) words.add(word);
  };
  for (const p of data.file.products) add(p.name[code]);
  for (const c of data.file.categories) add(c.name[code]);
  for (const attr of SEARCHABLE_ATTRIBUTES)
    for (const o of data.attributesByCode.get(attr)?.options ?? []) add(o.label[code] ?? "");
  return words;
}

/**
 * Dutch and German write compounds as one word ("coltrui", "Wollmantel"); like Elasticsearch's
 * dictionary decompounder, the longest tail of a word that the catalogue also uses as a word of its
 * own ("trui", "mantel") is added, so a search for the garment finds its compounds too.
 */
export function withCompoundParts(text: string, dictionary: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const word of wordsOf(text)) {
    for (let i = MIN_COMPOUND_HEAD; i <= word.length - MIN_COMPOUND_PART; i++) {
      const tail = word.slice(i);
      if (dictionary.has(tail)) {
        parts.push(tail);
        break;
      }
    }
  }
  return parts.length > 0 ? `${text} ${parts.join(" ")}` : text;
}

/** The listable products of a snapshot as the documents search matches on, in one store's language. */
export function searchDocuments(
  data: CatalogData,
  code: StoreCode,
): { id: string; name: string; sku: string; categories: string; attributes: string }[] {
  const dictionary = compoundDictionary(data, code);
  return data.file.products.filter(isListable).map((p) => {
    const categories = p.categoryIds
      .map((id) => data.categoriesById.get(id))
      .filter((c) => c !== undefined && c.level >= 2)
      .map((c) => c!.name[code])
      .join(" ");
    const attributes = SEARCHABLE_ATTRIBUTES.flatMap((attr) =>
      attributeValues(p, attr).map((v) => optionLabel(data, attr, v, code)),
    );
    if (p.brand) attributes.push(p.brand);
    return {
      id: String(p.id),
      name: withCompoundParts(withHyphenParts(p.name[code]), dictionary),
      sku: withHyphenParts(p.sku),
      categories: withCompoundParts(withHyphenParts(categories), dictionary),
      attributes: withCompoundParts(withHyphenParts(attributes.join(" ")), dictionary),
    };
  });
}

/**
 * The store language's tokenizer; `cache` decides whether it keeps each distinct word it normalised
 * (Orama's normalisation cache, a Map without any bound).
 */
function tokenizerFor(code: StoreCode, cache: boolean): Tokenizer {
  const lang = LANGUAGES[code];
  const tokenizer = components.tokenizer.createTokenizer({
    language: lang.language,
    stemming: true,
    stemmer: lang.stemmer,
    stopWords: lang.stopWords,
  });
  // Indexing: Orama tokenizes documents on insert with its cache off, so every word of every product
  // went through the Snowball stemmer again; with the cache each distinct word is stemmed once, and the
  // cache goes with the throw-away Orama database. Queries: Orama's default would cache too, and the
  // isolate-lifetime index would then keep every distinct word anyone ever searched, so it is off.
  const tokenize = tokenizer.tokenize.bind(tokenizer);
  return Object.assign(tokenizer, {
    tokenize: (raw: string, language?: string, prop?: string) => tokenize(raw, language, prop, cache),
  });
}

/**
 * Indexes a store view's products with Orama (its language's tokenizer, stemmer and stop words,
 * ARCHITECTURE §5) and keeps what search reads: each property's words with their documents and
 * BM25 scores. All BM25 inputs are fixed once the catalogue is indexed, so the scores are computed
 * here once instead of per query. Variant skus are not indexed: a query that is a variant sku is
 * resolved through the child index instead, which keeps the index small.
 */
export async function buildSearchIndexFile(data: CatalogData, code: StoreCode): Promise<SearchIndexFile> {
  const db = create({ schema: SCHEMA, sort: { enabled: false }, components: { tokenizer: tokenizerFor(code, true) } });
  const docs = searchDocuments(data, code);
  await insertMultiple(db, docs, docs.length);
  // Orama numbers documents from 1 in insertion order; the file numbers them from 0.
  const productIds = db.internalDocumentIDStore.internalIdToId.map(Number);
  const index = db.data.index;
  const properties = Object.fromEntries(
    SEARCH_PROPERTIES.map((prop) => {
      const postings = postingsOf(
        {
          tree: (index.indexes[prop] as unknown as { node: RadixNodeLike & { d: Set<number> } }).node,
          avgFieldLength: index.avgFieldLength[prop] ?? 1,
          fieldLengths: index.fieldLengths[prop] ?? {},
          frequencies: index.frequencies[prop] ?? {},
          tokenOccurrences: index.tokenOccurrences[prop] ?? {},
        },
        docs.length,
      );
      const entry = { words: [] as string[], counts: [] as number[], docs: [] as number[], scores: [] as number[] };
      for (const [word, posting] of postings) {
        entry.words.push(word);
        entry.counts.push(posting.docs.length);
        for (const doc of posting.docs) entry.docs.push(doc - 1);
        // Six significant digits: the scores are held as 32-bit floats anyway.
        for (const score of posting.scores) entry.scores.push(Number(score.toPrecision(6)));
      }
      return [prop, entry];
    }),
  ) as SearchIndexFile["properties"];
  return {
    format: SEARCH_INDEX_FORMAT,
    store: code,
    version: data.file.version,
    productIds,
    vocabulary: [...vocabularyOf(data, code)].sort(),
    properties,
  };
}

/**
 * A store view's search index from its file: a radix tree of each property's words (shaped as
 * Orama's, for prefix and typo lookups), the postings as typed arrays, and the listing facts priced
 * for the store now. Restoring takes a fraction of indexing, which keeps an isolate's cold start short.
 */
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
  const finalPrice = finalPricesAt(data.file.taxRules, store, now);
  const prices = storeListing(listing, (p) => finalPrice(p, p.taxClassId));
  return {
    current: { epoch: priceEpoch(listing, now.getTime()), prices },
    store,
    tokenizer: tokenizerFor(store.code, false),
    language: LANGUAGES[store.code].language,
    listing,
    prices,
    vocabularyTree,
    stats,
    productIdByDoc,
    docsCount: productIdByDoc.length,
  };
}

/**
 * The store's listing prices at `now` (ms): the index keeps the prices of one price epoch (the span
 * between two moments a special window opens or closes); when a request's moment lies in another,
 * only the few products with a special window are priced again and the epoch is kept for the next
 * requests. So a price sort or filter agrees with the tiles' prices the moment a window opens or
 * closes, without re-indexing. Not request state: the same moment always gives the same prices.
 */
export function pricesAt(index: StoreIndex, data: CatalogData, now: number): StoreListing {
  const epoch = priceEpoch(index.listing, now);
  if (index.current.epoch === epoch) return index.current.prices;
  const { windowed, products } = index.listing;
  const cents = Int32Array.from(index.prices.cents);
  const bucket = Uint8Array.from(index.prices.bucket);
  const finalPrice = finalPricesAt(data.file.taxRules, index.store, new Date(now));
  for (const n of windowed) {
    const p = products[n]!;
    cents[n] = finalPrice(p, p.taxClassId);
    bucket[n] = priceBucketIndex(cents[n] / 100);
  }
  const prices = { cents, bucket };
  index.current = { epoch, prices };
  return prices;
}

/** The catalogue's price epoch at `now`: part of a cached page's key, so no cached page outlives a price change. */
export function catalogPriceEpoch(data: CatalogData, now: number): number {
  return priceEpoch(listingOf(data), now);
}

/** Builds a store view's search index straight from the catalogue (when no index file was shipped, and in tests). */
export async function buildStoreIndex(data: CatalogData, store: StoreView, now = new Date()): Promise<StoreIndex> {
  return restoreStoreIndex(data, store, await buildSearchIndexFile(data, store.code), now);
}

/**
 * The words of listable products' names, their categories' names, colour and material labels and
 * brands: for typo corrections and "did you mean". Names repeat a lot, so each distinct text is
 * read once.
 */
function vocabularyOf(data: CatalogData, code: StoreCode): Set<string> {
  const vocabulary = new Set<string>();
  const seen = new Set<string>();
  const add = (text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    addWords(vocabulary, text);
  };
  const categories = new Set<number>();
  for (const p of data.file.products) {
    if (!isListable(p)) continue;
    add(p.name[code]);
    for (const id of p.categoryIds) categories.add(id);
    if (p.brand) add(p.brand);
  }
  for (const id of categories) {
    const c = data.categoriesById.get(id);
    if (c && c.level >= 2) add(c.name[code]);
  }
  for (const attr of SEARCHABLE_ATTRIBUTES)
    for (const o of data.attributesByCode.get(attr)?.options ?? []) add(o.label[code] ?? "");
  return vocabulary;
}
