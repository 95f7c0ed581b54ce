import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Stock per sellable sku (SPEC §3 Product.stock). It lives in the database, not in the catalogue
 * snapshot, because orders change it; the snapshot import seeds it.
 */
export const stockItems = sqliteTable(
  "stock_items",
  {
    sku: text("sku").primaryKey(),
    productId: integer("product_id").notNull(),
    qty: integer("qty").notNull().default(0),
    isInStock: integer("is_in_stock", { mode: "boolean" }).notNull().default(true),
    manageStock: integer("manage_stock", { mode: "boolean" }).notNull().default(true),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [check("stock_qty_not_negative", sql`${t.qty} >= 0`)],
);
