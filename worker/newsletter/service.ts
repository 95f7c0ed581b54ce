/**
 * What the newsletter does (SPEC §4 states unknown / subscribed / unsubscribed), shared by the
 * JSON API and the pages: sign up with double opt-in, confirm (issuing the one welcome coupon
 * through the cart), unsubscribe by the token of any newsletter e-mail, and the status for a
 * caller who proves the address is theirs.
 */
import type { Context } from "hono";
import { NEWSLETTER_COUPON_PERCENT } from "../../schema/constants";
import type { NewsletterState } from "../../schema/api/newsletter";
import type { StoreCode } from "../../domain/store-views";
import { issueCouponStatement, newCouponCode } from "../cart";
import type { AppEnv } from "../context";
import { isCheckViolation } from "../db/faults";
import { describeError } from "../logging/logger";
import { createMailService, outboxStatement, type MailMessage } from "../mail";
import { linkOrigin } from "../http/shop-origin";
import { hashToken, isWellFormedToken, newToken, randomId } from "../session/token";
import { alreadySubscribedMail, confirmMail, newsletterLink, welcomeMail } from "./mails";
import {
  confirmStatement,
  dropConfirmTokensStatement,
  findSubscriber,
  findToken,
  insertTokenStatement,
  unsubscribe,
  upsertPendingStatement,
  spendTokenStatement,
  type SubscriberRecord,
} from "./repo";

/** Our own limits (not in the SPEC): a double opt-in link is valid 48 hours; one mail per address per minute. */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
export const NEWSLETTER_MAIL_INTERVAL_MS = 60 * 1000;

/** Addresses are kept and compared in lower case, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Hands a message already queued in the caller's batch to the mail API in the background. */
function deliver(c: Context<AppEnv>, id: string, message: MailMessage): void {
  const delivering = createMailService(c.get("config"), c.get("db"), { log: c.get("log") })
    .deliverStored(id, message)
    .catch((error: unknown) =>
      c.get("log").warn("newsletter mail not delivered", { mailId: id, ...describeError(error) }),
    );
  try {
    c.executionCtx.waitUntil(delivering);
  } catch {
    // Without an execution context (unit tests) the promise still runs.
  }
}

/** A fresh unsubscribe token for a mail about to be queued: the raw token for the link, its hash for the row. */
async function unsubscribeToken(origin: string, store: SubscriberRecord["store"]) {
  const token = newToken();
  return { hash: await hashToken(token), url: newsletterLink(origin, store, "unsubscribe", token) };
}

/**
 * A sign-up. Whatever the address's state, the caller learns nothing (no enumeration): a new or
 * unsubscribed address gets the double opt-in mail, a pending one a fresh link (earlier links stop
 * working), a subscribed one a note that nothing changed. One mail per address per minute at most.
 */
export async function subscribe(c: Context<AppEnv>, rawEmail: string, store: StoreCode): Promise<void> {
  // The mail's links: asked first, so a shop without PUBLIC_ORIGIN refuses every address alike.
  const origin = linkOrigin(c);
  const db = c.get("db");
  const email = normalizeEmail(rawEmail);
  const now = new Date();
  const existing = await findSubscriber(db, email);
  if (existing?.lastMailAt && now.getTime() - existing.lastMailAt.getTime() < NEWSLETTER_MAIL_INTERVAL_MS) return;
  const unsubscribeLink = await unsubscribeToken(origin, store);
  const statements = [
    upsertPendingStatement(db, { id: randomId(16), email, store, now }),
    insertTokenStatement(db, { tokenHash: unsubscribeLink.hash, email, purpose: "unsubscribe", expiresAt: null, now }),
  ] as const;
  let message: MailMessage;
  let confirm: ReturnType<typeof insertTokenStatement>[] = [];
  if (existing?.status === "subscribed") {
    message = alreadySubscribedMail(email, store, unsubscribeLink.url);
  } else {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS);
    confirm = [
      insertTokenStatement(db, { tokenHash: await hashToken(token), email, purpose: "confirm", expiresAt, now }),
    ];
    message = confirmMail(email, store, newsletterLink(origin, store, "confirm", token), unsubscribeLink.url);
  }
  const mailId = crypto.randomUUID();
  await db.batch([
    ...statements,
    ...(confirm.length > 0 ? [dropConfirmTokensStatement(db, email), ...confirm] : []),
    outboxStatement(db, mailId, message, now),
  ]);
  deliver(c, mailId, message);
}

export type LinkProblem = "invalid" | "expired";

/** What following a double opt-in link did: the welcome coupon's code when this confirmation issued it. */
export type ConfirmOutcome = { ok: true; couponCode: string | null } | { ok: false; problem: LinkProblem };

/**
 * The double opt-in (German law expects it): a valid, unused, unexpired link subscribes the address
 * and, the first time ever, issues its single-use 10 % coupon and mails it — all in one batch.
 */
export async function confirm(c: Context<AppEnv>, token: string): Promise<ConfirmOutcome> {
  const origin = linkOrigin(c);
  const db = c.get("db");
  if (!isWellFormedToken(token)) return { ok: false, problem: "invalid" };
  const tokenHash = await hashToken(token);
  const found = await findToken(db, tokenHash, "confirm");
  const now = new Date();
  if (!found || found.uses > 0) return { ok: false, problem: "invalid" };
  if (!found.expiresAt || found.expiresAt <= now) return { ok: false, problem: "expired" };
  const subscriber = found.subscriber;
  const issue = subscriber.couponCode === null;
  const couponCode = subscriber.couponCode ?? newCouponCode("WELCOME10");
  const unsubscribeLink = await unsubscribeToken(origin, subscriber.store);
  const message = welcomeMail(subscriber.email, subscriber.store, issue ? couponCode : null, unsubscribeLink.url);
  const mailId = crypto.randomUUID();
  try {
    await db.batch([
      spendTokenStatement(db, tokenHash),
      confirmStatement(db, subscriber.id, couponCode, now),
      ...(issue
        ? [
            issueCouponStatement(
              db,
              {
                code: couponCode,
                kind: "percent",
                value: NEWSLETTER_COUPON_PERCENT,
                usageLimit: 1,
                description: "Newsletter welcome coupon",
              },
              now,
            ),
          ]
        : []),
      insertTokenStatement(db, {
        tokenHash: unsubscribeLink.hash,
        email: subscriber.email,
        purpose: "unsubscribe",
        expiresAt: null,
        now,
      }),
      outboxStatement(db, mailId, message, now),
    ]);
  } catch (error) {
    // The same link followed twice at once: the second batch broke the single-use check and did nothing.
    if (isCheckViolation(error, "newsletter_tokens_confirm_once")) return { ok: false, problem: "invalid" };
    throw error;
  }
  deliver(c, mailId, message);
  return { ok: true, couponCode: issue ? couponCode : null };
}

/** What following an unsubscribe link did (SPEC §4: it acts only if subscribed). */
export type UnsubscribeOutcome =
  | { ok: true; email: string }
  | { ok: false; problem: "invalid" }
  | { ok: false; problem: "notSubscribed"; email: string };

/** The subscriber an unsubscribe token belongs to (optionally only if it is that address's). */
export async function subscriberOfToken(
  c: Context<AppEnv>,
  token: string,
  email?: string,
): Promise<SubscriberRecord | null> {
  if (!isWellFormedToken(token)) return null;
  const found = await findToken(c.get("db"), await hashToken(token), "unsubscribe");
  if (!found || (email !== undefined && found.subscriber.email !== normalizeEmail(email))) return null;
  return found.subscriber;
}

/** Unsubscribes the owner of an unsubscribe token (from any newsletter mail; no login needed). */
export async function unsubscribeByToken(
  c: Context<AppEnv>,
  token: string,
  email?: string,
): Promise<UnsubscribeOutcome> {
  const subscriber = await subscriberOfToken(c, token, email);
  if (!subscriber) return { ok: false, problem: "invalid" };
  if (subscriber.status !== "subscribed" || !(await unsubscribe(c.get("db"), subscriber.id, new Date())))
    return { ok: false, problem: "notSubscribed", email: subscriber.email };
  return { ok: true, email: subscriber.email };
}

/** SPEC §4 state of an address for a caller who holds one of its tokens; "unknown" for anyone else. */
export async function stateOf(c: Context<AppEnv>, email: string, token?: string): Promise<NewsletterState> {
  if (!token) return "unknown";
  const subscriber = await subscriberOfToken(c, token, email);
  if (!subscriber) return "unknown";
  return subscriber.status === "subscribed" ? "subscribed" : "unsubscribed";
}
