import { desc, eq, sql, type SQL } from "drizzle-orm";
import { mailOutbox } from "../../schema/db";
import type { Database } from "../db/client";
import type { MailMessage } from "./types";

/** A row of the outbox without its bodies: what the mailbox lists. */
export interface OutboxSummary {
  id: string;
  kind: string;
  store: string;
  to: string;
  subject: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

/** A whole row of the outbox. */
export interface OutboxMessage extends OutboxSummary {
  text: string;
  html: string;
  providerId: string | null;
}

const summaryColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  store: mailOutbox.store,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  error: mailOutbox.error,
};

/** Writes a message to the outbox: one statement, one round trip. */
export async function insertOutboxMessage(db: Database, id: string, message: MailMessage, at: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    id,
    kind: message.kind,
    store: message.store,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    createdAt: at,
  });
}

/**
 * The insert of a message as one statement for the caller's own batch, so a message is queued
 * atomically with what it reports (an order and its confirmation). `fill` turns each text into SQL,
 * e.g. to put in a number the same batch creates.
 */
export function outboxStatement(
  db: Database,
  id: string,
  message: MailMessage,
  at: Date,
  fill: (text: string) => SQL | string = (text) => text,
) {
  return db.insert(mailOutbox).values({
    id,
    kind: message.kind,
    store: message.store,
    toAddress: message.to,
    subject: fill(message.subject),
    textBody: fill(message.text),
    htmlBody: fill(message.html),
    createdAt: at,
  });
}

/**
 * The insert of a message that happens only when `when` holds (an SQL condition on what an earlier
 * statement of the same batch did, e.g. that this batch claimed the row the message reports), as one
 * statement for the caller's batch: the message is queued exactly when its claim is made.
 */
export function outboxWhenStatement(db: Database, id: string, message: MailMessage, at: Date, when: SQL) {
  return db.run(sql`insert into ${mailOutbox} (id, kind, store, to_address, subject, text_body, html_body, created_at)
    select ${id}, ${message.kind}, ${message.store}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${at.getTime()}
    where ${when}`);
}

/** Records that the mail API accepted the message (and clears an earlier attempt's error). */
export async function markSent(db: Database, id: string, at: Date, providerId: string | null): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at, providerId, error: null }).where(eq(mailOutbox.id, id));
}

/** Records why delivery failed; the message stays in the outbox. */
export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
}

/** The newest messages first, without their bodies. */
export async function listOutbox(db: Database, limit: number): Promise<OutboxSummary[]> {
  return db
    .select(summaryColumns)
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** One message with its bodies, or null. */
export async function readOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      providerId: mailOutbox.providerId,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  return row ?? null;
}
