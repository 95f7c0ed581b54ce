import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The shop's stores (issue 31 point 1; SPEC §2 storelocator, §7 "GET /stores"). Opening hours,
 * exceptions and services are small JSON documents (domain/stores/types.ts), read with the row in
 * one round trip. A closed store keeps its row (old orders may name it) but leaves the locator.
 */
export const stores = sqliteTable(
  "stores",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The detail page's path segment: lower case letters, digits and hyphens. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    country: text("country", { enum: ["NL", "BE", "DE"] }).notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    /** IANA zone the hours are in (Europe/Amsterdam, …). */
    timeZone: text("time_zone").notNull(),
    /** JSON WeeklyHours: per ISO weekday (1 Monday … 7 Sunday) a list of open/close times. */
    hours: text("hours", { mode: "json" }).notNull(),
    /** JSON HoursException[]: public holidays, late-night shopping, closures, by local date. */
    exceptions: text("exceptions", { mode: "json" })
      .notNull()
      .default(sql`'[]'`),
    isPickupLocation: integer("is_pickup_location", { mode: "boolean" }).notNull().default(false),
    /** JSON StoreService[] (alterations, returns, …). */
    services: text("services", { mode: "json" })
      .notNull()
      .default(sql`'[]'`),
    /** A catalogue media path or an absolute https URL; null: the page shows no photo. */
    photo: text("photo"),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("stores_slug_idx").on(t.slug),
    check("stores_lat_range", sql`${t.lat} between -90 and 90`),
    check("stores_lng_range", sql`${t.lng} between -180 and 180`),
  ],
);

/**
 * Stock per sku per store (issue 31 point 4). Click & collect takes one unit with a single
 * conditional statement (`update … set qty = qty - ? where store_id = ? and sku = ? and qty >= ?`),
 * so concurrent orders for the last unit leave exactly one winner; the CHECK is the backstop.
 */
export const storeStock = sqliteTable(
  "store_stock",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    qty: integer("qty").notNull().default(0),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.sku] }),
    index("store_stock_sku_idx").on(t.sku),
    check("store_stock_qty_not_negative", sql`${t.qty} >= 0`),
  ],
);
