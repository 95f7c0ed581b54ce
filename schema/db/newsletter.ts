import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Newsletter subscribers (SPEC §3 Newsletter, §4 states unknown / subscribed / unsubscribed). A
 * sign-up is `pending` until its double opt-in link is followed; only then is it `subscribed` and
 * its one welcome coupon issued (`coupon_code`, at most one per address, ever).
 */
export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    /** 128 random bits, base64url. */
    id: text("id").primaryKey(),
    /** Lower case, trimmed. */
    email: text("email").notNull(),
    /** The store view the shopper signed up in: the language of every mail. */
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    status: text("status", { enum: ["pending", "subscribed", "unsubscribed"] }).notNull(),
    /** The welcome coupon once issued (a row of the cart's coupons table). */
    couponCode: text("coupon_code"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    /** When the address was last mailed (a sign-up repeated within a minute mails nothing). */
    lastMailAt: integer("last_mail_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    uniqueIndex("newsletter_subscribers_coupon_idx").on(t.couponCode),
  ],
);

/**
 * Links sent by e-mail: `confirm` (double opt-in: single use, expiring) and `unsubscribe` (in every
 * newsletter mail, no login needed). Only the token's SHA-256 is kept. `uses` may reach 1 for a
 * confirm token: a second use breaks the CHECK and rolls back its whole batch.
 */
export const newsletterTokens = sqliteTable(
  "newsletter_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: text("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "unsubscribe"] }).notNull(),
    uses: integer("uses").notNull().default(0),
    /** Null: does not expire (unsubscribe links). */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("newsletter_tokens_subscriber_idx").on(t.subscriberId),
    check("newsletter_tokens_confirm_once", sql`${t.purpose} <> 'confirm' or ${t.uses} <= 1`),
  ],
);
