/**
 * What the libSQL tier's tables hold, computed from a loaded catalogue (pure): the same documents
 * and vocabulary as the in-isolate index (search/documents.ts), analysed by the same tokenizer, and
 * the listing facts (prices per tax country, facets, category positions, stock, "new" rank).
 */
import { STORE_CODES, type StoreCode, type TaxCountry } from "../../../domain/store-views";
import { addTax, instantOf, taxRate, type PriceFields } from "../../../domain/pricing/store-price";
import { splitAttributeValues } from "../../../schema/catalog/files";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { CatalogData } from "../catalog-data";
import { FACET_CODES } from "../search/catalog-listing";
import { listingOf } from "../search/catalog-listing-cache";
import {
  SEARCH_PROPERTIES,
  searchDocuments,
  vocabularyOf,
  type NameWords,
  type SearchProperty,
} from "../search/documents";
import { searchLanguage, tokenizerFor } from "../search/languages";

export interface DocRow {
  doc: number;
  id: number;
  sku: string;
  inStock: boolean;
  newRank: number;
  /** Gross regular price per tax country the store views price by (cents). */
  price: Record<TaxCountry, number>;
  /** Gross special price per tax country, when the special price is below the regular one. */
  special: Record<TaxCountry, number> | null;
  specialFrom: number | null;
  specialTo: number | null;
  /** The tax rates (per cent) the gross prices were worked out with: a price change is priced with them. */
  tax: Record<TaxCountry, number>;
  name: string;
  summary: ProductSummary;
}

/** A product's words per property for one store view (tokens separated by spaces). */
export type FtsRow = { doc: number } & Record<SearchProperty, string>;

/** What a store view's queries are planned against: each property's words and the correction vocabulary. */
export interface TermsBody {
  properties: Record<SearchProperty, string[]>;
  vocabulary: string[];
}

const TAX_COUNTRIES: readonly TaxCountry[] = ["NL", "DE"];

/** A doc's price columns from its net price fields and tax rates (a special counts only below the price). */
export function grossPrices(p: PriceFields, tax: Record<TaxCountry, number>) {
  const reduced = p.specialPrice !== null && p.specialPrice < p.price;
  return {
    price: { NL: addTax(p.price, tax.NL), DE: addTax(p.price, tax.DE) },
    special: reduced ? { NL: addTax(p.specialPrice!, tax.NL), DE: addTax(p.specialPrice!, tax.DE) } : null,
    specialFrom: reduced && p.specialFrom ? instantOf(p.specialFrom) : null,
    specialTo: reduced && p.specialTo ? instantOf(p.specialTo) : null,
  };
}

/** The docs table's price columns, and a doc's values for them in that order. */
export const PRICE_COLUMNS = [
  "price_nl",
  "special_nl",
  "price_de",
  "special_de",
  "special_from",
  "special_to",
] as const;
export const priceValues = (g: ReturnType<typeof grossPrices>): (number | null)[] => [
  g.price.NL,
  g.special?.NL ?? null,
  g.price.DE,
  g.special?.DE ?? null,
  g.specialFrom,
  g.specialTo,
];

/** Docs, facets and category rows of the catalogue's listable products, numbered from 1 in listing order. */
export function listingRows(data: CatalogData) {
  const { products, newRank } = listingOf(data);
  const docOf = new Map<number, number>();
  products.forEach((p, n) => docOf.set(p.id, n + 1));
  const docs: DocRow[] = products.map((p, n) => {
    const tax = {
      NL: taxRate(data.file.taxRules, p.taxClassId, "NL"),
      DE: taxRate(data.file.taxRules, p.taxClassId, "DE"),
    };
    return {
      doc: n + 1,
      id: p.id,
      sku: p.sku,
      inStock: p.inStock,
      newRank: newRank[n]!,
      ...grossPrices(p, tax),
      tax,
      name: p.name.en,
      summary: p,
    };
  });
  const facets: [number, string, string][] = [];
  products.forEach((p, n) => {
    for (const code of FACET_CODES) {
      const text = code === "brand" ? p.brand : p.attributes[code];
      if (!text) continue;
      const values = code === "brand" ? [text] : splitAttributeValues(text);
      for (const value of new Set(values)) facets.push([n + 1, code, value]);
    }
  });
  const cats: [number, number, number][] = [];
  for (const id of data.categoriesById.keys()) {
    let pos = 0;
    for (const p of data.categoryProducts.get(id) ?? []) {
      const doc = docOf.get(p.id);
      if (doc !== undefined) cats.push([id, doc, pos++]);
    }
  }
  return { docs, facets, cats, docOf };
}

/** The tax countries whose prices the tables hold (every store view prices by one of them). */
export const PRICED_COUNTRIES = TAX_COUNTRIES;

/**
 * A store view's FTS rows and the terms its queries are planned against (`leftOut`: the names' words
 * of the products the data leaves out, searchDocuments).
 */
export function storeRows(data: CatalogData, code: StoreCode, docOf: ReadonlyMap<number, number>, leftOut?: NameWords) {
  const tokenizer = tokenizerFor(code, true);
  const language = searchLanguage(code);
  const words = Object.fromEntries(SEARCH_PROPERTIES.map((prop) => [prop, new Set<string>()])) as Record<
    SearchProperty,
    Set<string>
  >;
  const rows: FtsRow[] = [];
  for (const document of searchDocuments(data, code, leftOut)) {
    const doc = docOf.get(Number(document.id));
    if (doc === undefined) continue;
    const row = { doc } as FtsRow;
    for (const prop of SEARCH_PROPERTIES) {
      const tokens = [...new Set(tokenizer.tokenize(document[prop], language, prop))];
      for (const token of tokens) words[prop].add(token);
      row[prop] = tokens.join(" ");
    }
    rows.push(row);
  }
  rows.sort((a, b) => a.doc - b.doc);
  const terms: TermsBody = {
    properties: Object.fromEntries(SEARCH_PROPERTIES.map((prop) => [prop, [...words[prop]].sort()])) as Record<
      SearchProperty,
      string[]
    >,
    vocabulary: [...vocabularyOf(data, code)].sort(),
  };
  return { rows, terms };
}

export const TIER_STORES = STORE_CODES;
