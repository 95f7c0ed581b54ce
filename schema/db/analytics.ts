import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Field Web Vitals (issue 34): one row per day, page type, store view, metric and histogram bucket,
 * counting the samples that fell into it. Buckets are fixed per metric (domain/analytics/vitals.ts),
 * so a day's p75 and share of "good" are read from the counts alone: no single sample is kept, and a
 * sample costs one upsert of a counter. Rows older than RUM_RETENTION_DAYS are deleted.
 */
export const rumHistograms = sqliteTable(
  "rum_histograms",
  {
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    pageType: text("page_type").notNull(),
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    metric: text("metric", { enum: ["LCP", "INP", "CLS", "TTFB"] }).notNull(),
    /** Index into the metric's bucket bounds. */
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.store, t.metric, t.bucket] })],
);

/**
 * Orders whose GA4 `purchase` event was handed to the thank-you page once (issue 34): the first
 * claim inserts the row and gets the event; a reload, a second tab or the e-mail link finds it.
 */
export const analyticsPurchases = sqliteTable("analytics_purchases", {
  orderId: text("order_id").primaryKey(),
  reportedAt: integer("reported_at", { mode: "timestamp_ms" }).notNull(),
});
