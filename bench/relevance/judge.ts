/**
 * Relevance judgements: what a product *is*, and rules over it written down per query. A rule
 * reads only facts about the product (its English name, which names the garment in every store
 * view, its categories, colours and materials, its skus), never what the search engine returns.
 */
import type { StoreCode } from "../../domain/store-views";

/** What a judge looks at: the facts of one listable product. */
export interface ProductFacts {
  sku: string;
  /** Variant skus (configurables). */
  childSkus: string[];
  /** English name: the garment as the catalogue names it. */
  name: string;
  /** English url paths of the product's categories ("women/coats"). */
  categories: string[];
  /** English labels of its colours (the variants' included) and materials. */
  colors: string[];
  materials: string[];
}

export type Rule = (p: ProductFacts) => boolean;

/**
 * Kinds of query. "sku": exact product lookup; "none": nothing in the catalogue is what the
 * shopper asked for. The rest count as single-word or multi-word by their number of words.
 */
export type QueryKind = "word" | "typo" | "multi" | "synonym" | "compound" | "sku" | "none";

export interface JudgedQuery {
  q: string;
  lang: StoreCode;
  kind: QueryKind;
  /** Which products answer the query; `null` for "none" queries. */
  relevant: Rule | null;
  /** The rule in words, for the report. */
  judged: string;
}

/** The English name has a word matching `pattern` (case-insensitive). */
export const named =
  (pattern: RegExp): Rule =>
  (p) =>
    pattern.test(p.name);
/** In one of these categories (English url path, or a path under it). */
export const inCategory =
  (...paths: string[]): Rule =>
  (p) =>
    p.categories.some((c) => paths.some((path) => c === path || c.startsWith(`${path}/`)));
export const colored =
  (...labels: string[]): Rule =>
  (p) =>
    p.colors.some((c) => labels.includes(c));
export const madeOf =
  (...labels: string[]): Rule =>
  (p) =>
    p.materials.some((m) => labels.includes(m));
/** The product with this sku, or the configurable with this variant sku. */
export const hasSku =
  (sku: string): Rule =>
  (p) =>
    p.sku.toLowerCase() === sku.toLowerCase() || p.childSkus.some((c) => c.toLowerCase() === sku.toLowerCase());
export const all =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.every((r) => r(p));
export const any =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.some((r) => r(p));
export const not =
  (rule: Rule): Rule =>
  (p) =>
    !rule(p);

export const judged = (
  lang: StoreCode,
  kind: QueryKind,
  q: string,
  relevant: Rule | null,
  description: string,
): JudgedQuery => ({ q, lang, kind, relevant, judged: description });
