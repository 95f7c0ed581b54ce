/**
 * Search and listings answered from the libSQL tier (see tables.ts, query.ts): the isolate plans the
 * query from the store view's word lists (loaded once per isolate and version, the only search state
 * it keeps besides recent answers), the database answers the page in one statement, and the isolate
 * shapes it into the same SearchResult the in-isolate tier gives.
 *
 * Degrades, never fails: when the database is down or slower than its deadline (DB_TIMEOUT_MS, 1 s),
 * a request answered in the last RECENT_TTL_MS is answered again from memory, marked
 * `flags.limited`; otherwise SearchUnavailableError (503 with Retry-After).
 */
import { FILTER_AGGREGATION_SIZE, PRICE_RANGES, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from "../../../schema/constants";
import type { FilterCode, SearchResult } from "../../../schema/api/catalog";
import type { SearchRequest } from "../../../schema/api/catalog-request";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { Translate } from "../../../client/i18n/translate";
import type { StoreView } from "../../../domain/store-views";
import type { CatalogData } from "../catalog-data";
import type { PriorPrices } from "../price-history";
import { ServiceUnavailableError } from "../../errors/app-error";
import { isDatabaseUnavailable } from "../../db/faults";
import type { QueryOnce } from "../../db/one-shot";
import { FACET_CODES } from "../search/catalog-listing";
import { SEARCH_PROPERTIES, type SearchProperty } from "../search/documents";
import { searchLanguage, tokenizerFor } from "../search/languages";
import type { RawBucket } from "../search/listing";
import { aggregationsOf } from "../search/aggregations";
import {
  correctedQuery,
  DUPLICATE_WEIGHT,
  LOOKS_LIKE_SKU,
  requestKey,
  searchedQuery,
  SPREAD_MARGIN,
} from "../search/search-service";
import type { TermIndex } from "../search/store-index";
import { matchTerms, SortedWords, wordTree } from "../search/term-lookup";
import { planQuery, queryWords, relaxPlan, wordsNeeded, wordsNeededRelaxed } from "../search/text-match";
import { toTile } from "../search/tiles";
import { matchExpression, scoringOf } from "./match-expression";
import {
  categoryPageStatement,
  decodePage,
  isPlainCategoryListing,
  pageStatement,
  type PageAnswer,
  type PageQuery,
  TIER_CAPS,
  type TierCaps,
  type PageRow,
} from "./query";
import type { TermsBody } from "./rows";
import { tablesOf } from "./tables";

export interface TierContext {
  /** One statement, one round trip (the request's database handle: queryOf(db)). */
  query: QueryOnce;
  /** The catalogue version whose tables answer. */
  version: string;
  /** Categories, attributes, tax rules and the media flag: what tiles and facet labels read. */
  data: CatalogData;
  store: StoreView;
  t: Translate;
  now?: Date;
  prior?: PriorPrices | null;
  includeOutOfStock?: boolean;
  /** Where candidates stop (query.ts TIER_CAPS); a test lowers them to reach them on a small catalogue. */
  caps?: TierCaps;
}

/** The database cannot answer and nothing recent can stand in: 503 with Retry-After. */
export class SearchUnavailableError extends ServiceUnavailableError {
  constructor(detail: string) {
    super("Search is unavailable right now", detail);
    this.name = "SearchUnavailableError";
  }
}

/** How long an answer can stand in for the same request while the database is down. */
export const RECENT_TTL_MS = 60 * 60_000;
/** Answers kept per isolate for that (each some 50 KB at 50 tiles). */
const RECENT_LIMIT = 200;

const recent = new Map<string, { at: number; result: SearchResult }>();
const termIndexes = new Map<string, Promise<TermIndex>>();
/** Word lists kept: three store views of the current version and of the one before. */
const TERM_INDEXES_KEPT = 6;

/** The store view's word lists for a version, loaded once per isolate (a failed load is retried next time). */
function termIndexOf(ctx: TierContext): Promise<TermIndex> {
  const key = `${ctx.version}|${ctx.store.code}`;
  let found = termIndexes.get(key);
  if (!found) {
    found = loadTermIndex(ctx);
    found.catch(() => termIndexes.delete(key));
    termIndexes.set(key, found);
    if (termIndexes.size > TERM_INDEXES_KEPT) termIndexes.delete(termIndexes.keys().next().value!);
  }
  return found;
}

async function loadTermIndex(ctx: TierContext): Promise<TermIndex> {
  const tables = tablesOf(ctx.version);
  const rows = await ctx.query(`select body from ${tables.terms} where store = ?`, [ctx.store.code]);
  const body = rows[0]?.[0];
  if (typeof body !== "string") throw new Error(`no search terms for ${ctx.store.code} in ${tables.terms}`);
  const terms = JSON.parse(body) as TermsBody;
  // Sorted lists, not trees: planning only asks whether a word (or a longer one) is there, and a
  // big catalogue's sku words as trees outgrew the isolate (term-lookup.ts, SortedWords).
  const stats = {} as Record<SearchProperty, { tree: SortedWords }>;
  for (const prop of SEARCH_PROPERTIES) stats[prop] = { tree: new SortedWords(terms.properties[prop]) };
  return {
    store: ctx.store,
    tokenizer: tokenizerFor(ctx.store.code, false),
    language: searchLanguage(ctx.store.code),
    vocabularyTree: wordTree(terms.vocabulary),
    stats,
  };
}

/** Whether an error means the tier's tables are missing (the version was never seeded). */
function isMissingTable(error: unknown): boolean {
  return error instanceof Error && /no such table/i.test(error.message);
}

/** The same request answered from the tier (cached answers for the database's bad moments). */
export async function searchTier(ctx: TierContext, request: SearchRequest): Promise<SearchResult> {
  const key = `${ctx.version}|${ctx.store.code}|${ctx.includeOutOfStock ? 1 : 0}|${requestKey(request)}`;
  const now = (ctx.now ?? new Date()).getTime();
  try {
    const result = await searchTierOnce(ctx, request);
    recent.delete(key);
    if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
    recent.set(key, { at: now, result });
    return result;
  } catch (error) {
    const known = isDatabaseUnavailable(error) || isMissingTable(error);
    if (!known) throw error;
    const kept = recent.get(key);
    if (kept && now - kept.at < RECENT_TTL_MS)
      return { ...kept.result, flags: { ...kept.result.flags, limited: true } };
    throw new SearchUnavailableError(
      isMissingTable(error)
        ? `search tables of catalogue ${ctx.version} are missing: run npm run catalog:seed`
        : `search database unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The most longer words a prefix is asked for as (the shortest first: the likeliest inflections). */
const MAX_LONGER_WORDS = 16;

/** The index words, of any property, that begin with a token and are longer than it. */
function longerWords(index: TermIndex): (token: string) => string[] {
  return (token) => {
    const words = new Set<string>();
    for (const prop of SEARCH_PROPERTIES)
      for (const match of matchTerms(index.stats[prop].tree, token, 0)) if (match.word !== token) words.add(match.word);
    return [...words].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_LONGER_WORDS);
  };
}

/** Spreads products of the same name (search-service.ts spreadDuplicates) over the fetched top rows. */
function spread(rows: PageRow[]): PageRow[] {
  const seen = new Map<string, number>();
  const scored = rows.map((row) => {
    const k = seen.get(row.name) ?? 0;
    seen.set(row.name, k + 1);
    return { ...row, score: row.score * Math.pow(DUPLICATE_WEIGHT, k) };
  });
  return scored.sort((a, b) => b.score - a.score || a.id - b.id);
}

function rawFacets(answer: PageAnswer, request: SearchRequest): Record<FilterCode | "price", RawBucket[]> {
  const facets = {} as Record<FilterCode | "price", RawBucket[]>;
  for (const code of FACET_CODES) {
    const selected = request.filters?.[code] ?? [];
    const present = answer.facets.filter(([c]) => c === code);
    facets[code] = present
      .sort((a, b) => b[2] - a[2] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
      .slice(0, Math.max(FILTER_AGGREGATION_SIZE, selected.length))
      .map(([, value, count]) => ({ value, count, selected: selected.includes(value) }));
    for (const value of selected)
      if (!facets[code].some((b) => b.value === value)) facets[code].push({ value, count: 0, selected: true });
  }
  const counts = new Map(answer.prices);
  const price = request.price ?? null;
  const selectedPrice = price ? `${price.from}-${price.to ?? ""}` : null;
  facets.price = PRICE_RANGES.map((r, i) => ({
    value: `${r.from}-${r.to ?? ""}`,
    count: counts.get(i) ?? 0,
    selected: `${r.from}-${r.to ?? ""}` === selectedPrice,
  })).filter((b) => b.count > 0 || b.selected);
  return facets;
}

async function searchTierOnce(ctx: TierContext, request: SearchRequest): Promise<SearchResult> {
  const term = request.q?.trim() ?? "";
  const size = request.size ?? SEARCH_PAGE_SIZE;
  const from = request.from ?? 0;
  const hasTerm = term.length >= SEARCH_MIN_CHARS;
  const now = ctx.now ?? new Date();
  const empty = (): SearchResult => ({
    items: [],
    total: 0,
    start: from,
    perPage: size,
    aggregations: [],
    priceRange: null,
    suggestions: [],
    searched: null,
    flags: { noresults: true },
  });
  if (!hasTerm && request.category === undefined && term.length > 0) return empty();

  let strict: string | null = null;
  let relaxed: string | null = null;
  let suggestion: string | null = null;
  let suggestionCheck: string | null = null;
  let relaxedPlan: ReturnType<typeof relaxPlan> = null;
  if (hasTerm) {
    const index = await termIndexOf(ctx);
    const planned = planQuery(index, term);
    const longer = longerWords(index);
    strict = matchExpression(planned, wordsNeeded(planned.length), longer);
    relaxedPlan = relaxPlan(index, planned);
    relaxed = relaxedPlan && matchExpression(relaxedPlan, wordsNeededRelaxed(relaxedPlan.length), longer);
    suggestion = correctedQuery(term, planned);
    if (suggestion !== null) {
      const again = planQuery(index, suggestion);
      suggestionCheck = matchExpression(again, wordsNeeded(again.length), longer);
    }
  }
  const requested = request.sort ?? (hasTerm ? "relevance" : "position");
  const sort = requested === "relevance" && !hasTerm ? "position" : requested;
  const tables = tablesOf(ctx.version);
  const pageQuery: PageQuery = {
    text: hasTerm,
    strict,
    relaxed,
    strictScoring: scoringOf(strict),
    relaxedScoring: scoringOf(relaxed),
    sku: hasTerm && LOOKS_LIKE_SKU.test(term) ? term : null,
    suggestion: suggestionCheck,
    category: request.category ?? null,
    filters: request.filters ?? {},
    price: request.price ?? null,
    sort,
    from,
    size,
    take: sort === "relevance" ? from + size + SPREAD_MARGIN : size,
    includeOutOfStock: ctx.includeOutOfStock ?? false,
    now: now.getTime(),
    country: ctx.store.priceMode === "same-gross" ? "NL" : ctx.store.taxCountry,
    caps: ctx.caps ?? TIER_CAPS,
  };
  const { sql, args } = isPlainCategoryListing(pageQuery)
    ? categoryPageStatement(tables, pageQuery)
    : pageStatement(tables, ctx.store.code, pageQuery);
  const [row] = await ctx.query(sql, args);
  const answer = decodePage(row);
  const rows = sort === "relevance" ? spread(answer.rows).slice(from, from + size) : answer.rows;

  let searched: SearchResult["searched"] = null;
  let suggestions: string[] = [];
  if (hasTerm && !answer.skuFound) {
    if (answer.strictFound) {
      searched = suggestion === null ? null : { q: suggestion, relaxed: false };
      if (suggestion !== null && (answer.total > 0 || answer.suggestionCount > 0)) suggestions = [suggestion];
    } else if (relaxedPlan && answer.total > 0) {
      const q = searchedQuery(term, relaxedPlan);
      searched = {
        q,
        relaxed: wordsNeededRelaxed(relaxedPlan.length) < wordsNeeded(relaxedPlan.length),
      };
      if (q !== queryWords(term).join(" ")) suggestions = [q];
    }
  }
  return {
    items: rows.map((r) =>
      toTile(ctx.data, ctx.store, JSON.parse(r.summary) as ProductSummary, now, request.filters?.color, ctx.prior),
    ),
    total: answer.total,
    start: from,
    perPage: size,
    aggregations: aggregationsOf(ctx.data, ctx.t, ctx.store, rawFacets(answer, request)),
    priceRange:
      answer.max !== null && answer.max > 0
        ? { min: Math.floor((answer.min ?? 0) / 100), max: Math.ceil(answer.max / 100) }
        : null,
    suggestions,
    searched: answer.total > 0 ? searched : null,
    flags: { noresults: answer.total === 0, ...(answer.capped ? { capped: true } : {}) },
  };
}

/** Forgets the word lists and recent answers (tests). */
export function resetTierMemory(): void {
  recent.clear();
  termIndexes.clear();
}
