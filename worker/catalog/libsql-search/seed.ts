/**
 * Fills the libSQL tier's tables for a catalogue version (run by `npm run catalog:seed`, never by the
 * worker). The rows go into a staging set of tables; one write batch then drops the version's live
 * set, if any, and renames the staging set in its place, so a search during a re-seed reads the old
 * tables or the new ones, never a mix. A new version gets new tables beside the old ones: the worker
 * of the previous deploy keeps answering from its own version until the new deploy takes over. Of
 * older versions only the one before is kept (a rollback), the rest are dropped; of older table formats,
 * only the previous one (versions.ts).
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import type { CatalogData } from "../catalog-data";
import type { NameWords } from "../search/documents";
import { listingRows, PRICE_COLUMNS, priceValues, storeRows, type DocRow, type FtsRow, type TermsBody } from "./rows";
import { priceBucket } from "./query";
import { dropOldVersions, isSeeded } from "./versions";
import { repriceDocs, versionPriceChanges } from "./reprice";
import {
  allTables,
  createStatements,
  derivedStatements,
  FTS_COLUMNS,
  insertRows,
  REGISTRY,
  REGISTRY_DDL,
  SEARCH_TIER_FORMAT,
  tablesOf,
} from "./tables";

/** Rows per insert statement, and statements per round trip. */
const ROWS_PER_STATEMENT = 200;
const STATEMENTS_PER_BATCH = 20;
/** At most one progress line this often while a table fills. */
const PROGRESS_MS = 5000;

export interface TierSource {
  docs: Iterable<DocRow>;
  facets: Iterable<[number, string, string]>;
  cats: Iterable<[number, number, number]>;
  /** Variant skus with their product's doc. */
  skus: Iterable<[string, number]>;
  stores: Record<StoreCode, { rows: Iterable<FtsRow>; terms: TermsBody }>;
  products: number;
}

export interface SeedOptions {
  /** Seed again even when the registry says this version is seeded. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  version: string;
  /** False when the version was already seeded (nothing written). */
  seeded: boolean;
  products: number;
  seconds: number;
}

/**
 * The tier's source from a loaded catalogue and its variant skus (child sku → parent sku). The data
 * may hold only the listable products, with `leftOut` the names' words of the others (NameWords).
 */
export function tierSourceOf(data: CatalogData, children: Iterable<[string, string]>, leftOut?: NameWords): TierSource {
  const { docs, facets, cats, docOf } = listingRows(data);
  const docBySku = new Map(docs.map((d) => [d.sku, d.doc]));
  const skus: [string, number][] = [];
  for (const [child, parent] of children) {
    const doc = docBySku.get(parent);
    if (doc !== undefined && !docBySku.has(child)) skus.push([child, doc]);
  }
  const stores = {} as TierSource["stores"];
  for (const code of STORE_CODES) stores[code] = storeRows(data, code, docOf, leftOut);
  return { docs, facets, cats, skus, stores, products: docs.length };
}

/** Inserts rows `columns` at a time in multi-row statements, a batch of statements per round trip. */
async function insertAll(
  client: Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly InValue[]>,
  progress: (count: number) => void,
): Promise<number> {
  let statements: InStatement[] = [];
  let chunk: InValue[] = [];
  let inChunk = 0;
  let count = 0;
  const flushStatement = () => {
    if (inChunk === 0) return;
    statements.push(insertRows(table, columns, inChunk, chunk));
    chunk = [];
    inChunk = 0;
  };
  const flushBatch = async () => {
    flushStatement();
    if (statements.length === 0) return;
    await client.batch(statements, "write");
    statements = [];
    progress(count);
  };
  for (const row of rows) {
    chunk.push(...row);
    inChunk++;
    count++;
    if (inChunk === ROWS_PER_STATEMENT) flushStatement();
    if (statements.length === STATEMENTS_PER_BATCH) await flushBatch();
  }
  await flushBatch();
  return count;
}

function* docValues(docs: Iterable<DocRow>): Iterable<InValue[]> {
  for (const d of docs)
    yield [
      d.doc,
      d.id,
      d.sku,
      d.inStock ? 1 : 0,
      d.newRank,
      ...priceValues(d),
      d.tax.NL,
      d.tax.DE,
      d.name,
      JSON.stringify(d.summary),
    ];
}

/** A row's words in a column: the tokens are separated by single spaces. */
const wordsIn = (text: string) => (text === "" ? 0 : text.split(" ").length);

/** The text table's rows: each column's words between spaces, and the row's length in words. */
function* textValues(rows: Iterable<FtsRow>): Iterable<InValue[]> {
  for (const r of rows)
    yield [r.doc, FTS_COLUMNS.reduce((n, c) => n + wordsIn(r[c]), 0), ...FTS_COLUMNS.map((c) => ` ${r[c]} `)];
}

/**
 * What query.ts scores with, as FTS5's bm25() would compute it on every query: the table's rows,
 * their average length in words over all columns (avgdl), and each word's inverse document frequency,
 * ln((N − n + 0.5) / (n + 0.5)) for a word n of the N rows hold, 1e-6 where that is not above 0.
 */
async function wordWeights(client: Client, fts: string, text: string) {
  const vocab = `temp.${fts}_vocab`;
  const [, counted, words] = await client.batch(
    [
      `create virtual table ${vocab} using fts5vocab(main, ${fts}, row)`,
      `select count(*), coalesce(sum(len), 0) from ${text}`,
      `select term, doc from ${vocab}`,
      `drop table ${vocab}`,
    ],
    "write",
  );
  const rows = Number(counted!.rows[0]![0]);
  const avgdl = rows === 0 ? 0 : Number(counted!.rows[0]![1]) / rows;
  const idf = words!.rows.map((r): [string, number] => {
    const n = Number(r[1]);
    const value = Math.log((rows - n + 0.5) / (n + 0.5));
    return [typeof r[0] === "string" ? r[0] : "", value > 0 ? value : 1e-6];
  });
  return { rows, avgdl, idf };
}

/** Writes a version's tables from `source` and switches them in (see the module comment). */
export async function seedSearchTier(
  client: Client,
  version: string,
  source: TierSource,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  if (!options.force && (await isSeeded(client, version)))
    return { version, seeded: false, products: source.products, seconds: 0 };
  const live = tablesOf(version);
  const next = tablesOf(version, true);
  await client.batch(
    [
      ...[...allTables(next), next.catsLoad, next.facetsLoad].map((t) => `drop table if exists ${t}`),
      ...createStatements(next),
    ],
    "write",
  );
  // A progress line at most every PROGRESS_MS, and each table's total when it is done.
  let shownAt = performance.now();
  const progress = (what: string) => (count: number) => {
    if (performance.now() - shownAt < PROGRESS_MS) return;
    shownAt = performance.now();
    log(`  ${what}: ${count.toLocaleString("en")} rows…`);
  };
  const step = async (what: string, table: string, columns: readonly string[], rows: Iterable<readonly InValue[]>) => {
    shownAt = performance.now();
    const n = await insertAll(client, table, columns, rows, progress(what));
    log(`  ${what}: ${n.toLocaleString("en")} rows`);
  };
  await step(
    "products",
    next.docs,
    ["doc", "id", "sku", "in_stock", "new_rank", ...PRICE_COLUMNS, "tax_nl", "tax_de", "name", "summary"],
    docValues(source.docs),
  );
  // The operator's price changes made against this version (a re-seed keeps them); the category
  // rows and counts below are made from the repriced docs.
  const changes = await versionPriceChanges(client, version);
  if (changes.length > 0) {
    await client.batch(await repriceDocs(client, next, changes), "write");
    log(`  price changes over this version: ${changes.length.toLocaleString("en")}`);
  }
  await step("facet values", next.facetsLoad, ["doc", "code", "value"], source.facets);
  await step("category places", next.catsLoad, ["category", "doc", "pos"], source.cats);
  await step("variant skus", next.skus, ["sku", "doc"], source.skus);
  const derived = performance.now();
  await client.batch(derivedStatements(next, Date.now().toString(36), priceBucket), "write");
  log(`  category counts and indexes: ${((performance.now() - derived) / 1000).toFixed(1)} s`);
  for (const code of STORE_CODES) {
    const { rows, terms } = source.stores[code];
    await step(`words (${code})`, next.text[code], ["doc", "len", ...FTS_COLUMNS], textValues(rows));
    // The index from the text table, in the server, then merged into one segment: a query then reads
    // one b-tree per term.
    await client.batch(
      [
        `insert into ${next.fts[code]} (rowid, ${FTS_COLUMNS.join(", ")})
          select doc, ${FTS_COLUMNS.join(", ")} from ${next.text[code]} order by doc`,
        `insert into ${next.fts[code]} (${next.fts[code]}) values ('optimize')`,
      ],
      "write",
    );
    const { rows: count, avgdl, idf } = await wordWeights(client, next.fts[code], next.text[code]);
    await step(`word weights (${code})`, next.idf[code], ["term", "idf"], idf);
    log(`  ${code}: ${count.toLocaleString("en")} rows of ${avgdl.toFixed(1)} words on average`);
    await client.execute({
      sql: `insert into ${next.terms} (store, body, avgdl) values (?, ?, ?)`,
      args: [code, JSON.stringify(terms), avgdl],
    });
  }
  const seconds = (performance.now() - started) / 1000;
  // The switch: one transaction, so readers see the whole old set or the whole new one.
  await client.batch(
    [
      ...allTables(live).map((t) => `drop table if exists ${t}`),
      ...allTables(next).map((t, i) => `alter table ${t} rename to ${allTables(live)[i]}`),
      REGISTRY_DDL,
      {
        sql: `insert or replace into ${REGISTRY} (version, format, products, seeded_at, seconds) values (?, ?, ?, ?, ?)`,
        args: [version, SEARCH_TIER_FORMAT, source.products, Date.now(), seconds],
      },
    ],
    "write",
  );
  await dropOldVersions(client, version);
  return { version, seeded: true, products: source.products, seconds };
}
