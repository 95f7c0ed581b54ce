/**
 * One search or listing page of the libSQL tier as one SQL statement (one round trip): the text match
 * (an exact sku first; else the strict plan; else, only when strict finds nothing, the fallback plan),
 * the category, stock, filters and price range, then in one row: the total, the page (or, sorted by
 * relevance, the top rows the isolate spreads duplicates over), the disjunctive facet counts, the
 * price buckets and range, and whether the strict pass found anything.
 *
 * Candidates are capped: a match reads the posting lists in document order, which is the
 * catalogue's listing order, and stops at SEARCH_TIER_MATCH_CAP, so a word that half the catalogue
 * holds costs the same as a rare one; a filtered category listing takes its first
 * SEARCH_TIER_CANDIDATE_CAP products by position. An unfiltered category page is exact at any size
 * (categoryPageStatement).
 */
import type { InValue } from "@libsql/client/web";
import { PRICE_RANGES } from "../../../schema/constants";
import type { FilterCode, SortOption } from "../../../schema/api/catalog";
import type { TaxCountry } from "../../../domain/store-views";
import { FACET_CODES } from "../search/catalog-listing";
import type { Scoring } from "./match-expression";
import { scoreCtes } from "./score";
import type { TierTables } from "./tables";

/**
 * The most candidates a filtered listing considers (its category's first by position). Counting a
 * filtered page's facets costs about 20 µs per candidate (measured at a million products): 2,000
 * keeps the page near 25 ms, where 5,000 took 57 ms (p50) and 119 ms (p95).
 */
export const SEARCH_TIER_CANDIDATE_CAP = 2000;
/**
 * The most matches a text search considers per pass: the first in listing order. A search that many
 * products answer is refined by its words and filters, not read to its 1,001st product.
 */
export const SEARCH_TIER_MATCH_CAP = 1000;

export interface PageQuery {
  /** FTS5 expressions: strict, and the fallback pass's (null: none). */
  strict: string | null;
  relaxed: string | null;
  /** Each expression parsed back, what its matches are scored by (match-expression.ts scoringOf). */
  strictScoring: Scoring | null;
  relaxedScoring: Scoring | null;
  /** Whether the query is text at all (else a listing: category or everything). */
  text: boolean;
  /** An exact sku to try first (null when the query does not look like one). */
  sku: string | null;
  /** An expression whose match count decides whether "did you mean" is offered (null: none to check). */
  suggestion: string | null;
  category: number | null;
  filters: Partial<Record<FilterCode, string[]>>;
  price: { from: number; to: number | null } | null;
  sort: SortOption;
  from: number;
  size: number;
  /** Rows to return: the page, or with relevance the first `take` (the isolate pages after spreading). */
  take: number;
  includeOutOfStock: boolean;
  now: number;
  /** The tax country whose gross prices the store view shows. */
  country: TaxCountry;
  /** Where candidates stop: SEARCH_TIER_MATCH_CAP matches per pass, SEARCH_TIER_CANDIDATE_CAP listed products. */
  caps: TierCaps;
}

export interface TierCaps {
  match: number;
  candidates: number;
}

export const TIER_CAPS: TierCaps = { match: SEARCH_TIER_MATCH_CAP, candidates: SEARCH_TIER_CANDIDATE_CAP };

export interface PageRow {
  doc: number;
  id: number;
  score: number;
  name: string;
  summary: string;
}

export interface PageAnswer {
  total: number;
  rows: PageRow[];
  facets: [string, string, number][];
  /** Count per PRICE_RANGES index. */
  prices: [number, number][];
  min: number | null;
  max: number | null;
  strictFound: boolean;
  skuFound: boolean;
  suggestionCount: number;
  /**
   * The candidates stopped at their cap (SEARCH_TIER_MATCH_CAP matches, or a filtered listing's
   * SEARCH_TIER_CANDIDATE_CAP products): the total and the facet counts are those of the first ones,
   * and there are (or may be) more.
   */
  capped: boolean;
}

/** A price column (cents incl. tax) as its PRICE_RANGES index, as listing.ts's priceBucketIndex. */
export function priceBucket(column: string): string {
  return `case ${PRICE_RANGES.map((r, i) => (r.to === null ? `else ${i}` : `when ${column} < ${r.to * 100} then ${i}`)).join(" ")} end`;
}

/** The current price of a doc `d` in a tax country (`cc`), at the moment bound by `now`. */
function currentPrice(cc: "nl" | "de", now: () => string): string {
  return (
    `case when d.special_${cc} is not null and (d.special_from is null or d.special_from <= ${now()})` +
    ` and (d.special_to is null or d.special_to >= ${now()}) then d.special_${cc} else d.price_${cc} end`
  );
}

/** Whether a request is a category page without filters: the per-category counts answer it. */
export function isPlainCategoryListing(q: PageQuery): boolean {
  return (
    !q.text &&
    q.category !== null &&
    q.price === null &&
    !q.includeOutOfStock &&
    Object.values(q.filters).every((values) => !values || values.length === 0)
  );
}

/**
 * A category page without filters, exact at any size: the total and the facet counts are the
 * category's own (seeded), the price buckets and range add to those of the docs without a dated
 * special window the seeded groups of the windowed ones, each on the side of its window the moment
 * falls on, and the page walks an index in the order asked (by price: the first from + size without
 * a dated window, with an open window by special price and with a closed one by base price).
 */
export function categoryPageStatement(t: TierTables, q: PageQuery): { sql: string; args: InValue[] } {
  const args: InValue[] = [];
  const arg = (value: InValue) => {
    args.push(value);
    return "?";
  };
  const cc = q.country === "DE" ? "de" : "nl";
  const category = () => arg(q.category);
  const now = () => arg(q.now);
  // Whether a dated window is open at the request's moment (columns of a cats or catwindows row).
  const open = () =>
    `((special_from is null or special_from <= ${now()}) and (special_to is null or special_to >= ${now()}))`;
  // The windowed groups on their side of the window now: bucket, count, lowest and highest price.
  const windows = `w(b, n, lo, hi) as materialized (select iif(${open()}, special_bucket, base_bucket), n,
      iif(${open()}, min_special, min_base), iif(${open()}, max_special, max_base)
      from ${t.catwindows} where category = ${category()} and country = '${cc.toUpperCase()}')`;
  // Each page row's place (k): the index order itself where it is unique (position, "new" rank),
  // else counted over the few rows a price page considers.
  // Called where the page goes in the text: placeholders are numbered in the order they are written.
  const page = () => {
    const limit = () => `limit ${arg(q.size)} offset ${arg(q.from)}`;
    switch (q.sort) {
      case "price_asc":
      case "price_desc": {
        const dir = q.sort === "price_asc" ? "" : " desc";
        // `where` is called where it goes in the text (placeholders), after the category's.
        const first = (column: string, where: () => string) =>
          `select * from (select doc, id, ${column} as cents from ${t.cats} where category = ${category()}
              and in_stock = 1 and ${where()} order by ${column}${dir}, id limit ${arg(q.from + q.size)})`;
        return `select p.doc, p.id, row_number() over (order by p.cents${dir}, p.id) as k from (
            ${first(`base_${cc}`, () => "windowed = 0")}
            union all ${first(`special_${cc}`, () => `windowed = 1 and ${open()}`)}
            union all ${first(`base_${cc}`, () => `windowed = 1 and not ${open()}`)}) p
          order by p.cents${dir}, p.id ${limit()}`;
      }
      case "new":
        return `select doc, id, new_rank as k from ${t.cats} where category = ${category()} and in_stock = 1
          order by new_rank ${limit()}`;
      default:
        return `select doc, id, pos as k from ${t.cats} where category = ${category()} and in_stock = 1
          order by pos ${limit()}`;
    }
  };
  const sql = `with ${windows}
select
  coalesce((select total from ${t.catstats} where category = ${category()}), 0),
  (select json_group_array(json_array(p.k, p.doc, p.id, 0, d.name, d.summary)) from (${page()}) p
     join ${t.docs} d on d.doc = p.doc),
  (select json_group_array(json_array(code, value, n)) from ${t.catfacets} where category = ${category()}),
  (select json_group_array(json_array(b, n)) from (select b, sum(n) as n from (
     select bucket as b, n from ${t.catprices} where category = ${category()} and country = '${cc.toUpperCase()}'
     union all select b, n from w) group by b)),
  (select min(v) from (select min_${cc} as v from ${t.catstats} where category = ${category()}
     union all select lo from w)),
  (select max(v) from (select max_${cc} as v from ${t.catstats} where category = ${category()}
     union all select hi from w)),
  0, 0, 0`;
  return { sql, args };
}

/** The statement of a page. */
export function pageStatement(
  t: TierTables,
  store: "nl" | "de" | "en",
  q: PageQuery,
): { sql: string; args: InValue[] } {
  const args: InValue[] = [];
  const arg = (value: InValue) => {
    args.push(value);
    return "?";
  };
  const fts = t.fts[store];
  const cc = q.country === "DE" ? "de" : "nl";
  const cap = q.caps.candidates;
  const ctes: string[] = [];
  // A pass that runs only when an earlier one found nothing (`unless`) tests that first, in a one-row
  // table joined before the FTS5 table (CROSS JOIN keeps that order): as a WHERE term beside the
  // match, SQLite tested it on every matching row instead, so a fallback pass whose earlier pass had
  // found products read its whole match (hundreds of thousands of rows at a million products) to
  // keep none of them.
  const match = (name: string, expression: string | null, unless: string | null) =>
    expression === null
      ? `${name}(doc) as (select 0 where 0)`
      : `${name}(doc) as materialized (select ${fts}.rowid
          from ${unless ? `(select 1 where not exists (select 1 from ${unless})) cross join ` : ""}${fts}
          where ${fts} match ${arg(expression)} limit ${q.caps.match})`;
  // Scored by the database from the seed's word weights, not by FTS5's bm25() (score.ts).
  const scored = (name: string, scoring: Scoring | null) => scoreCtes(t, store, name, scoring, arg);
  if (q.text) {
    ctes.push(
      q.sku === null
        ? "skuhit(doc) as (select 0 where 0)"
        : `skuhit(doc) as materialized (select doc from ${t.docs} where sku in (${arg(q.sku)}, ${arg(q.sku.toUpperCase())})
            union all select doc from ${t.skus} where sku in (${arg(q.sku)}, ${arg(q.sku.toUpperCase())}) limit 1)`,
      match("strict", q.strict, "skuhit"),
      scored("strict", q.strictScoring),
      match("relaxed", q.relaxed, "strict"),
      scored("relaxed", q.relaxedScoring),
      `hits(doc, score) as materialized (select doc, 1.0 from skuhit
         union all select doc, score from strictscore where not exists (select 1 from skuhit)
         union all select doc, score from relaxedscore where not exists (select 1 from skuhit))`,
    );
    ctes.push(
      q.category === null
        ? "cand(doc, score, pos) as (select doc, score, doc from hits)"
        : `cand(doc, score, pos) as (select h.doc, h.score, c.pos from hits h join ${t.cats} c
             on c.category = ${arg(q.category)} and c.doc = h.doc)`,
    );
  } else {
    ctes.push(
      q.category === null
        ? `cand(doc, score, pos) as (select doc, 0.0, doc from ${t.docs} order by doc limit ${cap})`
        : `cand(doc, score, pos) as (select doc, 0.0, pos from ${t.cats} where category = ${arg(q.category)}
             order by pos limit ${cap})`,
    );
  }
  // Placeholders are numbered in the order they are written: the price comes before the filters.
  const priceNow = currentPrice(cc, () => arg(q.now));
  const filterColumns = FACET_CODES.map((code) => {
    const values = q.filters[code] ?? [];
    if (values.length === 0) return `1 as f_${code}`;
    return `exists (select 1 from ${t.facets} x where x.doc = d.doc and x.fid in (select fid from ${t.facetValues}
      where code = '${code}' and value in (${values.map((v) => arg(v)).join(", ")}))) as f_${code}`;
  });
  const priceFilter =
    q.price === null
      ? "1"
      : `(cents >= ${arg(q.price.from * 100)}${q.price.to === null ? "" : ` and cents < ${arg(q.price.to * 100)}`})`;
  ctes.push(
    `rows as materialized (select c.doc, c.score, c.pos, d.id, d.new_rank,
       ${priceNow} as cents, ${filterColumns.join(", ")}
       from cand c join ${t.docs} d on d.doc = c.doc
       where ${q.includeOutOfStock ? "1" : "d.in_stock = 1"})`,
    `priced as (select *, ${priceFilter} as f_price from rows)`,
    `ok as (select * from priced where ${[...FACET_CODES.map((c) => `f_${c}`), "f_price"].join(" and ")})`,
  );
  const order: Record<SortOption, string> = {
    relevance: "score desc, id",
    position: "pos, id",
    new: "new_rank, id",
    price_asc: "cents, id",
    price_desc: "cents desc, id",
  };
  const offset = q.sort === "relevance" ? 0 : q.from;
  const others = (code: string) =>
    [...FACET_CODES.filter((c) => c !== code).map((c) => `f_${c}`), "f_price"].join(" and ");

  const sql = `with ${ctes.join(",\n")}
select
  (select count(*) from ok),
  (select json_group_array(json_array(p.k, p.doc, p.id, p.score, d.name, d.summary)) from
     (select doc, id, score, row_number() over (order by ${order[q.sort]}) as k from ok
       order by ${order[q.sort]} limit ${arg(q.take)} offset ${arg(offset)}) p
     join ${t.docs} d on d.doc = p.doc),
  (select json_group_array(json_array(v.code, v.value, g.n)) from (select x.fid, count(*) as n from priced r
     join ${t.facets} x on x.doc = r.doc
     where case x.cid ${FACET_CODES.map((c, i) => `when ${i} then ${others(c)}`).join(" ")} else 0 end
     group by x.fid) g join ${t.facetValues} v on v.fid = g.fid),
  (select json_group_array(json_array(b, n)) from (select ${priceBucket("cents")} as b, count(*) as n from priced
     where ${FACET_CODES.map((c) => `f_${c}`).join(" and ")} group by b)),
  (select min(cents) from ok where cents > 0),
  (select max(cents) from ok),
  ${q.text ? "(select count(*) from strict) > 0, (select count(*) from skuhit) > 0" : "0, 0"},
  ${q.suggestion === null ? "0" : `(select count(*) from (select 1 from ${fts} where ${fts} match ${arg(q.suggestion)} limit 1))`},
  ${
    // Whichever pass answered stopped at its cap (a sku hit is one row and excludes both passes).
    q.text ? `(select count(*) from hits) >= ${q.caps.match}` : `(select count(*) from cand) >= ${cap}`
  }`;
  return { sql, args };
}

type Value = null | number | string | Uint8Array;

/** The statement's one row, decoded. */
export function decodePage(row: readonly Value[] | undefined): PageAnswer {
  const json = <T>(v: Value, fallback: T): T => (typeof v === "string" ? (JSON.parse(v) as T) : fallback);
  // The page's rows come joined to their summaries in no particular order: k is each one's place.
  const rows = json<[number, number, number, number, string, string][]>(row?.[1] ?? null, [])
    .sort((a, b) => a[0] - b[0])
    .map(([, doc, id, score, name, summary]) => ({ doc, id, score, name, summary }));
  return {
    total: Number(row?.[0] ?? 0),
    rows,
    facets: json(row?.[2] ?? null, []),
    prices: json(row?.[3] ?? null, []),
    min: row?.[4] === null || row?.[4] === undefined ? null : Number(row[4]),
    max: row?.[5] === null || row?.[5] === undefined ? null : Number(row[5]),
    strictFound: Number(row?.[6] ?? 0) > 0,
    skuFound: Number(row?.[7] ?? 0) > 0,
    suggestionCount: Number(row?.[8] ?? 0),
    capped: Number(row?.[9] ?? 0) > 0,
  };
}
