/**
 * An operator's price changes in the libSQL tier's tables (scripts only, never the worker): the
 * changed products' doc rows get their new gross prices and window, their category rows the listing
 * facts worked out from those, and the categories they are in their price counts again. So the
 * tier's price sort, price filter and price ranges follow a price import as the in-isolate tier's do
 * (search/price-epochs.ts). The gross prices are worked out with the tax rates the doc rows were
 * seeded with, exactly as the seed does (rows.ts `grossPrices`).
 *
 * `npm run operator -- price import` adds these statements to its one transaction (the overrides,
 * the price history and the new price version), and `catalog:seed` applies a version's existing
 * changes to the tables it fills, so a re-seed keeps them.
 */
import type { Client, InStatement } from "@libsql/client";
import type { PriceFields } from "../../../domain/pricing/store-price";
import { grossPrices } from "./rows";
import { priceBucket } from "./query";
import { CAT_PRICE_COLUMNS, catPriceValues, categoryCountStatements, tablesOf, type TierTables } from "./tables";
import { isSeeded } from "./versions";

export interface TierPriceChange extends PriceFields {
  sku: string;
}

/** Skus per read, and changed rows per update statement (8 values each). */
const READ_SKUS = 500;
const ROWS_PER_UPDATE = 250;

const PRICE_COLUMNS = ["price_nl", "special_nl", "price_de", "special_de", "special_from", "special_to"] as const;

/**
 * The statements that give `tables` the changes: only the doc rows (`docsOnly`, a seed's staging
 * tables, whose category rows and counts are made from the docs afterwards), or the docs, their
 * category rows and their categories' price counts. Reads the changed docs' tax rates first, one
 * round trip; a sku the tables do not list (a variant, an unlisted product) changes nothing here.
 */
export async function repriceStatements(
  client: Client,
  tables: TierTables,
  changes: readonly TierPriceChange[],
  { docsOnly = false }: { docsOnly?: boolean } = {},
): Promise<InStatement[]> {
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
      const g = grossPrices(change, { NL: Number(r.tax_nl), DE: Number(r.tax_de) });
      rows.push([
        Number(r.doc),
        g.price.NL,
        g.special?.NL ?? null,
        g.price.DE,
        g.special?.DE ?? null,
        g.specialFrom,
        g.specialTo,
      ]);
    }
  if (rows.length === 0) return [];
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_UPDATE) {
    const batch = rows.slice(i, i + ROWS_PER_UPDATE);
    statements.push({
      sql: `with v (doc, ${PRICE_COLUMNS.join(", ")}) as (values ${batch.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ")})
        update ${tables.docs} set (${PRICE_COLUMNS.join(", ")}) = (select ${PRICE_COLUMNS.map((c) => `v.${c}`).join(", ")} from v where v.doc = ${tables.docs}.doc)
        where doc in (select doc from v)`,
      args: batch.flat(),
    });
  }
  if (docsOnly) return statements;
  // The doc numbers came from the table itself (integers), so they are written into the statements.
  const docs = rows.map((r) => r[0]).join(", ");
  const categories = `select distinct category from ${tables.cats} where doc in (${docs})`;
  statements.push(
    `update ${tables.cats} set (${CAT_PRICE_COLUMNS}) = (select ${catPriceValues()} from ${tables.docs} d where d.doc = ${tables.cats}.doc)
      where doc in (${docs})`,
    ...[tables.catstats, tables.catprices, tables.catwindows].map(
      (table) => `delete from ${table} where category in (${categories})`,
    ),
    ...categoryCountStatements(tables, priceBucket, categories),
  );
  return statements;
}

/** The reprice statements for a version's live tables, or none when this format's tables of it are not seeded. */
export async function liveRepriceStatements(
  client: Client,
  version: string,
  changes: readonly TierPriceChange[],
): Promise<InStatement[]> {
  return (await isSeeded(client, version)) ? repriceStatements(client, tablesOf(version), changes) : [];
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
