/**
 * The libSQL search tier's tables: one set per catalogue version, named after the version, so a
 * worker reads exactly the tables of the snapshot it serves and a new version's tables can be filled
 * while the old ones answer. Written only by the seed (seed.ts); the worker only reads them.
 *
 * - `…_docs`: one row per listable product (doc = its number in the catalogue's listing order, which
 *   is also the FTS5 rowid, so a capped match reads the first products of that order): price columns
 *   per tax country, the special window, stock, "new" rank, the tax rates the prices were worked out
 *   with (an operator's price change is priced with them: reprice.ts) and the summary a tile is made from.
 * - `…_facetvalues`: each facet value (brand, colour, size, material) once, numbered (fid), with its
 *   facet's place in FACET_CODES (cid).
 * - `…_facets`: the facet values of each doc, as numbers: a search counts its candidates' facet values
 *   by number, which a million-product catalogue's b-tree of numbers answers faster than one of texts
 *   (about 3 ms of a search's 20–35 ms statement, measured 29 November 2026).
 * - `…_cats`: each category's docs (itself and its descendants) with their category position, and
 *   what a listing sorts and counts by (product id, stock, "new" rank, whether a dated special
 *   window can change the price, and the price while no dated window is open, per tax country).
 * - `…_catstats`, `…_catfacets`, `…_catprices`: per category, over its docs in stock, the count,
 *   the facet values' counts, and the price buckets' counts and lowest and highest price of the
 *   docs without a dated window: an unfiltered category page reads these instead of counting.
 * - `…_catwindows`: the same for the docs in stock whose price a dated special window decides, per
 *   category, tax country, window and pair of price buckets (special, and after or before the
 *   window): a page picks each group's side by the moment it is asked, so it never reads the docs
 *   themselves (a fifth of the demo's products have such a window).
 * - `…_skus`: variant skus to their product's doc (an exact sku query).
 * - `…_text_{store}`: per doc, the words of name, sku, categories and attributes, already analysed by
 *   the project's tokenizer (stemmed, compounds split, stop words out) and separated by single spaces,
 *   with a space before and after each column's words (so `instr(column, ' word ')` finds a whole
 *   word), and the row's length in words: what a search's matches are scored from (score.ts). A plain
 *   table, so scoring a match reads one b-tree row; reading the words back from the FTS5 table cost
 *   about twice as much per match.
 * - `…_fts_{store}`: FTS5 over those words, contentless (the text table holds them), so FTS5 only
 *   splits on spaces and keeps the index: what a search matches with.
 * - `…_terms`: per store view, the words each property holds and the correction vocabulary: what the
 *   isolate needs to plan a query (typos, compounds, synonyms) before it asks the database; and the
 *   FTS5 table's average row length in tokens (bm25's avgdl).
 * - `…_idf_{store}`: each word of the FTS5 table with its inverse document frequency as bm25 computes
 *   it, counted once at the seed: FTS5's own bm25() counts every phrase's documents by walking its
 *   whole posting list on each query (query.ts scores with these instead).
 */
import type { InStatement, InValue } from "@libsql/client";
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import { FACET_CODES } from "../search/catalog-listing";

/** Bumped when the tables' shape changes: a seed of another format fills new tables. */
export const SEARCH_TIER_FORMAT = 6;

/** The registry of seeded versions (the only table outside a version's set). */
export const REGISTRY = "search_tier_versions";

const VERSION = /^[a-z0-9]{1,40}$/;

/** The table names of one catalogue version (a staging set when `staging`). */
export function tablesOf(version: string, staging = false) {
  if (!VERSION.test(version)) throw new Error(`not a catalogue version: ${JSON.stringify(version)}`);
  const base = `search_f${SEARCH_TIER_FORMAT}_${version}${staging ? "_next" : ""}`;
  return {
    base,
    docs: `${base}_docs`,
    facets: `${base}_facets`,
    facetValues: `${base}_facetvalues`,
    /** The facet values as the seed loads them (doc, code, value), before they are numbered (dropped after). */
    facetsLoad: `${base}_facetsload`,
    cats: `${base}_cats`,
    /** The category rows as the seed loads them, before the listing facts are joined in (dropped after). */
    catsLoad: `${base}_catsload`,
    catstats: `${base}_catstats`,
    catfacets: `${base}_catfacets`,
    catprices: `${base}_catprices`,
    catwindows: `${base}_catwindows`,
    skus: `${base}_skus`,
    terms: `${base}_terms`,
    text: Object.fromEntries(STORE_CODES.map((code) => [code, `${base}_text_${code}`])) as Record<StoreCode, string>,
    fts: Object.fromEntries(STORE_CODES.map((code) => [code, `${base}_fts_${code}`])) as Record<StoreCode, string>,
    idf: Object.fromEntries(STORE_CODES.map((code) => [code, `${base}_idf_${code}`])) as Record<StoreCode, string>,
  };
}

export type TierTables = ReturnType<typeof tablesOf>;

/** Every table of a set, FTS5 tables included (their shadow tables go with them). */
export function allTables(t: TierTables): string[] {
  return [
    t.docs,
    t.facets,
    t.facetValues,
    t.cats,
    t.catstats,
    t.catfacets,
    t.catprices,
    t.catwindows,
    t.skus,
    t.terms,
    ...Object.values(t.idf),
    ...Object.values(t.text),
    ...Object.values(t.fts),
  ];
}

/** The columns of an FTS5 table, in the order bm25() takes their weights. */
export const FTS_COLUMNS = ["name", "sku", "categories", "attributes"] as const;

/** The tables of a set, empty and without secondary indexes (those come after the load). */
export function createStatements(t: TierTables): string[] {
  return [
    `create table ${t.docs} (
      doc integer primary key, id integer not null, sku text not null, in_stock integer not null,
      new_rank integer not null, price_nl integer not null, special_nl integer, price_de integer not null,
      special_de integer, special_from integer, special_to integer, tax_nl real not null, tax_de real not null,
      name text not null, summary text not null)`,
    `create table ${t.facetsLoad} (doc integer not null, code text not null, value text not null)`,
    `create table ${t.facetValues} (fid integer primary key, cid integer not null, code text not null,
      value text not null)`,
    `create table ${t.facets} (doc integer not null, fid integer not null, cid integer not null,
      primary key (doc, fid)) without rowid`,
    `create table ${t.catsLoad} (category integer not null, doc integer not null, pos integer not null)`,
    `create table ${t.cats} (category integer not null, doc integer not null, pos integer not null,
      id integer not null, in_stock integer not null, new_rank integer not null, windowed integer not null,
      base_nl integer not null, base_de integer not null, special_nl integer, special_de integer,
      special_from integer, special_to integer, primary key (category, doc)) without rowid`,
    `create table ${t.catstats} (category integer primary key, total integer not null,
      min_nl integer, max_nl integer, min_de integer, max_de integer)`,
    `create table ${t.catfacets} (category integer not null, code text not null, value text not null,
      n integer not null, primary key (category, code, value)) without rowid`,
    `create table ${t.catprices} (category integer not null, country text not null, bucket integer not null,
      n integer not null, primary key (category, country, bucket)) without rowid`,
    `create table ${t.catwindows} (category integer not null, country text not null, special_from integer,
      special_to integer, special_bucket integer not null, base_bucket integer not null, n integer not null,
      min_special integer, max_special integer, min_base integer, max_base integer)`,
    `create table ${t.skus} (sku text primary key, doc integer not null) without rowid`,
    `create table ${t.terms} (store text primary key, body text not null, avgdl real not null)`,
    ...STORE_CODES.map(
      (code) => `create table ${t.idf[code]} (term text primary key, idf real not null) without rowid`,
    ),
    ...STORE_CODES.map(
      (code) => `create table ${t.text[code]} (doc integer primary key, len integer not null,
        ${FTS_COLUMNS.map((c) => `${c} text not null`).join(", ")})`,
    ),
    ...STORE_CODES.map(
      // The text is the project's tokens separated by spaces: the ascii tokenizer splits on them and
      // keeps any non-ASCII letter inside a token, and the Dutch and English tokenizer's own token
      // characters (_ ' -) are kept too, so every token stays one FTS5 token. detail=column keeps the
      // index small (no positions: no phrase queries are asked); contentless, as the text table
      // holds the words (bm25() still works: FTS5 keeps each row's column sizes).
      (code) =>
        `create virtual table ${t.fts[code]} using fts5(${FTS_COLUMNS.join(", ")}, tokenize = "ascii tokenchars '_''-'", detail = column, content = '')`,
    ),
  ];
}

/** A special price with a date window: the price it shows depends on the moment. */
const WINDOWED = "(d.special_nl is not null and (d.special_from is not null or d.special_to is not null))";
/** The price while no dated window is open: an undated special always applies. */
const base = (cc: "nl" | "de") =>
  `case when d.special_${cc} is not null and d.special_from is null and d.special_to is null then d.special_${cc} else d.price_${cc} end`;

/**
 * After the rows are in: the category rows with their listing facts, the per-category counts, and
 * the secondary indexes (built once, after the load, which is faster than keeping them up to date).
 * Index names carry `nonce` (unique per seed): a rename moves a table but not its indexes' names, so
 * the next staging set must not reuse them. `bucket` turns a price column into its PRICE_RANGES index.
 */
export function derivedStatements(t: TierTables, nonce: string, bucket: (column: string) => string): string[] {
  return [
    // The facet values numbered in the order of their facet and text, then each doc's as numbers.
    `insert into ${t.facetValues} (cid, code, value)
      select distinct case code ${FACET_CODES.map((c, i) => `when '${c}' then ${i}`).join(" ")} else -1 end, code, value
      from ${t.facetsLoad} order by code, value`,
    `create unique index ${t.facetValues}_cv_${nonce} on ${t.facetValues} (code, value)`,
    `insert into ${t.facets} (doc, fid, cid)
      select l.doc, v.fid, v.cid from ${t.facetsLoad} l join ${t.facetValues} v on v.code = l.code and v.value = l.value
      order by l.doc, v.fid`,
    `drop table ${t.facetsLoad}`,
    // A windowed row keeps its special price and window, so its price now needs no docs row.
    `insert into ${t.cats} (category, doc, pos, id, in_stock, new_rank, ${CAT_PRICE_COLUMNS})
      select l.category, l.doc, l.pos, d.id, d.in_stock, d.new_rank, ${catPriceValues()}
      from ${t.catsLoad} l join ${t.docs} d on d.doc = l.doc`,
    `drop table ${t.catsLoad}`,
    `create index ${t.docs}_sku_${nonce} on ${t.docs} (sku)`,
    `create index ${t.cats}_pos_${nonce} on ${t.cats} (category, pos)`,
    `create index ${t.cats}_new_${nonce} on ${t.cats} (category, new_rank)`,
    `create index ${t.cats}_nl_${nonce} on ${t.cats} (category, base_nl, id)`,
    `create index ${t.cats}_de_${nonce} on ${t.cats} (category, base_de, id)`,
    // A price-sorted page takes its first rows among the windowed ones by special price (window open)
    // and by base price (closed) from these, instead of reading every windowed row of the category.
    ...(["nl", "de"] as const).flatMap((cc) => [
      `create index ${t.cats}_wsp_${cc}_${nonce} on ${t.cats} (category, special_${cc}, id) where windowed = 1 and in_stock = 1`,
      `create index ${t.cats}_wbase_${cc}_${nonce} on ${t.cats} (category, base_${cc}, id) where windowed = 1 and in_stock = 1`,
    ]),
    ...categoryCountStatements(t, bucket),
    `create index ${t.catwindows}_c_${nonce} on ${t.catwindows} (category, country)`,
  ];
}

/** A category rows' listing facts from their doc's prices (the columns `cats` holds beside doc and position). */
export const CAT_PRICE_COLUMNS = "windowed, base_nl, base_de, special_nl, special_de, special_from, special_to";
export const catPriceValues = () =>
  `${WINDOWED}, ${base("nl")}, ${base("de")}, iif(${WINDOWED}, d.special_nl, null), iif(${WINDOWED}, d.special_de, null),
        iif(${WINDOWED}, d.special_from, null), iif(${WINDOWED}, d.special_to, null)`;

/** One statement inserting `rows` rows into `table`: `args` holds their values, a column at a time. */
export function insertRows(table: string, columns: readonly string[], rows: number, args: InValue[]): InStatement {
  const one = `(${columns.map(() => "?").join(", ")})`;
  return { sql: `insert into ${table} (${columns.join(", ")}) values ${Array(rows).fill(one).join(", ")}`, args };
}

/** A per-category count table's rows as a select over the category rows. */
export interface CountQuery {
  table: string;
  columns: string;
  select: string;
}

/**
 * The per-category counts that prices decide, as selects over the category rows: every category's
 * stats, price buckets and windows, or those of `categories` (a list of category numbers).
 */
export function categoryCountQueries(
  t: TierTables,
  bucket: (column: string) => string,
  categories?: string,
): CountQuery[] {
  const only = categories ? `and category in (${categories})` : "";
  return [
    {
      table: t.catstats,
      columns: "category, total, min_nl, max_nl, min_de, max_de",
      select: `select category, count(*),
        min(base_nl) filter (where windowed = 0 and base_nl > 0), max(base_nl) filter (where windowed = 0),
        min(base_de) filter (where windowed = 0 and base_de > 0), max(base_de) filter (where windowed = 0)
      from ${t.cats} where in_stock = 1 ${only} group by category`,
    },
    ...(["nl", "de"] as const).map((cc) => ({
      table: t.catprices,
      columns: "category, country, bucket, n",
      select: `select category, '${cc.toUpperCase()}', ${bucket(`base_${cc}`)}, count(*) from ${t.cats}
        where in_stock = 1 and windowed = 0 ${only} group by category, 3`,
    })),
    ...(["nl", "de"] as const).map((cc) => ({
      table: t.catwindows,
      columns:
        "category, country, special_from, special_to, special_bucket, base_bucket, n, min_special, max_special, min_base, max_base",
      select: `select category, '${cc.toUpperCase()}', special_from, special_to, ${bucket(`special_${cc}`)}, ${bucket(`base_${cc}`)},
          count(*), min(special_${cc}) filter (where special_${cc} > 0), max(special_${cc}),
          min(base_${cc}) filter (where base_${cc} > 0), max(base_${cc})
        from ${t.cats} where in_stock = 1 and windowed = 1 ${only} group by category, special_from, special_to, 5, 6`,
    })),
  ];
}

/** The seed's per-category counts: those prices decide, and the facet values' counts. */
export function categoryCountStatements(t: TierTables, bucket: (column: string) => string): string[] {
  return [
    ...categoryCountQueries(t, bucket).map((q) => `insert into ${q.table} (${q.columns}) ${q.select}`),
    `insert into ${t.catfacets} (category, code, value, n)
      select c.category, v.code, v.value, count(*) from ${t.cats} c join ${t.facets} x on x.doc = c.doc
        join ${t.facetValues} v on v.fid = x.fid
      where c.in_stock = 1 group by c.category, x.fid`,
  ];
}

export const REGISTRY_DDL = `create table if not exists ${REGISTRY} (
  version text primary key, format integer not null, products integer not null,
  seeded_at integer not null, seconds real not null)`;
