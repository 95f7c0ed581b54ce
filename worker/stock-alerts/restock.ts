/**
 * When stock returns (an operator's stock update, a cancelled order, a failed payment): every active
 * alert of the skus gets exactly one e-mail. The candidates are read, then ONE batch claims them in
 * one statement (only those still active, only while the sku can be sold) and queues each mail under
 * its claim: two restocks at once never claim an alert twice, and a mail is in the outbox exactly
 * when its alert is notified (nothing sent twice, nothing lost if the worker dies between). Needs
 * only the database (the alert keeps what its mail says), so the operator tools call it too.
 */
import type { Context } from "hono";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { describeError } from "../logging/logger";
import { createMailService, outboxWhenStatement, type MailMessage } from "../mail";
import { hashToken, newToken, randomId } from "../session/token";
import { backInStockMail, stockAlertLink } from "./mails";
import { claimStatement, claimedBy, restockCandidates } from "./repo";

/** Alerts claimed per batch: a batch is one transaction; a sku with more alerts takes several. */
export const RESTOCK_BATCH = 100;

/** A mail a restock queued, for delivery after its batch. */
export interface QueuedAlertMail {
  id: string;
  message: MailMessage;
}

/** Claims the active alerts of skus that can be sold now and queues their mails; answers what it queued. */
export async function queueRestockAlerts(db: Database, skus: readonly string[]): Promise<QueuedAlertMail[]> {
  const wanted = [...new Set(skus)];
  const queued: QueuedAlertMail[] = [];
  if (wanted.length === 0) return queued;
  for (;;) {
    const candidates = await restockCandidates(db, wanted, RESTOCK_BATCH);
    if (candidates.length === 0) return queued;
    const now = new Date();
    const claimId = randomId(16);
    const prepared = await Promise.all(
      candidates.map(async (alert) => {
        const token = newToken();
        const message = backInStockMail(
          { to: alert.email, store: alert.store, productName: alert.productName, sizeLabel: alert.sizeLabel },
          `${alert.origin}${alert.productPath}`,
          stockAlertLink(alert.origin, alert.store, "unsubscribe", token),
        );
        return { alert, unsubscribeHash: await hashToken(token), mail: { id: crypto.randomUUID(), message } };
      }),
    );
    const claim = claimStatement(
      db,
      prepared.map((p) => ({ id: p.alert.id, unsubscribeHash: p.unsubscribeHash })),
      claimId,
      now,
    );
    const mails: BatchItem<"sqlite">[] = prepared.map((p) =>
      outboxWhenStatement(db, p.mail.id, p.mail.message, now, claimedBy(p.alert.id, claimId)),
    );
    const [claimed] = (await db.batch([claim, ...mails])) as [{ id: string }[], ...unknown[]];
    const ids = new Set(claimed.map((row) => row.id));
    queued.push(...prepared.filter((p) => ids.has(p.alert.id)).map((p) => p.mail));
    // A full page may hide more; a page another restock claimed first is done (it found none of them active).
    if (candidates.length < RESTOCK_BATCH || ids.size === 0) return queued;
  }
}

/**
 * In the worker: queues the alerts of restocked skus and hands their mails to the mail API in the
 * background. A failure is logged, never the caller's: the stock change it follows has happened.
 */
export async function alertRestocked(c: Context<AppEnv>, skus: readonly string[]): Promise<number> {
  let queued: QueuedAlertMail[];
  try {
    queued = await queueRestockAlerts(c.get("db"), skus);
  } catch (error) {
    c.get("log").error("stock alerts not queued", { skus: skus.length, ...describeError(error) });
    return 0;
  }
  if (queued.length === 0) return 0;
  const mail = createMailService(c.get("config"), c.get("db"), { log: c.get("log") });
  const delivering = Promise.all(
    queued.map((q) =>
      mail
        .deliverStored(q.id, q.message)
        .catch((error: unknown) =>
          c.get("log").warn("stock alert mail not delivered", { mailId: q.id, ...describeError(error) }),
        ),
    ),
  );
  try {
    c.executionCtx.waitUntil(delivering);
  } catch {
    // Without an execution context (unit tests) the promise still runs.
  }
  return queued.length;
}
