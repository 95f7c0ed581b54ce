import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Back-in-stock alerts (issue 32 point 4): a shopper asks to be told once when a sold-out size
 * (a sellable sku) is back. A guest's alert is `pending` until its double opt-in link is followed;
 * a customer's is `active` at once. A restock claims every active alert of the sku in one statement
 * (`notified`, with `notified_at` and `claim_id`) and queues its one e-mail in the same batch.
 * What the mail says (product name, size, page) is kept from the moment of the sign-up, so a
 * restock needs no catalogue (the operator tools send them too).
 */
export const stockAlerts = sqliteTable(
  "stock_alerts",
  {
    /** 128 random bits, base64url. */
    id: text("id").primaryKey(),
    /** Lower case, trimmed. */
    email: text("email").notNull(),
    /** The sellable sku (a configurable's size variant). */
    sku: text("sku").notNull(),
    /** The store view of the sign-up: the language of the mails and the store of the links. */
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    status: text("status", { enum: ["pending", "active", "notified", "unsubscribed"] }).notNull(),
    /** The signed-in customer who asked (one click), or null for a guest. */
    customerId: integer("customer_id"),
    /** What the mail names: the product in the store view's language, the size's label, the page. */
    productName: text("product_name").notNull(),
    sizeLabel: text("size_label").notNull(),
    /** The product page with the size chosen, without origin (`/en/p/…`). */
    productPath: text("product_path").notNull(),
    /** The shop's origin for the mail's links, as the sign-up's request had it (PUBLIC_ORIGIN). */
    origin: text("origin").notNull(),
    /** SHA-256 of the double opt-in token while pending (the token itself is only in the mail). */
    confirmHash: text("confirm_hash"),
    /** SHA-256 of the unsubscribe token of the back-in-stock mail, set by the restock that sends it. */
    unsubscribeHash: text("unsubscribe_hash"),
    /** The restock batch that claimed the alert: its mail is queued only under this claim. */
    claimId: text("claim_id"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** When the last confirmation mail went out (its link expires 48 hours later). */
    mailedAt: integer("mailed_at", { mode: "timestamp_ms" }),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    // One live alert per address and size: asking again is a no-op.
    uniqueIndex("stock_alerts_live_idx")
      .on(t.email, t.sku)
      .where(sql`${t.status} in ('pending', 'active')`),
    index("stock_alerts_sku_idx").on(t.sku, t.status),
    uniqueIndex("stock_alerts_confirm_idx").on(t.confirmHash),
    uniqueIndex("stock_alerts_unsubscribe_idx").on(t.unsubscribeHash),
    check("stock_alerts_notified_once", sql`${t.status} <> 'notified' or ${t.notifiedAt} is not null`),
  ],
);
