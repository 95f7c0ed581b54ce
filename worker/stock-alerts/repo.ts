/**
 * Back-in-stock alerts' SQL. A sign-up is one lookup batch and one write batch (with its mail); a
 * confirmation and an unsubscribe are one statement each; a restock reads the candidates and then
 * claims them and queues their mails in one batch (see restock.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { customers, stockAlerts, stockItems } from "../../schema/db";
import type { Database } from "../db/client";

export type AlertRecord = typeof stockAlerts.$inferSelect;
export type AlertStore = AlertRecord["store"];

/** Live statuses: at most one such alert per address and sku (`stock_alerts_live_idx`). */
const LIVE = sql`${stockAlerts.status} in ('pending', 'active')`;

/** SQL: the sku can be sold now (unmanaged, or flagged in stock with a quantity). */
const sellableNow = (skus: SqlList) =>
  sql`select ${stockItems.sku} from ${stockItems} where ${stockItems.sku} in ${skus}
    and (not ${stockItems.manageStock} or (${stockItems.isInStock} and ${stockItems.qty} > 0))`;

type SqlList = ReturnType<typeof jsonList>;
/** Many values as one JSON parameter: `(select value from json_each(?))`. */
const jsonList = (values: readonly string[]) => sql`(select value from json_each(${JSON.stringify(values)}))`;

/** The stock row of one sku (for the sign-up's lookup batch). */
export function stockRowStatement(db: Database, sku: string) {
  return db
    .select({ qty: stockItems.qty, isInStock: stockItems.isInStock, manageStock: stockItems.manageStock })
    .from(stockItems)
    .where(eq(stockItems.sku, sku))
    .limit(1);
}

/** A customer's address (for a one-click sign-up). */
export function customerEmailStatement(db: Database, customerId: number) {
  return db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
}

/** The live alert of an address for a sku, if any. */
export function liveAlertStatement(db: Database, email: string, sku: string) {
  return db
    .select({ status: stockAlerts.status })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.email, email), eq(stockAlerts.sku, sku), LIVE))
    .limit(1);
}

export interface NewAlert {
  id: string;
  email: string;
  sku: string;
  store: AlertStore;
  customerId: number | null;
  productName: string;
  sizeLabel: string;
  productPath: string;
  origin: string;
  now: Date;
}

/**
 * A guest's sign-up: a new pending alert with its confirmation token's hash, or a fresh token for
 * the address's pending alert of that sku (the earlier link stops working) when its last mail is
 * older than `mailedBefore`. An active alert, or one mailed a moment ago, is left alone.
 */
export function upsertPendingStatement(db: Database, alert: NewAlert, confirmHash: string, mailedBefore: Date) {
  return db
    .insert(stockAlerts)
    .values({ ...alert, status: "pending", confirmHash, createdAt: alert.now, mailedAt: alert.now })
    .onConflictDoUpdate({
      target: [stockAlerts.email, stockAlerts.sku],
      targetWhere: LIVE,
      set: { confirmHash, mailedAt: alert.now, store: alert.store, origin: alert.origin },
      setWhere: and(eq(stockAlerts.status, "pending"), sql`${stockAlerts.mailedAt} <= ${mailedBefore.getTime()}`),
    });
}

/** SQL: the alert holding this confirmation hash exists (its sign-up's upsert wrote it): the mail's condition. */
export const holdsConfirmHash = (confirmHash: string) =>
  sql`exists (select 1 from ${stockAlerts} where ${stockAlerts.confirmHash} = ${confirmHash})`;

/** A customer's sign-up: active at once; a pending alert of the same address becomes active. */
export function upsertActiveStatement(db: Database, alert: NewAlert) {
  return db
    .insert(stockAlerts)
    .values({ ...alert, status: "active", createdAt: alert.now, confirmedAt: alert.now })
    .onConflictDoUpdate({
      target: [stockAlerts.email, stockAlerts.sku],
      targetWhere: LIVE,
      set: { status: "active", confirmHash: null, confirmedAt: alert.now, customerId: alert.customerId },
      setWhere: eq(stockAlerts.status, "pending"),
    });
}

/** A pending alert by its confirmation token's hash, while its link is valid. */
export async function pendingByConfirmHash(db: Database, hash: string, since: Date) {
  const rows = await db
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.confirmHash, hash),
        eq(stockAlerts.status, "pending"),
        sql`${stockAlerts.mailedAt} > ${since.getTime()}`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The double opt-in, in one statement: only a pending alert with a valid link; answers it or null. */
export async function confirmByHash(db: Database, hash: string, since: Date, now: Date) {
  const rows = await db
    .update(stockAlerts)
    .set({ status: "active", confirmHash: null, confirmedAt: now })
    .where(
      and(
        eq(stockAlerts.confirmHash, hash),
        eq(stockAlerts.status, "pending"),
        sql`${stockAlerts.mailedAt} > ${since.getTime()}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The alert an unsubscribe token (of a back-in-stock mail) belongs to. */
export async function alertByUnsubscribeHash(db: Database, hash: string) {
  const rows = await db.select().from(stockAlerts).where(eq(stockAlerts.unsubscribeHash, hash)).limit(1);
  return rows[0] ?? null;
}

/** Stops every live alert of the address an unsubscribe token belongs to; answers that address or null. */
export async function unsubscribeByHash(db: Database, hash: string, now: Date): Promise<string | null> {
  const owner = db
    .select({ email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.unsubscribeHash, hash))
    .limit(1);
  const [found] = await db.batch([
    owner,
    db
      .update(stockAlerts)
      .set({ status: "unsubscribed", unsubscribedAt: now })
      .where(and(sql`${stockAlerts.email} = (${owner})`, LIVE)),
  ]);
  return found[0]?.email ?? null;
}

/** What a restock mail needs of an alert. */
export type RestockCandidate = Pick<
  AlertRecord,
  "id" | "email" | "sku" | "store" | "productName" | "sizeLabel" | "productPath" | "origin"
>;

/** Active alerts of skus that can be sold now, oldest first, at most `limit`. */
export function restockCandidates(db: Database, skus: readonly string[], limit: number): Promise<RestockCandidate[]> {
  const list = jsonList(skus);
  return db
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      sku: stockAlerts.sku,
      store: stockAlerts.store,
      productName: stockAlerts.productName,
      sizeLabel: stockAlerts.sizeLabel,
      productPath: stockAlerts.productPath,
      origin: stockAlerts.origin,
    })
    .from(stockAlerts)
    .where(
      and(
        sql`${stockAlerts.sku} in ${list}`,
        eq(stockAlerts.status, "active"),
        sql`${stockAlerts.sku} in (${sellableNow(list)})`,
      ),
    )
    .orderBy(stockAlerts.createdAt)
    .limit(limit);
}

/**
 * The claim, one statement: every named alert that is still active and whose sku can still be sold
 * becomes `notified` under `claimId`, with its unsubscribe token's hash. Two restocks at once never
 * claim the same alert: the second finds it notified. Answers the ids it claimed.
 */
export function claimStatement(
  db: Database,
  claims: readonly { id: string; unsubscribeHash: string }[],
  claimId: string,
  now: Date,
) {
  const pairs = JSON.stringify(claims.map((claim) => [claim.id, claim.unsubscribeHash]));
  const ids = sql`(select json_extract(value, '$[0]') from json_each(${pairs}))`;
  return db.all<{ id: string }>(sql`update ${stockAlerts} set
      status = 'notified', notified_at = ${now.getTime()}, claim_id = ${claimId},
      unsubscribe_hash = (select json_extract(value, '$[1]') from json_each(${pairs}) where json_extract(value, '$[0]') = ${stockAlerts}.id)
    where id in ${ids} and status = 'active'
      and sku in (select ${stockItems.sku} from ${stockItems} where not ${stockItems.manageStock} or (${stockItems.isInStock} and ${stockItems.qty} > 0))
    returning id`);
}

/** SQL: this batch's claim took the alert (the condition its mail is queued under). */
export const claimedBy = (id: string, claimId: string) =>
  sql`exists (select 1 from ${stockAlerts} where ${stockAlerts.id} = ${id} and ${stockAlerts.claimId} = ${claimId})`;

/**
 * Sets a sku's web stock; above 0 it is flagged in stock too (0 alone is sold out, and keeps the flag,
 * so stock a cancelled order gives back makes it sellable again). Answers the product id, or null
 * for an unknown sku.
 */
export async function setWebStock(db: Database, sku: string, qty: number): Promise<number | null> {
  const rows = await db
    .update(stockItems)
    .set({ qty, ...(qty > 0 ? { isInStock: true } : {}), updatedAt: new Date() })
    .where(eq(stockItems.sku, sku))
    .returning({ productId: stockItems.productId });
  return rows[0]?.productId ?? null;
}

/** Rows per write batch of a bulk stock import (one round trip each). */
const STOCK_BATCH = 500;

/**
 * Sets the web stock of many skus (an operator's stock file), a batch of updates per round trip;
 * answers the skus that had a stock row (the rest are unknown). As setWebStock: a quantity above 0
 * makes the sku sellable again.
 */
export async function setWebStockMany(
  db: Database,
  lines: readonly { sku: string; qty: number }[],
  progress: (done: number) => void = () => undefined,
): Promise<string[]> {
  const found: string[] = [];
  const now = new Date();
  for (let i = 0; i < lines.length; i += STOCK_BATCH) {
    const [first, ...rest] = lines.slice(i, i + STOCK_BATCH).map(({ sku, qty }) =>
      db
        .update(stockItems)
        .set({ qty, ...(qty > 0 ? { isInStock: true } : {}), updatedAt: now })
        .where(eq(stockItems.sku, sku))
        .returning({ sku: stockItems.sku }),
    );
    if (!first) break;
    const answers = await db.batch([first, ...rest]);
    for (const rows of answers) for (const row of rows) found.push(row.sku);
    progress(Math.min(lines.length, i + STOCK_BATCH));
  }
  return found;
}
