/**
 * Search relevance on judged query sets (ARCHITECTURE §8): runs each query through the
 * storefront's own searchCatalog in its store view (or, with evaluateWith, any SearchEngine: the
 * scale part runs the libSQL tier's searchTier) and scores the top five against the judgements.
 *
 * - success@5: a relevant product is among the first five ("none" queries: nothing comes back;
 *   sku queries: the product comes first);
 * - MRR: mean of 1 / rank of the first relevant product (0 when none in the first ten);
 * - precision@5: relevant products among the first five, over min(5, relevant products the shop
 *   can show) — a query with two relevant products and both on top scores 1;
 * - sku exact: the product first and at most SKU_NEARLY_ALONE results in all.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator } from "../../client/i18n/translate";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import type { SearchResult } from "../../schema/api/catalog";
import {
  attributeValues,
  CATALOG_FORMAT,
  shardCountFor,
  type Catalog,
  type CatalogFile,
  type ProductSummary,
} from "../../schema/catalog/snapshot";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import { importCatalog } from "../../scripts/catalog/import/index";
import { summarize } from "../../scripts/catalog/summaries";
import {
  buildCatalogData,
  buildStoreIndex,
  searchCatalog,
  type CatalogData,
  type SearchContext,
} from "../../worker/catalog";
import { DEMO_QUERIES } from "./demo-queries";
import type { JudgedQuery, ProductFacts, QueryKind } from "./judge";
import { LUMA_QUERIES } from "./luma-queries";
import { SAMPLE_QUERIES } from "./sample-queries";

/** Results a sku query may bring besides its product and still count as exact. */
export const SKU_NEARLY_ALONE = 3;
const DEPTH = 10;

export const LUMA_DUMP = path.resolve(import.meta.dirname, "../../../shared/data/vsf-luma-2017/catalog.json");
/** The vsf-sample dump (products, categories, attributes): search was not tuned on it. */
export const SAMPLE_DUMP = path.resolve(import.meta.dirname, "../../../shared/data/vsf-sample");

export interface QueryOutcome {
  q: string;
  lang: StoreCode;
  kind: QueryKind;
  judged: string;
  /** single: one word; multi: more; sku and none apart. */
  group: "single" | "multi" | "sku" | "none";
  total: number;
  /** Relevant products the shop lists (in stock). */
  relevantCount: number;
  /** First five results: name and whether relevant. */
  top: { sku: string; name: string; relevant: boolean }[];
  success: boolean;
  reciprocalRank: number;
  /** null for "none" queries. */
  precision: number | null;
  suggestions: string[];
  /** What search answered for instead of the query as typed (a correction, or the fallback pass). */
  searched: SearchResult["searched"];
}

export interface SetSummary {
  queries: number;
  successAt5: number;
  mrr: number;
  precisionAt5: number;
}

export interface SetResult {
  name: string;
  outcomes: QueryOutcome[];
  overall: SetSummary;
  byGroup: Record<QueryOutcome["group"], SetSummary>;
  skuExact: { exact: number; of: number };
  ms: number;
}

/** A catalogue ready to judge: its data, each listable product's facts, variant sku → parent sku. */
export interface PreparedCatalogue {
  data: CatalogData;
  facts: Map<number, ProductFacts>;
  children: Map<string, string>;
}

/**
 * What a judged set runs through: a search in a store view, and the products that store view lists
 * (the judgements' "relevant products listed" count, so the same for every engine over one catalogue).
 */
export interface SearchEngine {
  search: (code: StoreCode, q: string, size: number) => Promise<SearchResult>;
  listed: (code: StoreCode) => Promise<readonly ProductSummary[]>;
}

/** Catalogue file and facts from a normalised catalogue (demo or import). */
export function prepared(catalog: Catalog, version: string): PreparedCatalogue {
  const file: CatalogFile = {
    format: CATALOG_FORMAT,
    version,
    source: catalog.source,
    createdAt: "2026-01-01T00:00:00Z",
    rootCategoryId: catalog.rootCategoryId,
    shardCount: shardCountFor(catalog.products.length),
    media: false,
    categories: catalog.categories,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    products: catalog.products.map(summarize),
  };
  const data = buildCatalogData(file);
  const label = (code: string, value: string) =>
    data.attributesByCode.get(code)?.options.find((o) => o.value === value)?.label.en ?? value;
  const facts = new Map<number, ProductFacts>();
  const children = new Map<string, string>();
  for (const p of catalog.products) {
    for (const c of p.children) children.set(c.sku, p.sku);
    const summary = data.productsById.get(p.id)!;
    facts.set(p.id, {
      sku: p.sku,
      childSkus: p.children.map((c) => c.sku),
      name: p.name.en,
      categories: p.categoryIds.flatMap((id) => {
        const c = data.categoriesById.get(id);
        return c ? [c.urlPath.en] : [];
      }),
      colors: attributeValues(summary, "color").map((v) => label("color", v)),
      materials: attributeValues(summary, "material").map((v) => label("material", v)),
    });
  }
  return { data, facts, children };
}

function summary(outcomes: QueryOutcome[]): SetSummary {
  const n = outcomes.length || 1;
  const withPrecision = outcomes.filter((o) => o.precision !== null);
  return {
    queries: outcomes.length,
    successAt5: outcomes.filter((o) => o.success).length / n,
    mrr: outcomes.reduce((s, o) => s + o.reciprocalRank, 0) / n,
    precisionAt5: withPrecision.reduce((s, o) => s + o.precision!, 0) / (withPrecision.length || 1),
  };
}

const groupOf = (query: JudgedQuery): QueryOutcome["group"] =>
  query.kind === "sku" || query.kind === "none"
    ? query.kind
    : query.q.trim().split(/\s+/).length > 1
      ? "multi"
      : "single";

/** A search function over a catalogue in each store view (indexes built on first use). */
export function searcher(catalog: Catalog, name: string) {
  const { data, facts, children } = prepared(catalog, name);
  const contexts = new Map<StoreCode, SearchContext>();
  const contextFor = async (code: StoreCode): Promise<SearchContext> => {
    let ctx = contexts.get(code);
    if (!ctx) {
      ctx = {
        data,
        index: await buildStoreIndex(data, getStoreView(code)),
        t: createTranslator(ALL_MESSAGES[code]),
        parentOfChild: (sku) => Promise.resolve(children.get(sku) ?? null),
      };
      contexts.set(code, ctx);
    }
    return ctx;
  };
  const search = async (code: StoreCode, q: string, size = DEPTH) => searchCatalog(await contextFor(code), { q, size });
  return { data, facts, contextFor, search };
}

/**
 * searchCatalog over a prepared catalogue, one store view's index at a time (a set's queries come
 * grouped by language): at 100,000 products an index weighs some 600 MB.
 */
export function isolateEngine({ data, children }: PreparedCatalogue): SearchEngine {
  let current: { code: StoreCode; ctx: SearchContext } | null = null;
  const contextFor = async (code: StoreCode): Promise<SearchContext> => {
    if (current?.code !== code) {
      current = null;
      current = {
        code,
        ctx: {
          data,
          index: await buildStoreIndex(data, getStoreView(code)),
          t: createTranslator(ALL_MESSAGES[code]),
          parentOfChild: (sku) => Promise.resolve(children.get(sku) ?? null),
        },
      };
    }
    return current.ctx;
  };
  return {
    search: async (code, q, size) => searchCatalog(await contextFor(code), { q, size }),
    listed: async (code) => (await contextFor(code)).index.listing.products,
  };
}

/** Runs a judged set against a catalogue. */
export async function evaluateSet(name: string, catalog: Catalog, queries: JudgedQuery[]): Promise<SetResult> {
  const started = performance.now();
  const { data, facts, contextFor } = searcher(catalog, name);
  return evaluateWith(
    name,
    { data, facts },
    {
      search: async (code, q, size) => searchCatalog(await contextFor(code), { q, size }),
      listed: async (code) => (await contextFor(code)).index.listing.products,
    },
    queries,
    started,
  );
}

/** Runs a judged set through `engine` over a prepared catalogue. */
export async function evaluateWith(
  name: string,
  { data, facts }: Pick<PreparedCatalogue, "data" | "facts">,
  engine: SearchEngine,
  queries: JudgedQuery[],
  started = performance.now(),
): Promise<SetResult> {
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const result = await engine.search(query.lang, query.q, DEPTH);
    const listed = (await engine.listed(query.lang)).filter((p: ProductSummary) => p.inStock);
    const isRelevant = (sku: string) => {
      const p = data.productsBySku.get(sku);
      return Boolean(p && query.relevant?.(facts.get(p.id)!));
    };
    const relevantCount = query.relevant ? listed.filter((p) => query.relevant!(facts.get(p.id)!)).length : 0;
    const ranked = result.items.map((item) => ({ sku: item.sku, name: item.name, relevant: isRelevant(item.sku) }));
    const top = ranked.slice(0, 5);
    const firstRelevant = ranked.findIndex((r) => r.relevant);
    const group = groupOf(query);
    let success: boolean;
    let reciprocalRank: number;
    let precision: number | null;
    if (group === "none") {
      success = result.total === 0;
      reciprocalRank = success ? 1 : 0;
      precision = null;
    } else {
      reciprocalRank = firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1);
      success = group === "sku" ? firstRelevant === 0 : firstRelevant >= 0 && firstRelevant < 5;
      precision = relevantCount === 0 ? 0 : top.filter((r) => r.relevant).length / Math.min(5, relevantCount);
    }
    outcomes.push({
      q: query.q,
      lang: query.lang,
      kind: query.kind,
      judged: query.judged,
      group,
      total: result.total,
      relevantCount,
      top,
      success,
      reciprocalRank,
      precision,
      suggestions: result.suggestions,
      searched: result.searched,
    });
  }
  const skus = outcomes.filter((o) => o.group === "sku");
  return {
    name,
    outcomes,
    overall: summary(outcomes),
    byGroup: {
      single: summary(outcomes.filter((o) => o.group === "single")),
      multi: summary(outcomes.filter((o) => o.group === "multi")),
      sku: summary(skus),
      none: summary(outcomes.filter((o) => o.group === "none")),
    },
    skuExact: { exact: skus.filter((o) => o.success && o.total <= SKU_NEARLY_ALONE).length, of: skus.length },
    ms: performance.now() - started,
  };
}

/** The demo catalogue the shop and its tests use (seed 2026, 1,000 products, no images). */
export const evaluateDemo = (): Promise<SetResult> =>
  evaluateSet("demo catalogue (1,000 products)", generateDemoCatalog({ products: 1000 }), DEMO_QUERIES);

/** The Luma dump (by default ../shared/data's), or null when it is absent. */
export async function evaluateLuma(dump = LUMA_DUMP): Promise<SetResult | null> {
  if (!existsSync(dump)) return null;
  const { catalog } = await importCatalog([dump]);
  return evaluateSet("Luma dump (vsf-luma-2017)", catalog, LUMA_QUERIES);
}

/** The vsf-sample dump (by default ../shared/data's), or null when it is absent. */
export async function evaluateSample(dump = SAMPLE_DUMP): Promise<SetResult | null> {
  if (!existsSync(dump)) return null;
  const { catalog } = await importCatalog([dump]);
  return evaluateSet("vsf-sample dump (untuned)", catalog, SAMPLE_QUERIES);
}

/** ARCHITECTURE §8 goals. */
export const RELEVANCE_GOALS = { successAt5: 0.95, precisionAt5: 0.9 } as const;
