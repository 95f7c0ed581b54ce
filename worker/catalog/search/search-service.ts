import { SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from "../../../schema/constants";
import type { SearchResult } from "../../../schema/api/catalog";
import type { SearchRequest } from "../../../schema/api/catalog-request";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { Translate } from "../../../client/i18n/translate";
import { isListable, type CatalogData } from "../catalog-data";
import { runListing } from "./listing";
import { aggregationsOf } from "./aggregations";
import { priceEpoch, pricesAt } from "./price-epochs";
import type { StoreIndex } from "./store-index";
import type { PriorPrices } from "../price-history";
import {
  matchPlanned,
  planQuery,
  queryWords,
  relaxPlan,
  wordsNeeded,
  wordsNeededRelaxed,
  type PlannedWord,
} from "./text-match";
import { toTile } from "./tiles";

export interface SearchContext {
  data: CatalogData;
  index: StoreIndex;
  t: Translate;
  /** Finds the parent of a variant sku (the child index lives in shards). */
  parentOfChild: (sku: string) => Promise<string | null>;
  includeOutOfStock?: boolean;
  /**
   * The products to list instead of the category's or the catalogue's, in their order (a request
   * without a term): the libSQL tier's title fallback hands over its matches this way.
   */
  candidates?: readonly ProductSummary[];
  /** The request's moment: special windows are evaluated at it (default: now). */
  now?: Date;
  /** The lowest prices before reductions, shown beside reduced prices (loaded once per catalogue). */
  prior?: PriorPrices | null;
}

export const LOOKS_LIKE_SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]*\d[A-Za-z0-9_.-]*$/;

/** A query that is exactly a product or variant sku puts that product first. */
async function exactSku(ctx: SearchContext, term: string): Promise<ProductSummary | null> {
  if (!LOOKS_LIKE_SKU.test(term)) return null;
  const direct = ctx.data.productsBySku.get(term) ?? ctx.data.productsBySku.get(term.toUpperCase());
  // A variant may also exist as a product of its own (visibility 1): its parent is what is listed.
  if (direct && isListable(direct)) return direct;
  const sku = direct?.sku ?? term;
  const parent = (await ctx.parentOfChild(sku)) ?? (await ctx.parentOfChild(sku.toUpperCase()));
  return parent ? (ctx.data.productsBySku.get(parent) ?? null) : null;
}

/**
 * Products with the same name (a coat listed twice) would crowd the top of a result: each further
 * product of a name scores a little less than the one before, so other products come between them.
 */
function spreadDuplicates(ctx: SearchContext, scores: Map<number, number>, depth: number): Map<number, number> {
  if (scores.size < 2) return scores;
  const code = ctx.index.store.code;
  // Only the top of the ranking can be crowded: the products down to `depth` (grouping every hit of
  // a broad query by name would cost more than the rest of the search).
  const ranked = Float64Array.from(scores.values()).sort();
  const threshold = ranked[Math.max(0, ranked.length - depth)]!;
  const byName = new Map<string, number[]>();
  for (const [id, score] of scores) {
    if (score < threshold) continue;
    const name = ctx.data.productsById.get(id)?.name[code];
    if (name === undefined) continue;
    const list = byName.get(name);
    if (list) list.push(id);
    else byName.set(name, [id]);
  }
  for (const ids of byName.values()) {
    if (ids.length < 2) continue;
    ids.sort((a, b) => scores.get(b)! - scores.get(a)! || a - b);
    ids.forEach((id, k) => k > 0 && scores.set(id, scores.get(id)! * Math.pow(DUPLICATE_WEIGHT, k)));
  }
  return scores;
}

/** Each further product of the same name scores this share of the one before it. */
export const DUPLICATE_WEIGHT = 0.9;
/** Products beyond the requested page that duplicates are spread over. */
export const SPREAD_MARGIN = 50;

/** The query with each misspelt word replaced by its closest correction, or null when nothing was corrected. */
export function correctedQuery(term: string, planned: PlannedWord[]): string | null {
  const fixes = new Map(planned.filter((w) => w.corrections.length > 0).map((w) => [w.word, w.corrections[0]!]));
  if (fixes.size === 0) return null;
  return queryWords(term)
    .map((w) => fixes.get(w) ?? w)
    .join(" ");
}

/** The query as searched: misspelt words corrected, words the catalogue has nothing for left out. */
export function searchedQuery(term: string, planned: PlannedWord[]): string {
  const byWord = new Map(planned.map((w) => [w.word, w]));
  return queryWords(term)
    .flatMap((w) => {
      const p = byWord.get(w);
      if (!p) return [w];
      if (p.terms.length === 0) return [];
      return [p.corrections[0] ?? w];
    })
    .join(" ");
}

/**
 * Text relevance for a query: strict first (SPEC §9); only when that finds nothing, one more pass
 * with the fallback plan (typos corrected whatever their first letter, half the words enough).
 * `searched` says what was searched when it was not the query as typed.
 */
function matchQuery(
  ctx: SearchContext,
  term: string,
  depth: number,
): { scores: Map<number, number>; suggestion: string | null; searched: SearchResult["searched"] } {
  const planned = planQuery(ctx.index, term);
  const strict = matchPlanned(ctx.index, planned);
  const suggestion = correctedQuery(term, planned);
  if (strict.size > 0)
    return {
      scores: spreadDuplicates(ctx, strict, depth),
      suggestion,
      searched: suggestion === null ? null : { q: suggestion, relaxed: false },
    };
  const relaxed = relaxPlan(ctx.index, planned);
  if (!relaxed) return { scores: strict, suggestion, searched: null };
  const scores = matchPlanned(ctx.index, relaxed, true);
  // Nothing even so: a correction would find nothing either (and is not searched a third time).
  if (scores.size === 0) return { scores, suggestion: null, searched: null };
  const q = searchedQuery(term, relaxed);
  return {
    scores: spreadDuplicates(ctx, scores, depth),
    // The query as searched is the one to propose, when it is not the query as typed.
    suggestion: q === queryWords(term).join(" ") ? null : q,
    searched: { q, relaxed: wordsNeededRelaxed(relaxed.length) < wordsNeeded(relaxed.length) },
  };
}

/**
 * Catalogue search and category listing (SPEC §5/§9): text relevance from the store's Orama
 * index (with one fallback pass when strict matching finds nothing), then filters, facets, sort and
 * paging; "did you mean" for a corrected query.
 */
export async function searchCatalog(ctx: SearchContext, request: SearchRequest): Promise<SearchResult> {
  const { data, index } = ctx;
  const store = index.store;
  const term = request.q?.trim() ?? "";
  const size = request.size ?? SEARCH_PAGE_SIZE;
  const from = request.from ?? 0;
  const hasTerm = term.length >= SEARCH_MIN_CHARS;

  let candidates: readonly ProductSummary[] =
    ctx.candidates ??
    (request.category !== undefined ? (data.categoryProducts.get(request.category) ?? []) : index.listing.products);
  let scores: Map<number, number> | undefined;
  let suggestion: string | null = null;
  let searched: SearchResult["searched"] = null;
  if (hasTerm) {
    const top = await exactSku(ctx, term);
    if (top) {
      // A sku names one product: that product alone.
      scores = new Map([[top.id, 1]]);
    } else {
      ({ scores, suggestion, searched } = matchQuery(ctx, term, from + size + SPREAD_MARGIN));
    }
    candidates = candidates.filter((p) => scores!.has(p.id));
  } else if (request.category === undefined && term.length > 0) {
    candidates = [];
  }

  const sort = request.sort ?? (hasTerm ? "relevance" : "position");
  const now = ctx.now ?? new Date();
  const page = runListing(index, {
    prices: pricesAt(index, data, now.getTime(), ctx.prior?.overlay),
    candidates,
    scores,
    filters: request.filters ?? {},
    price: request.price ?? null,
    sort: sort === "relevance" && !scores ? "position" : sort,
    from,
    size,
    includeOutOfStock: ctx.includeOutOfStock ?? false,
  });

  const aggregations = aggregationsOf(data, ctx.t, store, page.facets);

  // "Did you mean": the query with its misspelt words corrected, only when that finds products.
  const suggestions =
    suggestion !== null && (page.total > 0 || matchPlanned(index, planQuery(index, suggestion)).size > 0)
      ? [suggestion]
      : [];

  return {
    items: page.items.map((p) => toTile(data, store, p, now, request.filters?.color, ctx.prior)),
    total: page.total,
    start: from,
    perPage: size,
    aggregations,
    priceRange: page.priceRange,
    suggestions,
    searched: page.total > 0 ? searched : null,
    flags: { noresults: page.total === 0 },
  };
}

/** How long a search result is reused in an isolate (the search API's answers are cacheable as long). */
export const SEARCH_RESULT_TTL_MS = 60_000;
/** Results kept per isolate (a page of 50 tiles with its facets is some 50 KB of heap). */
export const SEARCH_RESULT_LIMIT = 100;

// Results by store index, price history and request; the oldest goes first once the limit is reached.
// Immutable answers, not request state. Indexes and histories are numbered, not held, by the keys.
const kept = new Map<string, { at: number; result: Promise<SearchResult> }>();
const numbers = new WeakMap<object, number>();
let numbered = 0;
const numberOf = (thing: object): number => {
  let n = numbers.get(thing);
  if (n === undefined) numbers.set(thing, (n = ++numbered));
  return n;
};
const NO_PRIOR = {};

/**
 * What a search request asks, the same however it was built (a page's listing state or the API's
 * query string): the store view is the index's, empty filters are no filters, filter codes in order.
 */
export function requestKey(request: SearchRequest): string {
  const filters = Object.entries(request.filters ?? {})
    .filter(([, values]) => values !== undefined && values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    request.q?.trim() ?? "",
    request.category ?? null,
    filters,
    request.price ?? null,
    request.sort ?? null,
    request.size ?? SEARCH_PAGE_SIZE,
    request.from ?? 0,
  ]);
}

/**
 * `searchCatalog`, reusing a result this isolate computed for the same request within
 * SEARCH_RESULT_TTL_MS (issue 12): a category page's listing and the search API call its grid makes
 * when it hydrates ask the same question, and popular listings are asked again and again. The key
 * holds the store index and the price history (so a new catalogue or history starts afresh), the
 * request, and the price epoch (a special price that starts or ends shows at once); what can lag, by
 * at most the TTL, is a lowest-prior-price window edge, as in any cached page.
 */
export function searchCatalogCached(ctx: SearchContext, request: SearchRequest): Promise<SearchResult> {
  const now = (ctx.now ?? new Date()).getTime();
  const key = [
    numberOf(ctx.index),
    numberOf(ctx.prior ?? NO_PRIOR),
    priceEpoch(ctx.index.listing, now),
    // The operator's price changes are the prior prices' (numbered above); their own windows move too.
    ctx.prior?.overlay.epoch(now) ?? 0,
    ctx.includeOutOfStock ? 1 : 0,
    requestKey(request),
  ].join("|");
  const hit = kept.get(key);
  if (hit && Math.abs(now - hit.at) < SEARCH_RESULT_TTL_MS) return hit.result;
  const result = searchCatalog(ctx, request);
  kept.delete(key);
  if (kept.size >= SEARCH_RESULT_LIMIT) kept.delete(kept.keys().next().value!);
  kept.set(key, { at: now, result });
  // A failed search is not kept.
  result.catch(() => {
    if (kept.get(key)?.result === result) kept.delete(key);
  });
  return result;
}
