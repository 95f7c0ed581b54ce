import { create, insertMultiple, type Orama } from "@orama/orama";
import { stemmer as dutchStemmer } from "@orama/stemmers/dutch";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import { stopwords as dutchStopwords } from "@orama/stopwords/dutch";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as germanStopwords } from "@orama/stopwords/german";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreView } from "../../../client/i18n/store-views";
import { isListable, optionLabel, type CatalogData } from "../catalog-data";
import { storePrice } from "../pricing";

const LANGUAGES = {
  nl: { language: "dutch", stemmer: dutchStemmer, stopWords: dutchStopwords },
  de: { language: "german", stemmer: germanStemmer, stopWords: germanStopwords },
  en: { language: "english", stemmer: englishStemmer, stopWords: englishStopwords },
} as const;

/** Only what search matches on: name, skus, category names and descriptive option labels. */
const SCHEMA = { id: "string", name: "string", sku: "string", categories: "string", attributes: "string" } as const;
export type SearchDb = Orama<typeof SCHEMA>;

/** Attributes whose labels are searchable words ("blue jacket"), besides the name. */
const SEARCHABLE_ATTRIBUTES = ["color", "material"];

/** Per store view: the Orama index, prices in that store, and the vocabulary for "did you mean". */
export interface StoreIndex {
  store: StoreView;
  db: SearchDb;
  language: (typeof LANGUAGES)[keyof typeof LANGUAGES]["language"];
  /** Final price incl. this store's tax, by product id, at index time. */
  finalPrice: Map<number, number>;
  /** Words of product and category names with their frequency. */
  vocabulary: Map<string, number>;
  /** Listable products, in catalogue order. */
  products: ProductSummary[];
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

function addWords(vocabulary: Map<string, number>, text: string): void {
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
}

/**
 * Builds a store view's search index with its language's tokenizer, stemmer and stop words
 * (ARCHITECTURE §5). Variant skus are not indexed: a query that is a variant sku is resolved through
 * the child index instead (see query.ts), which keeps the index small.
 */
export async function buildStoreIndex(data: CatalogData, store: StoreView, now = new Date()): Promise<StoreIndex> {
  const lang = LANGUAGES[store.code];
  const db = create({ schema: SCHEMA, components: { tokenizer: { language: lang.language, stemming: true, stemmer: lang.stemmer, stopWords: lang.stopWords } } });
  const vocabulary = new Map<string, number>();
  const finalPrice = new Map<number, number>();
  const products = data.file.products.filter(isListable);
  const docs = products.map((p) => {
    const categories = p.categoryIds
      .map((id) => data.categoriesById.get(id))
      .filter((c) => c !== undefined && c.level >= 2)
      .map((c) => c!.name[store.code])
      .join(" ");
    const attributes = SEARCHABLE_ATTRIBUTES.flatMap((code) => (p.attributes[code] ?? []).map((v) => optionLabel(data, code, v, store.code)));
    if (p.brand) attributes.push(p.brand);
    addWords(vocabulary, p.name[store.code]);
    addWords(vocabulary, categories);
    finalPrice.set(p.id, storePrice(p, p.taxClassId, data.file.taxRules, store.taxCountry, now).final);
    return { id: String(p.id), name: withHyphenParts(p.name[store.code]), sku: p.sku, categories: withHyphenParts(categories), attributes: withHyphenParts(attributes.join(" ")) };
  });
  await insertMultiple(db, docs, 1000);
  return { store, db, language: lang.language, finalPrice, vocabulary, products };
}
