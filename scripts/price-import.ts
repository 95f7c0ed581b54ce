/**
 * `npm run operator -- price import <file>`: the prices of many skus at once, without a new snapshot.
 * A CSV of `sku,price[,special_price,special_from,special_to]` lines (a header line is allowed;
 * comma, semicolon or tab between columns; with the latter two a price may have a decimal comma) or a JSON array of `{ "sku", "price", "special_price"?, "special_from"?,
 * "special_to"? }`. Prices are the catalogue's own, as the dump holds them: euros excluding tax (the
 * store views add their country's tax); dates are `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS`. The whole
 * file is checked first and nothing is written when a line is wrong.
 *
 * Then, in one transaction: each sku's change over the snapshot the database was seeded from
 * (price_overrides), its price history row (the lowest price of the 30 days before a reduction
 * counts from the change), the libSQL search tier's price columns when that snapshot's tier tables are
 * seeded (its price sorts and filters; its price counts right after), and a new price version, which every isolate reads within seconds with
 * the content version (worker/catalog/price-overlay.ts). The operator tool then refreshes the
 * changed products' cached pages.
 */
import type { Client, InStatement } from "@libsql/client";
import { PRICE_OVERLAY_KEY } from "../schema/db";
import type { PriceFields } from "../domain/pricing/store-price";
import { priceHistoryStatements } from "./catalog/seed-prices";
import { readSkuFile, shownProblems } from "./sku-file";
import { liveReprice } from "../worker/catalog/libsql-search";

export interface PriceLine extends PriceFields {
  sku: string;
}

/** At most this many skus in one file (one transaction: a few thousand is the everyday size). */
export const MAX_PRICE_LINES = 20_000;
/** Rows per statement (7 values each). */
const BATCH_ROWS = 300;
/** A price above this many euros is taken for a typing error. */
const MAX_EUROS = 1_000_000;

/** Cents from a price in euros ("49.95", "49,95", 49.95), or null when it is no price. */
function cents(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(",", ".") : "";
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Math.round(Number(text) * 100);
  return value <= MAX_EUROS * 100 ? value : null;
}

/** A window date as the catalogue writes them, or null when it is none. */
function windowDate(raw: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(raw);
  if (!match) return null;
  const text = `${match[1]} ${match[2] ? (match[2].length === 5 ? `${match[2]}:00` : match[2]) : "00:00:00"}`;
  return Number.isNaN(Date.parse(text.replace(" ", "T"))) ? null : text;
}

/** A cell's text: a string trimmed, a number written out, else "" (absent, null or not a value). */
const textOf = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The lines of a price file, or the problems that keep it from being imported (line numbers from 1). */
export function parsePriceFile(text: string): { lines: PriceLine[]; problems: string[] } {
  const lines: PriceLine[] = [];
  const problems: string[] = [];
  const bySku = new Map<string, string>();
  const add = (
    where: string,
    cells: { sku: unknown; price: unknown; special: unknown; from: unknown; to: unknown },
  ) => {
    const sku = typeof cells.sku === "string" ? cells.sku.trim() : "";
    const price = cents(cells.price);
    const special = blank(cells.special) ? null : cents(cells.special);
    const from = blank(cells.from) ? null : windowDate(textOf(cells.from));
    const to = blank(cells.to) ? null : windowDate(textOf(cells.to));
    if (sku === "") return problems.push(`${where}: no sku`);
    if (price === null) return problems.push(`${where}: price must be an amount in euros such as 49.95`);
    if (!blank(cells.special) && special === null)
      return problems.push(`${where}: special_price must be an amount in euros such as 39.95, or empty`);
    if ((!blank(cells.from) && from === null) || (!blank(cells.to) && to === null))
      return problems.push(`${where}: special_from and special_to must be dates such as 2026-12-31, or empty`);
    if (special === null && (from !== null || to !== null))
      return problems.push(`${where}: special_from and special_to need a special_price`);
    if (special !== null && special >= price) return problems.push(`${where}: special_price must be below price`);
    if (from !== null && to !== null && from > to) return problems.push(`${where}: special_from is after special_to`);
    if (bySku.has(sku)) return problems.push(`${where}: ${sku} is also on ${bySku.get(sku)}`);
    bySku.set(sku, where);
    lines.push({ sku, price, specialPrice: special, specialFrom: from, specialTo: to });
    return 0;
  };
  // A line with tabs or semicolons between its columns may write prices with a decimal comma.
  const read = readSkuFile(text, (line) => line.split(line.includes("\t") ? "\t" : line.includes(";") ? ";" : ","));
  if ("problem" in read) return { lines: [], problems: [read.problem] };
  for (const row of read.rows) {
    if ("item" in row) {
      const { sku, price, special_price, special_from, special_to } = row.item;
      add(row.where, { sku, price, special: special_price, from: special_from, to: special_to });
    } else if (row.cells.slice(5).some((cell) => cell !== "")) {
      problems.push(`${row.where}: more than five columns (a decimal comma needs ; or tab between columns)`);
    } else {
      const [sku, price, special, from, to] = row.cells;
      add(row.where, { sku, price, special, from, to });
    }
  }
  if (lines.length === 0 && problems.length === 0) problems.push("no lines");
  if (lines.length > MAX_PRICE_LINES)
    problems.push(`${lines.length} skus: at most ${MAX_PRICE_LINES.toLocaleString("en")} at once (split the file)`);
  return { lines, problems: shownProblems(problems) };
}

export interface PriceImport {
  /** The snapshot version the changes were made against. */
  catalogVersion: string;
  /** The skus whose price was set. */
  changed: string[];
  /** Skus the seeded snapshot does not have (nothing was written for them). */
  unknown: string[];
  /** The new price version (app_meta). */
  version: string;
  /** Said when the changes were written but the search tier's price counts could not be refreshed. */
  warning?: string;
}

/**
 * Applies checked lines to the database: the skus the seeded snapshot knows (its stock rows) get
 * their change, their price history row and a new price version, all in one transaction. The
 * changes are made against the snapshot the database was seeded from (`catalogVersion` names
 * another: tests).
 */
export async function importPrices(
  client: Client,
  lines: readonly PriceLine[],
  options: { now?: number; catalogVersion?: string } = {},
): Promise<PriceImport> {
  const now = options.now ?? Date.now();
  const seeded = options.catalogVersion
    ? undefined
    : await client.execute({ sql: "select value from app_meta where key = 'catalog_version'", args: [] });
  const catalogVersion = options.catalogVersion ?? seeded?.rows[0]?.value;
  if (typeof catalogVersion !== "string")
    throw new Error("no catalogue snapshot is seeded in this database (npm run catalog:seed)");
  const known = new Set<string>();
  for (let i = 0; i < lines.length; i += 500) {
    const skus = lines.slice(i, i + 500).map((l) => l.sku);
    const rows = await client.execute({
      sql: `select sku from stock_items where sku in (${skus.map(() => "?").join(", ")})`,
      args: skus,
    });
    for (const row of rows.rows) if (typeof row.sku === "string") known.add(row.sku);
  }
  const found = lines.filter((l) => known.has(l.sku));
  const version = `${now.toString(36)}${crypto.randomUUID().slice(0, 4)}`;
  if (found.length === 0) return { catalogVersion, changed: [], unknown: lines.map((l) => l.sku), version: "" };
  const statements: InStatement[] = [];
  for (let i = 0; i < found.length; i += BATCH_ROWS) {
    const batch = found.slice(i, i + BATCH_ROWS);
    statements.push({
      sql: `insert into price_overrides (sku, catalog_version, price, special_price, special_from, special_to, changed_at)
            values ${batch.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ")}
            on conflict (catalog_version, sku) do update set price = excluded.price, special_price = excluded.special_price,
              special_from = excluded.special_from, special_to = excluded.special_to, changed_at = excluded.changed_at`,
      args: batch.flatMap((l) => [l.sku, catalogVersion, l.price, l.specialPrice, l.specialFrom, l.specialTo, now]),
    });
  }
  statements.push(...priceHistoryStatements(found, now));
  // The libSQL search tier's tables of that version, when seeded: its price sorts and filters, and
  // after the transaction its categories' price counts (price ranges).
  const tier = await liveReprice(client, catalogVersion, found);
  if (tier) statements.push(...tier.statements);
  const bump = `insert into app_meta (key, value) values (?, ?)
                on conflict(key) do update set value = excluded.value, updated_at = unixepoch('subsec') * 1000`;
  // The price version moves every isolate to the changes, and with it every cached page's key.
  statements.push({ sql: bump, args: [PRICE_OVERLAY_KEY, version] });
  await client.batch(statements, "write");
  let warning: string | undefined;
  try {
    await tier?.refreshCounts();
  } catch (error) {
    warning = `the search tier's price counts were not refreshed (${error instanceof Error ? error.message : String(error)}): import the same file again to refresh them`;
  }
  return {
    ...(warning ? { warning } : {}),
    catalogVersion,
    changed: found.map((l) => l.sku),
    unknown: lines.filter((l) => !known.has(l.sku)).map((l) => l.sku),
    version,
  };
}
