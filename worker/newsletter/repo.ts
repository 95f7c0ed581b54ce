/**
 * The newsletter's tables through drizzle. Reads are one round trip; every change is one batch
 * that also queues its e-mail, so a subscription never changes without its message (or the reverse).
 */
import { and, eq, sql } from "drizzle-orm";
import { newsletterSubscribers, newsletterTokens } from "../../schema/db";
import type { Database } from "../db/client";

export type SubscriberRecord = typeof newsletterSubscribers.$inferSelect;
export type TokenPurpose = (typeof newsletterTokens.$inferSelect)["purpose"];

/** A subscriber by address (lower case), as a statement for the caller's batch (one row or none). */
export function subscriberStatement(db: Database, email: string) {
  return db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
}

/** A token (by hash) of one purpose with its subscriber. */
export async function findToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
  const rows = await db
    .select({
      uses: newsletterTokens.uses,
      expiresAt: newsletterTokens.expiresAt,
      subscriber: newsletterSubscribers,
    })
    .from(newsletterTokens)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterTokens.subscriberId))
    .where(and(eq(newsletterTokens.tokenHash, tokenHash), eq(newsletterTokens.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}

/** The subscriber's id by address, as SQL, for statements of the batch that creates the row. */
const subscriberIdOf = (email: string) =>
  sql`(select ${newsletterSubscribers.id} from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${email})`;

/**
 * A sign-up: creates the address as pending, or makes an unsubscribed one pending again; a
 * subscribed address stays subscribed. Records the mail time in the same statement.
 */
export function upsertPendingStatement(
  db: Database,
  values: { id: string; email: string; store: SubscriberRecord["store"]; now: Date },
) {
  return db
    .insert(newsletterSubscribers)
    .values({ ...values, status: "pending", createdAt: values.now, lastMailAt: values.now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        store: values.store,
        lastMailAt: values.now,
        status: sql`case when ${newsletterSubscribers.status} = 'subscribed' then 'subscribed' else 'pending' end`,
      },
    });
}

/** Earlier confirmation links of an address stop working when a new one is sent (one coupon per confirmation). */
export function dropConfirmTokensStatement(db: Database, email: string) {
  return db
    .delete(newsletterTokens)
    .where(and(eq(newsletterTokens.subscriberId, subscriberIdOf(email)), eq(newsletterTokens.purpose, "confirm")));
}

/** A new token of the address (its hash), for the batch that mails it. */
export function insertTokenStatement(
  db: Database,
  values: { tokenHash: string; email: string; purpose: TokenPurpose; expiresAt: Date | null; now: Date },
) {
  return db.insert(newsletterTokens).values({
    tokenHash: values.tokenHash,
    subscriberId: subscriberIdOf(values.email),
    purpose: values.purpose,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** Uses a confirmation token: a second use breaks `newsletter_tokens_confirm_once` and rolls the batch back. */
export function spendTokenStatement(db: Database, tokenHash: string) {
  return db
    .update(newsletterTokens)
    .set({ uses: sql`${newsletterTokens.uses} + 1` })
    .where(eq(newsletterTokens.tokenHash, tokenHash));
}

/** The double opt-in: the address is subscribed, with its welcome coupon's code. */
export function confirmStatement(db: Database, id: string, couponCode: string | null, now: Date) {
  return db
    .update(newsletterSubscribers)
    .set({ status: "subscribed", confirmedAt: now, unsubscribedAt: null, couponCode, lastMailAt: now })
    .where(eq(newsletterSubscribers.id, id));
}

/** Unsubscribes, only when subscribed (SPEC §4); answers whether it did. */
export async function unsubscribe(db: Database, id: string, now: Date): Promise<boolean> {
  const result = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "subscribed")));
  return result.rowsAffected === 1;
}
