/**
 * The reviews' SQL. Every request is one statement or one batch: a new review is written in the
 * batch that counts its rate limits (and only when they hold); a moderation changes the review and
 * rewrites its product's aggregate from the approved reviews in one batch; a vote adds its row and
 * recounts the review's votes in one batch.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { orderItems, orders, reviewAggregates, reviews, reviewVotes } from "../../schema/db";
import type { ReviewAggregateDto, ReviewDto, ReviewSort, ReviewStatus } from "../../schema/api/reviews";
import type { StoreCode } from "../../domain/store-views";
import { sqlText, type Database } from "../db/client";
import { parseJsonValue, type ScalarRead } from "../db/read-together";
import { countOf } from "../http/rate-limit";

export type ReviewRow = typeof reviews.$inferSelect;
type AggregateRow = typeof reviewAggregates.$inferSelect;

export const EMPTY_AGGREGATE: ReviewAggregateDto = { count: 0, rated: 0, average: null, distribution: [0, 0, 0, 0, 0] };

export function aggregateDto(row: AggregateRow | undefined): ReviewAggregateDto {
  if (!row || row.count === 0) return EMPTY_AGGREGATE;
  return {
    count: row.count,
    rated: row.rated,
    average: row.rated > 0 ? Math.round((row.ratingSum / row.rated) * 10) / 10 : null,
    distribution: row.distribution,
  };
}

export function reviewDto(row: ReviewRow): ReviewDto {
  return {
    id: row.id,
    nickname: row.nickname,
    title: row.title,
    detail: row.detail,
    rating: row.rating,
    verified: row.verified,
    helpful: row.helpful,
    store: row.store,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SQL: the customer has an order (not canceled) with a line of one of `skus` (a product and its variants). */
const orderedAny = (customerId: number, skus: readonly string[]) =>
  sql`exists (select 1 from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
      where ${orders.customerId} = ${customerId} and ${orders.status} <> 'canceled'
      and ${orderItems.sku} in (select value from json_each(${JSON.stringify(skus)})))`;

export interface NewReview {
  productSku: string;
  store: StoreCode;
  customerId: number | null;
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
  /** The product's sku and its variants' (what an order line names), for the verified-buyer mark. */
  skus: readonly string[];
  now: Date;
}

/**
 * Inserts a pending review, only while every counter in `limits` is within its max (the caller's
 * batch counted this attempt first); a customer's second review of a product inserts nothing.
 * Answers `[{ id, verified }]`, or `[]`.
 */
export function insertReviewStatement(
  db: Database,
  review: NewReview,
  limits: readonly { key: string; max: number }[],
) {
  const within: SQL = limits.length
    ? sql.join(
        limits.map((l) => sql`${countOf(l.key)} <= ${l.max}`),
        sql` and `,
      )
    : sql`true`;
  const verified = review.customerId === null ? sql`0` : orderedAny(review.customerId, review.skus);
  return db.all<{ id: number; verified: number }>(sql`insert into ${reviews}
      (product_sku, store, customer_id, nickname, title, detail, rating, status, verified, source, helpful, created_at)
    select ${review.productSku}, ${review.store}, ${review.customerId}, ${review.nickname}, ${review.title},
      ${review.detail}, ${review.rating}, 'pending', ${verified}, 'shop', 0, ${review.now.getTime()}
    where ${within}
    on conflict do nothing
    returning id, verified`);
}

/** SQL: whether a customer has reviewed a product already (after a refused insert: duplicate vs limit). */
export function customerReviewStatement(db: Database, customerId: number, productSku: string) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productSku, productSku)))
    .limit(1);
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
  highest: [sql`${reviews.rating} is null`, sql`${reviews.rating} desc`, sql`${reviews.createdAt} desc`],
  lowest: [sql`${reviews.rating} is null`, sql`${reviews.rating} asc`, sql`${reviews.createdAt} desc`],
  helpful: [sql`${reviews.helpful} desc`, sql`${reviews.createdAt} desc`],
};

/** The summary's JSON: the aggregate (absent before a first approval) and the newest approved reviews. */
type SummaryJson = [
  aggregate: [count: number, rated: number, ratingSum: number, distribution: number[]] | null,
  items: [
    id: number,
    nickname: string,
    title: string,
    detail: string,
    rating: number | null,
    verified: 0 | 1,
    helpful: number,
    store: StoreCode,
    createdAt: number,
  ][],
];

let summaryQuery: string | undefined;
/**
 * One product's aggregate and its newest approved reviews as one JSON text, for a page's combined
 * read (db/read-together.ts). Placeholders: the sku, the sku, the number of reviews.
 */
function summarySql(): string {
  const r = reviews;
  const a = reviewAggregates;
  const newest = sql`select * from ${r} where ${r.productSku} = ${""} and ${r.status} = 'approved'
    order by ${r.createdAt} desc, ${r.id} desc limit ${0}`;
  return (summaryQuery ??= sqlText(sql`select json_array(
    json((select json_array(${a.count}, ${a.rated}, ${a.ratingSum}, json(${a.distribution}))
      from ${a} where ${a.productSku} = ${""})),
    json((select json_group_array(json_array(id, nickname, title, detail, rating, verified, helpful, store, created_at))
      from (${newest}))))`));
}

/** A product's aggregate and its `limit` newest approved reviews, as a read a page's statement carries. */
export function reviewSummaryRead(
  productSku: string,
  limit: number,
): ScalarRead<{ aggregate: ReviewAggregateDto; reviews: ReviewDto[] }> {
  return {
    sql: summarySql(),
    args: [productSku, productSku, limit],
    decode(value) {
      const [aggregate, items] = parseJsonValue<SummaryJson>(value, [null, []]);
      const [count = 0, rated = 0, ratingSum = 0, distribution = [0, 0, 0, 0, 0]] = aggregate ?? [];
      return {
        aggregate: aggregateDto(
          aggregate ? { productSku, count, rated, ratingSum, distribution, updatedAt: new Date(0) } : undefined,
        ),
        // json_group_array keeps the subquery's order in SQLite; sorted again so no page depends on it.
        reviews: (items ?? [])
          .map(([id, nickname, title, detail, rating, verified, helpful, store, createdAt]) => ({
            id,
            nickname,
            title,
            detail,
            rating,
            verified: verified === 1,
            helpful,
            store,
            createdAt: new Date(createdAt).toISOString(),
          }))
          .sort((x, y) => (x.createdAt === y.createdAt ? y.id - x.id : x.createdAt < y.createdAt ? 1 : -1)),
      };
    },
  };
}

/** A product's aggregate and one page of its approved reviews, in one round trip. */
export async function readReviewPage(
  db: Database,
  productSku: string,
  sort: ReviewSort,
  offset: number,
  limit: number,
): Promise<{ aggregate: ReviewAggregateDto; items: ReviewRow[] }> {
  const [aggregate, items] = await db.batch([
    db.select().from(reviewAggregates).where(eq(reviewAggregates.productSku, productSku)).limit(1),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productSku, productSku), eq(reviews.status, "approved")))
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset),
  ]);
  return { aggregate: aggregateDto(aggregate[0]), items };
}

/** The aggregates of some products (listing tiles): one statement, rows only for products with reviews. */
export async function readAggregates(db: Database, skus: readonly string[]): Promise<Map<string, ReviewAggregateDto>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviewAggregates)
    .where(inArray(reviewAggregates.productSku, [...skus]));
  return new Map(rows.filter((r) => r.count > 0).map((r) => [r.productSku, aggregateDto(r)]));
}

/** Every product's aggregate (the isolate's snapshot for listing tiles). */
export async function readAllAggregates(db: Database): Promise<Map<string, ReviewAggregateDto>> {
  const rows = await db
    .select()
    .from(reviewAggregates)
    .where(sql`${reviewAggregates.count} > 0`);
  return new Map(rows.map((r) => [r.productSku, aggregateDto(r)]));
}

/** Rewrites a product's aggregate from its approved reviews (a statement for a moderation's batch). */
export function recomputeAggregateStatement(db: Database, productSku: SQL | string, now: Date) {
  const sku = typeof productSku === "string" ? sql`${productSku}` : productSku;
  const n = (k: number) => sql.raw(`coalesce(sum(rating = ${k}), 0)`);
  return db.run(sql`insert into ${reviewAggregates} (product_sku, count, rated, rating_sum, distribution, updated_at)
    select ${sku}, count(*), count(rating), coalesce(sum(rating), 0),
      json_array(${n(1)}, ${n(2)}, ${n(3)}, ${n(4)}, ${n(5)}), ${now.getTime()}
    from ${reviews} where product_sku = ${sku} and status = 'approved'
    having ${sku} is not null
    on conflict (product_sku) do update set count = excluded.count, rated = excluded.rated,
      rating_sum = excluded.rating_sum, distribution = excluded.distribution, updated_at = excluded.updated_at`);
}

/**
 * Moves a review to `status` (when it is not there already) and rewrites its product's aggregate,
 * in one batch. Answers the review as it was before, and whether it changed (null: no such review).
 */
export async function moderate(
  db: Database,
  id: number,
  status: Exclude<ReviewStatus, "pending">,
  now: Date,
  alongside: BatchItem<"sqlite">[] = [],
): Promise<{ before: ReviewRow; changed: boolean } | null> {
  const skuOf = sql`(select product_sku from ${reviews} where id = ${id})`;
  const [before, changed] = await db.batch([
    db.select().from(reviews).where(eq(reviews.id, id)).limit(1),
    db
      .update(reviews)
      .set({ status, moderatedAt: now })
      .where(and(eq(reviews.id, id), sql`${reviews.status} <> ${status}`))
      .returning({ id: reviews.id }),
    recomputeAggregateStatement(db, skuOf, now),
    ...alongside,
  ]);
  // A missing review changes nothing: its sku is null, and the aggregate's `having` writes no row.
  if (!before[0]) return null;
  return { before: before[0], changed: changed.length === 1 };
}

/** The operator's queue: reviews of a status (oldest first for pending, newest first otherwise). */
export function listForModeration(db: Database, status: ReviewStatus, productSku: string | undefined, limit = 200) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.status, status), productSku ? eq(reviews.productSku, productSku) : undefined))
    .orderBy(status === "pending" ? asc(reviews.createdAt) : desc(reviews.moderatedAt))
    .limit(limit);
}

/**
 * One "helpful" vote of `voter` on an approved review, and its count recounted, in one batch.
 * Answers the count, and whether this vote was new; null when the review is not shown (missing, pending, rejected).
 */
export async function voteHelpful(
  db: Database,
  id: number,
  voter: string,
  now: Date,
): Promise<{ helpful: number; counted: boolean } | null> {
  const [added, counted] = await db.batch([
    db.all<{ review_id: number }>(sql`insert into ${reviewVotes} (review_id, voter, created_at)
      select ${id}, ${voter}, ${now.getTime()}
      where exists (select 1 from ${reviews} where id = ${id} and status = 'approved')
      on conflict do nothing
      returning review_id`),
    db
      .update(reviews)
      .set({ helpful: sql`(select count(*) from ${reviewVotes} where review_id = ${id})` })
      .where(and(eq(reviews.id, id), eq(reviews.status, "approved")))
      .returning({ helpful: reviews.helpful }),
  ]);
  if (!counted[0]) return null;
  return { helpful: counted[0].helpful, counted: added.length === 1 };
}

/** An imported review (a Vue Storefront dump, the demo seed): inserted once per source id. */
export function importReviewStatement(
  db: Database,
  review: Omit<NewReview, "skus" | "customerId"> & { sourceId: string; status: ReviewStatus },
) {
  return db
    .insert(reviews)
    .values({
      productSku: review.productSku,
      store: review.store,
      customerId: null,
      nickname: review.nickname,
      title: review.title,
      detail: review.detail,
      rating: review.rating,
      status: review.status,
      verified: false,
      source: "import",
      sourceId: review.sourceId,
      createdAt: review.now,
      moderatedAt: review.status === "pending" ? null : review.now,
    })
    .onConflictDoNothing();
}
