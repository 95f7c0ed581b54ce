/**
 * The analytics tables' SQL. Each request is one batch: the vitals beacon counts its client and its
 * samples together, the purchase claim claims the order and reads it together.
 */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { RumMetric } from "../../schema/analytics";
import { analyticsPurchases, orderItems, orders, rateLimits, rumHistograms } from "../../schema/db";
import type { StoreCode } from "../../domain/store-views";
import type { Database } from "../db/client";

export interface RumSample {
  metric: RumMetric;
  bucket: number;
}

/**
 * Counts samples in their buckets (one upsert for all of them), only while the client's counter
 * (`limitKey`, counted by an earlier statement of the same batch) is within `max`.
 */
export function countSamplesStatement(
  db: Database,
  at: { day: string; pageType: string; store: StoreCode },
  samples: readonly RumSample[],
  limitKey: string,
  max: number,
) {
  const rows = JSON.stringify(samples.map((s) => ({ m: s.metric, b: s.bucket })));
  // The "where" also settles SQLite's parsing of an upsert over a select.
  return db.run(sql`insert into ${rumHistograms} (day, page_type, store, metric, bucket, count)
    select ${at.day}, ${at.pageType}, ${at.store}, json_extract(value, '$.m'), json_extract(value, '$.b'), 1
    from json_each(${rows})
    where coalesce((select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${limitKey}), 0) <= ${max}
    on conflict (day, page_type, store, metric, bucket) do update set count = count + 1`);
}

/** Deletes the days before `firstKept` (YYYY-MM-DD). */
export function expireStatement(db: Database, firstKept: string) {
  return db.delete(rumHistograms).where(sql`${rumHistograms.day} < ${firstKept}`);
}

/** Every bucket counted since `fromDay`, ordered for the report. */
export function histogramRows(db: Database, fromDay: string) {
  return db
    .select()
    .from(rumHistograms)
    .where(gte(rumHistograms.day, fromDay))
    .orderBy(asc(rumHistograms.day), asc(rumHistograms.pageType), asc(rumHistograms.store));
}

/** Orders the shopper sees as placed (the thank-you page's "done" states). */
const DONE = sql`('placed', 'processed', 'returned')`;

/**
 * Claims an order's purchase event for the caller's session: inserts the claim only for the
 * caller's own, placed order and answers its id only when this statement inserted it.
 */
export function claimStatement(db: Database, orderId: string, ownerSession: string, now: Date) {
  return db.all<{ order_id: string }>(sql`insert into ${analyticsPurchases} (order_id, reported_at)
    select ${orders.id}, ${now.getTime()} from ${orders}
    where ${orders.id} = ${orderId} and ${orders.ownerSession} = ${ownerSession} and ${orders.status} in ${DONE}
    on conflict (order_id) do nothing
    returning order_id`);
}

/** The caller's own order (none for another session's), with what the purchase event reports. */
export function ownOrderStatement(db: Database, orderId: string, ownerSession: string) {
  return db
    .select({
      id: orders.id,
      incrementId: orders.incrementId,
      status: orders.status,
      currency: orders.currency,
      grandTotal: orders.grandTotal,
      taxAmount: orders.taxAmount,
      shipping: orders.shipping,
      couponCode: orders.couponCode,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.ownerSession, ownerSession)))
    .limit(1);
}

/** An order's lines. */
export function orderLinesStatement(db: Database, orderId: string) {
  return db
    .select({
      sku: orderItems.sku,
      name: orderItems.name,
      qty: orderItems.qty,
      unitPrice: orderItems.unitPrice,
      discount: orderItems.discount,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export type OwnOrder = Awaited<ReturnType<typeof ownOrderStatement>>[number];
export type OrderLine = Awaited<ReturnType<typeof orderLinesStatement>>[number];
