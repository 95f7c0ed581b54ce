/**
 * The catalogue as search reads it, in one store view's language: a document per listable product
 * (the properties search matches on, text prepared by text.ts) and the vocabulary typos are
 * corrected to.
 */
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import { attributeValues } from "../../../schema/catalog/files";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import { isListable, optionLabel, type CatalogData } from "../catalog-data";
import { compoundPartsOf, vocabularyWordsOf, withCompoundParts, withHyphenParts } from "./text";

/**
 * Only what search matches on: name, sku, category names and descriptive option labels. The
 * document id (the product id) is not a schema field, so it is not tokenized into a tree of its own.
 */
export const SEARCH_SCHEMA = { name: "string", sku: "string", categories: "string", attributes: "string" } as const;
export type SearchProperty = keyof typeof SEARCH_SCHEMA;
export const SEARCH_PROPERTIES = Object.keys(SEARCH_SCHEMA) as SearchProperty[];

/** A product as search matches on it: its id and the text of each property. */
export type SearchDocument = { id: string } & Record<SearchProperty, string>;

/** Attributes whose labels are searchable words ("blue jacket"), besides the name. */
const SEARCHABLE_ATTRIBUTES = ["color", "material"];

/**
 * The words the catalogue uses on their own that may end a compound (compoundPartsOf), in one
 * language: from every product's name, listable or not, the categories' names and the colour and
 * material labels. `leftOut` holds what the names of products `data` leaves out add (NameWords).
 */
function compoundDictionary(data: CatalogData, code: StoreCode, leftOut?: NameWords): Set<string> {
  const words = new Set<string>(leftOut?.of(code));
  const add = (text: string) => {
    for (const word of compoundPartsOf(text)) words.add(word);
  };
  for (const p of data.file.products) add(p.name[code]);
  for (const c of data.file.categories) add(c.name[code]);
  for (const attr of SEARCHABLE_ATTRIBUTES)
    for (const o of data.attributesByCode.get(attr)?.options ?? []) add(o.label[code] ?? "");
  return words;
}

/**
 * The compound dictionary's words from the names of products a catalogue's data leaves out, per
 * language, gathered as they are read: the search tier's seed keeps only the listable products'
 * summaries (the other 90 % of a catalogue of variants would take gigabytes), and its documents
 * still split compounds as the in-isolate index, built from every summary, does.
 */
export class NameWords {
  readonly #words = new Map<StoreCode, Set<string>>(STORE_CODES.map((code) => [code, new Set<string>()]));

  add(p: ProductSummary): void {
    for (const code of STORE_CODES) {
      const words = this.#words.get(code)!;
      for (const word of compoundPartsOf(p.name[code])) words.add(word);
    }
  }

  of(code: StoreCode): ReadonlySet<string> {
    return this.#words.get(code)!;
  }
}

/**
 * The listable products of a snapshot as the documents search matches on, in one store's language
 * (`leftOut`: the names' words of products the data leaves out, for the compound dictionary).
 */
export function searchDocuments(data: CatalogData, code: StoreCode, leftOut?: NameWords): SearchDocument[] {
  const dictionary = compoundDictionary(data, code, leftOut);
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
 * The words of listable products' names, their categories' names, colour and material labels and
 * brands: for typo corrections and "did you mean". Names repeat a lot, so each distinct text is
 * read once.
 */
export function vocabularyOf(data: CatalogData, code: StoreCode): Set<string> {
  const vocabulary = new Set<string>();
  const seen = new Set<string>();
  const add = (text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    for (const word of vocabularyWordsOf(text)) vocabulary.add(word);
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
