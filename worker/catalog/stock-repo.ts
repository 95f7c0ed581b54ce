import { inArray } from "drizzle-orm";
import { stockItems } from "../../schema/db";
import type { Database } from "../db/client";

export interface StockItem {
  sku: string;
  productId: number;
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
}

/** Live stock for skus from the database (orders change it); unknown skus are absent from the map. */
export async function stockFor(db: Database, skus: readonly string[]): Promise<Map<string, StockItem>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: stockItems.sku, productId: stockItems.productId, qty: stockItems.qty, isInStock: stockItems.isInStock, manageStock: stockItems.manageStock })
    .from(stockItems)
    .where(inArray(stockItems.sku, [...new Set(skus)]));
  return new Map(rows.map((r) => [r.sku, r]));
}

/** SPEC §4 product stock state: 'ok' when sellable, 'out_of_stock' otherwise. */
export function stockState(item: StockItem | undefined): "ok" | "out_of_stock" {
  if (!item) return "out_of_stock";
  if (!item.manageStock) return "ok";
  return item.isInStock && item.qty > 0 ? "ok" : "out_of_stock";
}
