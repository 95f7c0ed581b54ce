/**
 * The fixed search query set (ARCHITECTURE §8), picked from the demo catalogue's own vocabulary
 * (product names, colour/material labels, category names, brands): single words, colour or
 * material + garment, misspellings, prefixes as typed, category words, sku-like and no-hit queries.
 * Each store view runs the queries of its language plus the language-neutral ones.
 */
import type { StoreCode } from "../../domain/store-views";
import type { Catalog } from "../../schema/catalog/snapshot";

export type QueryKind =
  "word" | "colour+garment" | "material+garment" | "misspelt" | "prefix" | "category" | "sku" | "brand" | "no-hit";

export interface BenchQuery {
  q: string;
  kind: QueryKind;
  /** null: language-neutral, run in every store view. */
  lang: StoreCode | null;
}

const q = (lang: StoreCode | null, kind: QueryKind, ...terms: string[]): BenchQuery[] =>
  terms.map((term) => ({ q: term, kind, lang }));

const FIXED: BenchQuery[] = [
  ...q("nl", "word", "trui", "jas", "broek", "jurk"),
  ...q("nl", "colour+garment", "zwarte trui", "marineblauwe jas", "camel trenchcoat", "olijfgroen overhemd"),
  ...q("nl", "material+garment", "wollen vest", "linnen broek"),
  ...q("nl", "misspelt", "trenchcaot", "kasjmir trui", "overhemt"),
  ...q("nl", "prefix", "longsl"),
  ...q("nl", "category", "tassen", "sjaals"),
  ...q("nl", "no-hit", "regenlaarzen"),
  ...q("de", "word", "pullover", "mantel", "mütze"),
  ...q("de", "colour+garment", "schwarzer pullover", "marineblau strickjacke"),
  ...q("de", "material+garment", "seidenbluse", "wollschal"),
  ...q("de", "misspelt", "pulover", "strickjake"),
  ...q("de", "prefix", "rollkrag"),
  ...q("de", "category", "kleider", "taschen"),
  ...q("de", "no-hit", "fahrradhelm"),
  ...q("en", "word", "jumper", "coat", "cashmere"),
  ...q("en", "colour+garment", "black jumper", "navy cardigan", "camel coat"),
  ...q("en", "material+garment", "linen trousers"),
  ...q("en", "misspelt", "cardigna", "trousres"),
  ...q("en", "prefix", "blaz"),
  ...q("en", "category", "bags", "scarves"),
  ...q("en", "no-hit", "bicycle"),
  ...q(null, "brand", "Wadden Wol", "Hafenblau"),
  ...q(null, "word", "oxford", "merino"),
];

/** The fixed queries plus three sku-like ones taken from the catalogue (a parent, a variant, a bare number). */
export function benchQueries(catalog: Catalog): BenchQuery[] {
  const configurable = catalog.products.filter(
    (p) => p.type === "configurable" && p.status === 1 && p.visibility === 4,
  );
  const parent = configurable[12] ?? configurable[0];
  const variant = configurable[3]?.children[1] ?? parent?.children[0];
  const sku: BenchQuery[] = [];
  if (parent)
    sku.push(
      { q: parent.sku, kind: "sku", lang: null },
      { q: parent.sku.replace(/^\D+/, ""), kind: "sku", lang: null },
    );
  if (variant) sku.push({ q: variant.sku, kind: "sku", lang: null });
  return [...FIXED, ...sku];
}

export function queriesForStore(all: BenchQuery[], store: StoreCode): string[] {
  return all.filter((x) => x.lang === null || x.lang === store).map((x) => x.q);
}
