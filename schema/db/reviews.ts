import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Product reviews (SPEC §1 "Product reviews", §7 /api/review/create; issue 32 point 1). A review is
 * `pending` until an operator approves or rejects it; only approved reviews are shown, counted in
 * the aggregate and voted on. Text is kept as the shopper typed it (markup is text: pages escape it,
 * never render it). A customer writes one review per product (`reviews_customer_product_idx`; guests
 * have no customer id, and SQLite's unique index lets NULLs repeat).
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The parent product's sku (a variant's review is its product's). */
    productSku: text("product_sku").notNull(),
    /** The store view it was written in (its language). */
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    customerId: integer("customer_id"),
    nickname: text("nickname").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull(),
    /** 1–5, or null: Vue Storefront's review body has no rating. */
    rating: integer("rating"),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull(),
    /** The author (a customer) had ordered the product when writing. */
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    /** "shop" (written here) or "import" (a Vue Storefront dump, the demo shop's seed), with its id there. */
    source: text("source", { enum: ["shop", "import"] })
      .notNull()
      .default("shop"),
    sourceId: text("source_id"),
    /** Approved "helpful" votes, kept equal to the rows of review_votes by the vote's batch. */
    helpful: integer("helpful").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    moderatedAt: integer("moderated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("reviews_customer_product_idx").on(t.customerId, t.productSku),
    uniqueIndex("reviews_source_idx").on(t.source, t.sourceId),
    index("reviews_product_status_idx").on(t.productSku, t.status, t.createdAt),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** "Helpful" votes: one per shopper (`c:<customer id>` or `a:<anonymous id>`) and review. */
export const reviewVotes = sqliteTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/**
 * Per product, its approved reviews summed up: what the product page and listing tiles show without
 * reading the reviews. Rewritten from the reviews in the batch of every moderation (never
 * incremented, so it cannot drift).
 */
export const reviewAggregates = sqliteTable("review_aggregates", {
  productSku: text("product_sku").primaryKey(),
  /** Approved reviews. */
  count: integer("count").notNull(),
  /** Approved reviews with a rating, and their sum (the average is sum / rated). */
  rated: integer("rated").notNull(),
  ratingSum: integer("rating_sum").notNull(),
  /** Ratings 1–5, as a JSON array of five counts. */
  distribution: text("distribution", { mode: "json" }).$type<number[]>().notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
