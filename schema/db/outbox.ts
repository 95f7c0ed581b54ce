import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every e-mail the shop sends (ARCHITECTURE §7): written before any delivery is tried, so a mail API
 * that fails never loses a message. Locally the outbox is the mailbox (/dev/mailbox); with an HTTP
 * provider a row records the outcome: `sent_at` and `provider_id`, or `error`.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    /** A random UUID, also what `MailService.send` answers. */
    id: text("id").primaryKey(),
    /** What the message is for: order-confirmation, password-reset, newsletter-confirm, contact, … */
    kind: text("kind").notNull(),
    /** The store view it was written for (nl, de, en). */
    store: text("store").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** When the mail API accepted it; null while only in the outbox. */
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** The mail API's id for the message, when it gave one. */
    providerId: text("provider_id"),
    /** Why the last delivery attempt failed (status or timeout, never the provider's body). */
    error: text("error"),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);
