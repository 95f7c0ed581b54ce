import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

/**
 * The price history of every sku (products and variants), for the lowest price of the 30 days
 * before a reduction (EU price indication rules). A row is what a loaded catalogue snapshot said
 * of a sku's price from `observedAt` on: its regular price and its special price with the special's
 * window, in integer cents excluding tax (one price scope: the store views add their own country's
 * tax, so the lowest net price is also the lowest gross one). A row is written only when a load
 * changes one of these, so loading the same snapshot again writes nothing.
 */
export const priceHistory = sqliteTable(
  "price_history",
  {
    sku: text("sku").notNull(),
    observedAt: integer("observed_at", { mode: "timestamp_ms" }).notNull(),
    price: integer("price").notNull(),
    specialPrice: integer("special_price"),
    specialFrom: text("special_from"),
    specialTo: text("special_to"),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.observedAt] }),
    // The worker reads the history of skus that ever had a special price.
    index("price_history_special")
      .on(t.sku)
      .where(sql`${t.specialPrice} is not null`),
    check("price_history_price_not_negative", sql`${t.price} >= 0`),
  ],
);

/**
 * Prices an operator changed after a snapshot was loaded (`npm run operator -- price import`),
 * each over the snapshot version it was made against (`catalogVersion`): the worker applies the rows
 * of the snapshot it serves, so a new snapshot (the source's prices again) leaves them behind, and
 * `catalog:seed` deletes rows of versions older than the one it replaces. The fields mean what they
 * mean in price_history; the same change is recorded there too.
 */
export const priceOverrides = sqliteTable(
  "price_overrides",
  {
    sku: text("sku").notNull(),
    catalogVersion: text("catalog_version").notNull(),
    price: integer("price").notNull(),
    specialPrice: integer("special_price"),
    specialFrom: text("special_from"),
    specialTo: text("special_to"),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogVersion, t.sku] }),
    check("price_overrides_price_not_negative", sql`${t.price} >= 0`),
    check("price_overrides_special_not_negative", sql`${t.specialPrice} is null or ${t.specialPrice} >= 0`),
  ],
);
