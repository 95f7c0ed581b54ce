import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Small facts about the database itself, e.g. which catalogue snapshot its stock was seeded from. */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/** The app_meta key of the CMS content's version: every publish, redirect or stock change that pages show moves it. */
export const CONTENT_VERSION_KEY = "content_version";
/** The app_meta key of the operator's price changes (price_overrides): every change moves it. */
export const PRICE_OVERLAY_KEY = "price_overlay";
