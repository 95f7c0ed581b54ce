/**
 * One search or listing page of the libSQL tier as one SQL statement (one round trip): the text match
 * (an exact sku first; else the strict plan; else, only when strict finds nothing, the fallback plan),
 * the category, stock, filters and price range, then in one row: the total, the page (or, sorted by
 * relevance, the top rows the isolate spreads duplicates over), the disjunctive facet counts, the
 * price buckets and range, and whether the strict pass found anything.
 *
 * Candidates are capped (SEARCH_TIER_CANDIDATE_CAP): a match reads the posting lists in document
 * order, which is the catalogue's listing order, and stops at the cap, so a word that half the
 * catalogue holds costs the same as a rare one. A category listing takes its first products by
 * position up to the cap.
 */
import type { InValue } from "@libsql/client/web";
import { PRICE_RANGES } from "../../../schema/constants";
import type { FilterCode, SortOption } from "../../../schema/api/catalog";
import type { TaxCountry } from "../../../domain/store-views";
import { FACET_CODES } from "../search/catalog-listing";
import { BOOST } from "../search/text-match";
import type { TierTables } from "./tables";

/** The most candidates a search or listing page considers. */
export const SEARCH_TIER_CANDIDATE_CAP = 5000;

export interface PageQuery {
  /** FTS5 expressions: strict, and the fallback pass's (null: none). */
  strict: string | null;
  relaxed: string | null;
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
}

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
}

const weights = `${BOOST.name}, ${BOOST.sku}, ${BOOST.categories}, ${BOOST.attributes}`;

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
  const cap = SEARCH_TIER_CANDIDATE_CAP;
  const ctes: string[] = [];
  const match = (name: string, expression: string | null, unless: string | null) =>
    expression === null
      ? `${name}(doc, score) as (select 0, 0.0 where 0)`
      : `${name}(doc, score) as materialized (select rowid, -bm25(${fts}, ${weights}) from ${fts}
          where ${fts} match ${arg(expression)}${unless ? ` and not exists (select 1 from ${unless})` : ""} limit ${cap})`;
  if (q.text) {
    ctes.push(
      q.sku === null
        ? "skuhit(doc) as (select 0 where 0)"
        : `skuhit(doc) as materialized (select doc from ${t.docs} where sku in (${arg(q.sku)}, ${arg(q.sku.toUpperCase())})
            union all select doc from ${t.skus} where sku in (${arg(q.sku)}, ${arg(q.sku.toUpperCase())}) limit 1)`,
      match("strict", q.strict, "skuhit"),
      match("relaxed", q.relaxed, "strict"),
      `hits(doc, score) as materialized (select doc, 1.0 from skuhit
         union all select doc, score from strict where not exists (select 1 from skuhit)
         union all select doc, score from relaxed where not exists (select 1 from skuhit))`,
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
  const active =
    `(d.special_${cc} is not null and (d.special_from is null or d.special_from <= ${arg(q.now)})` +
    ` and (d.special_to is null or d.special_to >= ${arg(q.now)}))`;
  const filterColumns = FACET_CODES.map((code) => {
    const values = q.filters[code] ?? [];
    if (values.length === 0) return `1 as f_${code}`;
    return `exists (select 1 from ${t.facets} x where x.doc = d.doc and x.code = '${code}'
      and x.value in (${values.map((v) => arg(v)).join(", ")})) as f_${code}`;
  });
  const priceFilter =
    q.price === null
      ? "1"
      : `(cents >= ${arg(q.price.from * 100)}${q.price.to === null ? "" : ` and cents < ${arg(q.price.to * 100)}`})`;
  ctes.push(
    `rows as materialized (select c.doc, c.score, c.pos, d.id, d.new_rank,
       case when ${active} then d.special_${cc} else d.price_${cc} end as cents, ${filterColumns.join(", ")}
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
  const bucket = PRICE_RANGES.map((r, i) =>
    r.to === null ? `else ${i}` : `when cents < ${r.to * 100} then ${i}`,
  ).join(" ");
  const sql = `with ${ctes.join(",\n")}
select
  (select count(*) from ok),
  (select json_group_array(json_array(p.k, p.doc, p.id, p.score, d.name, d.summary)) from
     (select doc, id, score, row_number() over (order by ${order[q.sort]}) as k from ok
       order by ${order[q.sort]} limit ${arg(q.take)} offset ${arg(offset)}) p
     join ${t.docs} d on d.doc = p.doc),
  (select json_group_array(json_array(code, value, n)) from (select x.code, x.value, count(*) as n from priced r
     join ${t.facets} x on x.doc = r.doc
     where case x.code ${FACET_CODES.map((c) => `when '${c}' then ${others(c)}`).join(" ")} else 0 end
     group by x.code, x.value)),
  (select json_group_array(json_array(b, n)) from (select case ${bucket} end as b, count(*) as n from priced
     where ${FACET_CODES.map((c) => `f_${c}`).join(" and ")} group by b)),
  (select min(cents) from ok where cents > 0),
  (select max(cents) from ok),
  ${q.text ? "(select count(*) from strict) > 0, (select count(*) from skuhit) > 0" : "0, 0"},
  ${q.suggestion === null ? "0" : `(select count(*) from (select 1 from ${fts} where ${fts} match ${arg(q.suggestion)} limit 1))`}`;
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
  };
}
