/**
 * The heaviest page of each kind (ARCHITECTURE §8: the budgets hold for the heaviest page, not a
 * chosen one), found on a running storefront from its catalogue snapshot: every top category in
 * every store view; per category and store view the deepest filter set the listing lets a shopper
 * reach (every value its facets offer, one filter at a time, so the listing never runs empty); the
 * search term whose result has the most facet values; the products whose data is largest. Each
 * candidate is fetched and measured with htmlShape; the page weight test and the bench's shape
 * rows both use this.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SearchResult } from "../../schema/api/catalog";
import { FILTER_CODES } from "../../schema/api/catalog";
import { shardFile } from "../../schema/catalog/shard";
import type { CatalogFile, Product, SnapshotManifest } from "../../schema/catalog/snapshot";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { categoryUrl, productUrl, storePath } from "../../domain/urls";
import { listingQuery, type ListingState } from "../../client/lib/listing-url";
import { htmlShape, type HtmlShape } from "./html-shape";

export const PAGE_KINDS = ["top category", "filtered category", "search", "product"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** ARCHITECTURE §8: category HTML ≤ 80 KB, ≤ 2,000 attributes, ≤ 1,100 elements, island props ≤ 5 KB. */
export const SHAPE_BUDGET = { bytes: 80 * 1024, attributes: 2000, elements: 1100, islandProps: 5 * 1024 } as const;

export interface MeasuredPage {
  kind: PageKind;
  path: string;
  shape: HtmlShape;
  /** What made it a candidate (active filters, facet values, product data size). */
  note: string;
}

export type Get = (path: string) => Promise<{ status: number; body: string }>;

export interface Snapshot {
  catalog: CatalogFile;
  /** Every full product of the snapshot (parents; children inside). */
  products: Product[];
}

/** A snapshot folder's catalogue and full products (`dir` holds manifest.json). */
export function readSnapshot(dir: string): Snapshot {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as SnapshotManifest;
  const base = path.join(dir, manifest.path);
  const catalog = JSON.parse(readFileSync(path.join(base, "catalog.json"), "utf8")) as CatalogFile;
  const products: Product[] = [];
  for (let n = 0; n < catalog.shardCount; n++)
    products.push(
      ...(JSON.parse(readFileSync(path.join(base, shardFile(n)), "utf8")) as { products: Product[] }).products,
    );
  return { catalog, products };
}

const listed = (catalog: CatalogFile) => catalog.products.filter((p) => p.status === 1 && p.visibility >= 2);

function activeFilters(state: ListingState): number {
  return Object.values(state.filters).reduce((n, v) => n + (v?.length ?? 0), 0) + (state.price ? 1 : 0);
}

async function search(get: Get, store: StoreCode, query: { category?: number; q?: string; state?: ListingState }) {
  const params = new URLSearchParams({ store, size: "1" });
  if (query.category !== undefined) params.set("category", String(query.category));
  if (query.q) params.set("q", query.q);
  for (const [code, values] of Object.entries(query.state?.filters ?? {}))
    if (values?.length) params.set(`filters[${code}]`, values.join(","));
  if (query.state?.price) params.set("price", query.state.price);
  const res = await get(`/api/catalog/search?${params}`);
  if (res.status !== 200) throw new Error(`search ${params} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return (JSON.parse(res.body) as { result: SearchResult }).result;
}

/**
 * The deepest filter set of a category: each filter in turn takes every value its facet offers
 * (a value with products among the listing as filtered so far; facets are disjunctive, so the
 * listing stays non-empty), the price the range with the most products; repeated until nothing
 * more can be chosen.
 */
export async function deepestFilterSet(get: Get, store: StoreCode, category: number): Promise<ListingState> {
  const state: ListingState = { filters: {}, page: 1 };
  for (let changed = true; changed;) {
    changed = false;
    for (const code of [...FILTER_CODES, "price"] as const) {
      const result = await search(get, store, { category, state });
      const facet = result.aggregations.find((f) => f.code === code);
      const offered = facet?.buckets.filter((b) => b.count > 0 && !b.selected) ?? [];
      if (offered.length === 0) continue;
      if (code === "price") {
        if (state.price) continue;
        state.price = offered.reduce((a, b) => (b.count > a.count ? b : a)).value;
      } else {
        const filter = code;
        state.filters[filter] = [...(state.filters[filter] ?? []), ...offered.map((b) => b.value)];
      }
      changed = true;
    }
  }
  if ((await search(get, store, { category, state })).total === 0)
    throw new Error(`the filter set ${JSON.stringify(state)} of category ${category} (${store}) lists nothing`);
  return state;
}

/** Search terms to try: the words of category names, facet option labels, brands and the commonest words of product names. */
function searchTerms(catalog: CatalogFile, store: StoreCode): string[] {
  const words = new Map<string, number>();
  const add = (text: string | null | undefined, weight = 1) => {
    for (const word of (text ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u))
      if (word.length >= 3) words.set(word, (words.get(word) ?? 0) + weight);
  };
  for (const c of catalog.categories) add(c.name[store], 1000);
  for (const a of catalog.attributes) for (const o of a.options) add(o.label[store], 1000);
  for (const p of listed(catalog)) {
    add(p.brand, 1000);
    add(p.name[store]);
  }
  return [...words.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 60)
    .map(([w]) => w);
}

const facetValues = (result: SearchResult) => result.aggregations.reduce((n, f) => n + f.buckets.length, 0);

/** Candidate paths of each kind, with why they were picked. */
export async function candidatePages(
  get: Get,
  { catalog, products }: Snapshot,
  { stores = STORE_CODES, searchesPerStore = 2, productsPerStore = 4 } = {},
): Promise<{ kind: PageKind; path: string; note: string }[]> {
  const out: { kind: PageKind; path: string; note: string }[] = [];
  const categories = catalog.categories.filter((c) => c.isActive && c.level >= 2);
  const inListing = new Set(listed(catalog).flatMap((p) => p.categoryIds));
  for (const store of stores) {
    for (const c of categories.filter((c) => c.parentId === catalog.rootCategoryId && c.urlPath[store]))
      out.push({ kind: "top category", path: categoryUrl(c, store), note: `${c.name[store]}` });

    for (const c of categories.filter((c) => c.urlPath[store] && inListing.has(c.id))) {
      const state = await deepestFilterSet(get, store, c.id);
      out.push({
        kind: "filtered category",
        path: `${categoryUrl(c, store)}${listingQuery(state)}`,
        note: `${activeFilters(state)} active filters`,
      });
    }

    const terms: { q: string; values: number; total: number }[] = [];
    for (const q of searchTerms(catalog, store)) {
      const result = await search(get, store, { q });
      if (result.total > 0) terms.push({ q, values: facetValues(result), total: result.total });
    }
    terms.sort((a, b) => b.values - a.values || b.total - a.total);
    for (const t of terms.slice(0, searchesPerStore))
      out.push({
        kind: "search",
        path: storePath(store, `/search${listingQuery({ q: t.q, filters: {}, page: 1 })}`),
        note: `${t.values} facet values, ${t.total} products`,
      });

    const summaries = new Map(listed(catalog).map((p) => [p.sku, p]));
    const largest = products
      .filter((p) => summaries.has(p.sku))
      .map((p) => ({ p, size: JSON.stringify(p).length }))
      .sort((a, b) => b.size - a.size)
      .slice(0, productsPerStore);
    for (const { p, size } of largest)
      out.push({
        kind: "product",
        path: productUrl(store, summaries.get(p.sku)!),
        note: `${(size / 1024).toFixed(0)} KB of product data`,
      });
  }
  return out;
}

/** Fetches and measures every candidate; throws on a page that does not answer 200. */
export async function measurePages(get: Get, snapshot: Snapshot, options?: Parameters<typeof candidatePages>[2]) {
  const measured: MeasuredPage[] = [];
  for (const candidate of await candidatePages(get, snapshot, options)) {
    const res = await get(candidate.path);
    if (res.status !== 200) throw new Error(`${candidate.path} answered ${res.status}`);
    measured.push({ ...candidate, shape: htmlShape(res.body) });
  }
  return measured;
}

const heavier = (a: MeasuredPage, b: MeasuredPage) =>
  a.shape.bytes - b.shape.bytes || a.shape.elements - b.shape.elements || a.shape.attributes - b.shape.attributes;

/** The heaviest measured page of each kind (by bytes; elements and attributes break ties). */
export function heaviestOfEachKind(measured: readonly MeasuredPage[]): Partial<Record<PageKind, MeasuredPage>> {
  const out: Partial<Record<PageKind, MeasuredPage>> = {};
  for (const page of measured) {
    const best = out[page.kind];
    if (!best || heavier(page, best) > 0) out[page.kind] = page;
  }
  return out;
}

/** The budget lines a page misses, in words ("" when it is within). */
export function overBudget(shape: HtmlShape): string[] {
  const over: string[] = [];
  if (shape.bytes > SHAPE_BUDGET.bytes) over.push(`${(shape.bytes / 1024).toFixed(1)} KB > 80 KB`);
  if (shape.elements > SHAPE_BUDGET.elements) over.push(`${shape.elements} elements > ${SHAPE_BUDGET.elements}`);
  if (shape.attributes > SHAPE_BUDGET.attributes)
    over.push(`${shape.attributes} attributes > ${SHAPE_BUDGET.attributes}`);
  if (shape.islandPropsBytes > SHAPE_BUDGET.islandProps)
    over.push(`${(shape.islandPropsBytes / 1024).toFixed(1)} KB island props > 5 KB`);
  return over;
}
