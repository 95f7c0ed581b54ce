/**
 * An operator's price changes in the libSQL tier's tables (scripts only, never the worker): the
 * changed products' doc rows get their new gross prices and window, their category rows the listing
 * facts worked out from those, and the categories they are in their price counts again. So the
 * tier's price sort, price filter and price ranges follow a price import as the in-isolate tier's do
 * (search/price-epochs.ts). The gross prices are worked out with the tax rates the doc rows were
 * seeded with, exactly as the seed does (rows.ts `grossPrices`).
 *
 * `npm run operator -- price import` adds the rows' updates to its one transaction (the overrides,
 * the price history and the new price version) and counts the categories' prices again right after
 * it (`TierReprice`); `catalog:seed` applies a version's existing changes to the tables it fills, so
 * a re-seed keeps them.
 */
import type { Client, InStatement } from "@libsql/client";
import type { PriceFields } from "../../../domain/pricing/store-price";
import { grossPrices, PRICE_COLUMNS, priceValues } from "./rows";
import { priceBucket } from "./query";
import {
  CAT_PRICE_COLUMNS,
  catPriceValues,
  categoryCountQueries,
  insertRows,
  tablesOf,
  type TierTables,
} from "./tables";
import { isSeeded } from "./versions";

export interface TierPriceChange extends PriceFields {
  sku: string;
}

/** Skus per read, and changed rows per update statement (7 values each). */
const READ_SKUS = 500;
const ROWS_PER_UPDATE = 250;

/** The changed docs' new price columns: [doc, price_nl, special_nl, price_de, special_de, from, to]. */
async function changedRows(
  client: Client,
  tables: TierTables,
  changes: readonly TierPriceChange[],
): Promise<(number | null)[][]> {
  const bySku = new Map(changes.map((c) => [c.sku, c]));
  const reads: InStatement[] = [];
  for (let i = 0; i < changes.length; i += READ_SKUS) {
    const skus = changes.slice(i, i + READ_SKUS).map((c) => c.sku);
    reads.push({
      sql: `select doc, sku, tax_nl, tax_de from ${tables.docs} where sku in (${skus.map(() => "?").join(", ")})`,
      args: skus,
    });
  }
  if (reads.length === 0) return [];
  const rows: (number | null)[][] = [];
  for (const result of await client.batch(reads, "read"))
    for (const r of result.rows) {
      const change = bySku.get(r.sku as string);
      if (!change) continue;
      rows.push([Number(r.doc), ...priceValues(grossPrices(change, { NL: Number(r.tax_nl), DE: Number(r.tax_de) }))]);
    }
  return rows;
}

/** The doc rows' updates, by their key. */
function docUpdates(tables: TierTables, rows: (number | null)[][]): InStatement[] {
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_UPDATE) {
    const batch = rows.slice(i, i + ROWS_PER_UPDATE);
    statements.push({
      sql: `with v (doc, ${PRICE_COLUMNS.join(", ")}) as (values ${batch.map(() => `(?${", ?".repeat(PRICE_COLUMNS.length)})`).join(", ")})
        update ${tables.docs} set (${PRICE_COLUMNS.join(", ")}) = (select ${PRICE_COLUMNS.map((c) => `v.${c}`).join(", ")} from v where v.doc = ${tables.docs}.doc)
        where doc in (select doc from v)`,
      args: batch.flat(),
    });
  }
  return statements;
}

/**
 * The doc rows' updates for a seed's staging tables, whose category rows and counts are made from
 * the docs afterwards. A sku the tables do not list (a variant, an unlisted product) changes nothing.
 */
export async function repriceDocs(
  client: Client,
  tables: TierTables,
  changes: readonly TierPriceChange[],
): Promise<InStatement[]> {
  return docUpdates(tables, await changedRows(client, tables, changes));
}

/** An import's changes in a version's live tables. */
export interface TierReprice {
  /** For the import's own transaction: the changed doc rows and their category rows, each by its key. */
  statements: InStatement[];
  /**
   * After that transaction has committed: the changed categories' price counts, counted by a read
   * (which holds no lock) and written in one short write. Counted inside the import's transaction
   * they held the database's write lock for 2.4 s at 100,000 products and 3,000 changes, long past
   * the 1 s deadline of a shopper's cart or order write. In the moment between the two, a listing's
   * price counts lag its prices.
   */
  refreshCounts: () => Promise<void>;
}

/** Values per count insert (the widest count row has 11 columns). */
const COUNT_VALUES = 880;

/**
 * The import's part for a version's live tables, or null when this format's tables of it are not
 * seeded or list none of the skus. Reads the changed docs' tax rates, then their categories.
 */
export async function liveReprice(
  client: Client,
  version: string,
  changes: readonly TierPriceChange[],
): Promise<TierReprice | null> {
  if (!(await isSeeded(client, version))) return null;
  const tables = tablesOf(version);
  const rows = await changedRows(client, tables, changes);
  if (rows.length === 0) return null;
  // The doc and category numbers come from the tables themselves (integers), so they are written
  // into the statements; the category rows are keyed by category, then doc.
  const docs = rows.map((r) => r[0]).join(", ");
  const found = await client.execute(`select distinct category from ${tables.cats} where doc in (${docs})`);
  const categories = found.rows.map((r) => Number(r.category)).join(", ");
  const statements = docUpdates(tables, rows);
  if (categories === "") return { statements, refreshCounts: () => Promise.resolve() };
  statements.push(
    `update ${tables.cats} set (${CAT_PRICE_COLUMNS}) = (select ${catPriceValues()} from ${tables.docs} d where d.doc = ${tables.cats}.doc)
      where category in (${categories}) and doc in (${docs})`,
  );
  const refreshCounts = async () => {
    const queries = categoryCountQueries(tables, priceBucket, categories);
    const counted = await client.batch(
      queries.map((q) => q.select),
      "read",
    );
    const writes: InStatement[] = [...new Set(queries.map((q) => q.table))].map(
      (table) => `delete from ${table} where category in (${categories})`,
    );
    queries.forEach((q, i) => {
      const columns = q.columns.split(",").map((c) => c.trim());
      const values = counted[i]!.rows.map((r) => columns.map((_, k) => r[k] ?? null));
      const per = Math.floor(COUNT_VALUES / columns.length);
      for (let at = 0; at < values.length; at += per) {
        const chunk = values.slice(at, at + per);
        writes.push(insertRows(q.table, columns, chunk.length, chunk.flat()));
      }
    });
    await client.batch(writes, "write");
  };
  return { statements, refreshCounts };
}

/** The operator's price changes made against a version (none in a database without the table). */
export async function versionPriceChanges(client: Client, version: string): Promise<TierPriceChange[]> {
  const table = await client.execute("select 1 from sqlite_master where type = 'table' and name = 'price_overrides'");
  if (table.rows.length === 0) return [];
  const rows = await client.execute({
    sql: "select sku, price, special_price, special_from, special_to from price_overrides where catalog_version = ?",
    args: [version],
  });
  return rows.rows.map((r) => ({
    sku: r.sku as string,
    price: Number(r.price),
    specialPrice: r.special_price === null ? null : Number(r.special_price),
    specialFrom: (r.special_from as string | null) ?? null,
    specialTo: (r.special_to as string | null) ?? null,
  }));
}
