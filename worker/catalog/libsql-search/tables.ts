/**
 * The libSQL search tier's tables: one set per catalogue version, named after the version, so a
 * worker reads exactly the tables of the snapshot it serves and a new version's tables can be filled
 * while the old ones answer. Written only by the seed (seed.ts); the worker only reads them.
 *
 * - `…_docs`: one row per listable product (doc = its number in the catalogue's listing order, which
 *   is also the FTS5 rowid, so a capped match reads the first products of that order): price columns
 *   per tax country, the special window, stock, "new" rank and the summary a tile is made from.
 * - `…_facets`: the facet values (brand, colour, size, material) of each doc.
 * - `…_cats`: each category's docs (itself and its descendants) with their category position.
 * - `…_skus`: variant skus to their product's doc (an exact sku query).
 * - `…_fts_{store}`: FTS5 over the words of name, sku, categories and attributes, already analysed by
 *   the project's tokenizer (stemmed, compounds split, stop words out), so FTS5 only splits on spaces.
 * - `…_terms`: per store view, the words each property holds and the correction vocabulary: what the
 *   isolate needs to plan a query (typos, compounds, synonyms) before it asks the database.
 */
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";

/** Bumped when the tables' shape changes: a seed of another format fills new tables. */
export const SEARCH_TIER_FORMAT = 1;

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
    cats: `${base}_cats`,
    skus: `${base}_skus`,
    terms: `${base}_terms`,
    fts: Object.fromEntries(STORE_CODES.map((code) => [code, `${base}_fts_${code}`])) as Record<StoreCode, string>,
  };
}

export type TierTables = ReturnType<typeof tablesOf>;

/** Every table of a set, FTS5 tables included (their shadow tables go with them). */
export function allTables(t: TierTables): string[] {
  return [t.docs, t.facets, t.cats, t.skus, t.terms, ...Object.values(t.fts)];
}

/** The columns of an FTS5 table, in the order bm25() takes their weights. */
export const FTS_COLUMNS = ["name", "sku", "categories", "attributes"] as const;

/**
 * The statements that create a set. Index names carry `nonce` (unique per seed): a rename moves a
 * table but not its indexes' names, so the next staging set must not reuse them.
 */
export function createStatements(t: TierTables, nonce: string): string[] {
  return [
    `create table ${t.docs} (
      doc integer primary key, id integer not null, sku text not null, in_stock integer not null,
      new_rank integer not null, price_nl integer not null, special_nl integer, price_de integer not null,
      special_de integer, special_from integer, special_to integer, name text not null, summary text not null)`,
    `create index ${t.docs}_sku_${nonce} on ${t.docs} (sku)`,
    `create table ${t.facets} (doc integer not null, code text not null, value text not null,
      primary key (doc, code, value)) without rowid`,
    `create table ${t.cats} (category integer not null, doc integer not null, pos integer not null,
      primary key (category, doc)) without rowid`,
    `create index ${t.cats}_pos_${nonce} on ${t.cats} (category, pos)`,
    `create table ${t.skus} (sku text primary key, doc integer not null) without rowid`,
    `create table ${t.terms} (store text primary key, body text not null)`,
    ...STORE_CODES.map(
      // The text is the project's tokens separated by spaces: the ascii tokenizer splits on them and
      // keeps any non-ASCII letter inside a token, and the Dutch and English tokenizer's own token
      // characters (_ ' -) are kept too, so every token stays one FTS5 token. detail=column keeps the
      // index small (no positions: no phrase queries are asked).
      (code) =>
        `create virtual table ${t.fts[code]} using fts5(${FTS_COLUMNS.join(", ")}, tokenize = "ascii tokenchars '_''-'", detail = column)`,
    ),
  ];
}

export const REGISTRY_DDL = `create table if not exists ${REGISTRY} (
  version text primary key, format integer not null, products integer not null,
  seeded_at integer not null, seconds real not null)`;
