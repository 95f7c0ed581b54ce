import { eq, sql } from "drizzle-orm";
import { stockItems } from "../../schema/db";
import { sqlText, type Database } from "../db/client";
import { parseJsonValue, readTogether, type ScalarRead } from "../db/read-together";
import { isCheckViolation } from "../db/faults";
import type { StockStatus } from "../../schema/api/stock";

/** Live stock of one sellable sku (SPEC §3 Product.stock). */
export interface StockItem {
  sku: string;
  productId: number;
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
}

/** One order line's claim on stock. */
export interface StockLine {
  sku: string;
  qty: number;
}

type StockRow = [sku: string, productId: number, qty: number, isInStock: 0 | 1, manageStock: 0 | 1];

/**
 * The stock read as one SQL text for any number of skus (they travel as one JSON array parameter),
 * compiled from the schema once per isolate and sent as a one-shot statement (db/one-shot.ts): a
 * product page reads stock on every render, and drizzle's builder and the client's stream machinery
 * would run each time for the same text.
 */
let stockQuery: string | undefined;
function stockSql(): string {
  const s = stockItems;
  return (stockQuery ??= sqlText(sql`
    select json_group_array(json_array(${s.sku}, ${s.productId}, ${s.qty}, ${s.isInStock}, ${s.manageStock}))
    from ${s}
    where ${s.sku} in (select value from json_each(${"[]"}))`));
}

/**
 * Live stock for many skus, as a read another page's statement can carry (db/read-together.ts);
 * unknown skus are absent from the map. The rows come as one JSON text the database builds (as the
 * price history does): a product page asks for every variant's stock, and the client decodes result
 * rows value by value into objects with a defined property per value, where one JSON.parse of one
 * text does the same work in a single native pass.
 */
export function stockRead(skus: readonly string[]): ScalarRead<Map<string, StockItem>> {
  return {
    sql: stockSql(),
    args: [JSON.stringify([...new Set(skus)])],
    decode: (value) =>
      new Map(
        parseJsonValue<StockRow[]>(value, []).map(([sku, productId, qty, isInStock, manageStock]) => [
          sku,
          { sku, productId, qty, isInStock: isInStock === 1, manageStock: manageStock === 1 },
        ]),
      ),
  };
}

/** Live stock for many skus in one round trip. */
export async function readStock(db: Database, skus: readonly string[]): Promise<Map<string, StockItem>> {
  if (skus.length === 0) return new Map();
  const [stock] = await readTogether(db, [stockRead(skus)]);
  return stock;
}

/** SPEC §4 product stock state: 'ok' when sellable, 'out_of_stock' otherwise. */
export function stockState(item: StockItem | undefined): StockStatus {
  if (!item) return "out_of_stock";
  if (!item.manageStock) return "ok";
  return item.isInStock && item.qty > 0 ? "ok" : "out_of_stock";
}

/**
 * Takes `qty` of one sku if that much is there, in one statement (`UPDATE … WHERE qty >= ?`): two
 * shoppers racing for the last item cannot both get it. True when it was taken; skus whose stock
 * is not managed always succeed.
 */
export async function tryDecrement(db: Database, line: StockLine): Promise<boolean> {
  const result = await db
    .update(stockItems)
    .set({
      qty: sql`${stockItems.qty} - (case when ${stockItems.manageStock} then ${line.qty} else 0 end)`,
      updatedAt: new Date(),
    })
    .where(
      sql`${stockItems.sku} = ${line.sku} and (not ${stockItems.manageStock} or (${stockItems.isInStock} and ${stockItems.qty} >= ${line.qty}))`,
    );
  return result.rowsAffected === 1;
}

/**
 * The statements that take every line's quantity, for the caller's own batch (e.g. with the order
 * insert): a line that would take stock below zero breaks the table's CHECK constraint, so the
 * whole batch rolls back and nothing is half-written. Recognise that failure with `isStockShortage`.
 */
export function decrementStatements(db: Database, lines: readonly StockLine[]) {
  return lines.map((line) =>
    db
      .update(stockItems)
      .set({ qty: sql`${stockItems.qty} - ${line.qty}`, updatedAt: new Date() })
      .where(sql`${stockItems.sku} = ${line.sku} and ${stockItems.manageStock}`),
  );
}

/** True when a batch failed because some line asked for more than was in stock. */
export function isStockShortage(error: unknown): boolean {
  return isCheckViolation(error, "stock_qty_not_negative");
}

/** Gives quantities back (a cancelled or failed order), all lines in one batch. */
export async function releaseStock(db: Database, lines: readonly StockLine[]): Promise<void> {
  const statements = lines.map((line) =>
    db
      .update(stockItems)
      .set({ qty: sql`${stockItems.qty} + ${line.qty}`, updatedAt: new Date() })
      .where(sql`${stockItems.sku} = ${line.sku} and ${stockItems.manageStock}`),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** The stock row of one sku, or null. */
export async function stockOf(db: Database, sku: string): Promise<StockItem | null> {
  const rows = await db.select().from(stockItems).where(eq(stockItems.sku, sku)).limit(1);
  const row = rows[0];
  return row
    ? { sku: row.sku, productId: row.productId, qty: row.qty, isInStock: row.isInStock, manageStock: row.manageStock }
    : null;
}
