/**
 * What back-in-stock alerts do, shared by the API and the pages: sign up for a sold-out size (a
 * customer with one click, a guest with double opt-in), confirm, and stop every alert of an address
 * from a back-in-stock mail. The restock side is restock.ts.
 */
import type { Context } from "hono";
import { getStoreView, isStoreCode, type StoreCode } from "../../domain/store-views";
import type { StockAlertResult } from "../../schema/api/stock-alerts";
import { findSellable, sellableUrl } from "../catalog";
import { translatorFor, type AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { clientIp, hitStatement, retryAfter, tooManyRequests } from "../http/rate-limit";
import { linkOrigin } from "../http/shop-origin";
import { describeError } from "../logging/logger";
import { createMailService, outboxWhenStatement, type MailMessage } from "../mail";
import { hashToken, isWellFormedToken, newToken, randomId, sha256Hex } from "../session/token";
import {
  STOCK_ALERT_ADDRESS_LIMIT,
  STOCK_ALERT_CONFIRM_TTL_MS,
  STOCK_ALERT_IP_LIMIT,
  STOCK_ALERT_MAIL_INTERVAL_MS,
} from "./limits";
import { confirmAlertMail, stockAlertLink } from "./mails";
import {
  alertByUnsubscribeHash,
  confirmByHash,
  customerEmailStatement,
  liveAlertStatement,
  pendingByConfirmHash,
  stockRowStatement,
  unsubscribeByHash,
  upsertActiveStatement,
  upsertPendingStatement,
  holdsConfirmHash,
  type AlertRecord,
  type NewAlert,
} from "./repo";
import { alertRestocked } from "./restock";

/** Addresses are kept and compared in lower case, without surrounding spaces. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The store view a sign-up names (`?storeCode=`, Vue Storefront's header), else the request's. */
export function askedStore(c: Context<AppEnv>, asked: string | undefined): StoreCode {
  const code = asked ?? c.req.header("x-vs-store-code");
  return code && isStoreCode(code) ? code : c.get("store").code;
}

/** What the alert's mails will name, from the catalogue: 404 for an unknown sku, 400 for a product without its size. */
async function describeSku(c: Context<AppEnv>, sku: string, store: StoreCode) {
  const t = translatorFor(store);
  const catalog = c.get("catalog");
  const item = await findSellable(catalog, sku);
  if (!item) {
    const own = await catalog.product(sku);
    if (own?.type === "configurable" && own.status === 1)
      throw new AppError(400, "INVALID_INPUT", t("stockAlert.chooseSize"), {
        sku: "is a product, not one of its sizes",
      });
    throw new AppError(404, "NOT_FOUND", t("stockAlert.unknownProduct"), { sku: "is not a product of this shop" });
  }
  const { data } = await catalog.get();
  const label = (code: string, value: string) =>
    data.attributesByCode.get(code)?.options.find((o) => o.value === value)?.label[store] ?? value;
  const options = item.variant?.options ?? {};
  const sizeLabel =
    "size" in options
      ? label("size", options.size)
      : Object.entries(options)
          .map(([code, value]) => label(code, value))
          .join(" / ") || t("stockAlert.noSize");
  return { productName: item.product.name[store], sizeLabel, productPath: sellableUrl(item, getStoreView(store)) };
}

/** Hands a message already queued in the caller's batch to the mail API in the background. */
function deliver(c: Context<AppEnv>, id: string, message: MailMessage): void {
  const delivering = createMailService(c.get("config"), c.get("db"), { log: c.get("log") })
    .deliverStored(id, message)
    .catch((error: unknown) =>
      c.get("log").warn("stock alert mail not delivered", { mailId: id, ...describeError(error) }),
    );
  try {
    c.executionCtx.waitUntil(delivering);
  } catch {
    // Without an execution context (unit tests) the promise still runs.
  }
}

/**
 * A sign-up for a sold-out size. A signed-in customer's alert is active at once (their account's
 * address); a guest's is pending until the link of the mail is followed, and the answer is the same
 * whether or not the address asked before (an active alert is left as it is, without a mail).
 * The limits count every attempt of the client and of the address, beside the lookups, in one batch.
 */
export async function subscribe(
  c: Context<AppEnv>,
  body: { sku: string; email?: string | undefined },
  store: StoreCode,
): Promise<StockAlertResult> {
  const t = translatorFor(store);
  // The mails' links: asked first, so a shop without PUBLIC_ORIGIN refuses every sign-up alike.
  const origin = linkOrigin(c);
  const sku = body.sku.trim();
  const described = await describeSku(c, sku, store);
  const session = await c.get("session").current();
  const customerId = session.kind === "customer" ? session.customerId : null;
  if (customerId === null && !body.email)
    throw new AppError(400, "INVALID_INPUT", t("stockAlert.emailRequired"), { email: "Field is required" });
  const db = c.get("db");
  const now = new Date();
  const guestEmail = body.email ? normalizeEmail(body.email) : "";
  const addressKey =
    customerId !== null ? `stock-alert:customer:${customerId}` : `stock-alert:addr:${await sha256Hex(guestEmail)}`;
  const [client, address, stock, account, live] = await db.batch([
    hitStatement(db, `stock-alert:ip:${clientIp((name) => c.req.header(name))}`, STOCK_ALERT_IP_LIMIT, now),
    hitStatement(db, addressKey, STOCK_ALERT_ADDRESS_LIMIT, now),
    stockRowStatement(db, sku),
    customerEmailStatement(db, customerId ?? -1),
    liveAlertStatement(db, guestEmail, sku),
  ]);
  const wait =
    retryAfter(client[0], STOCK_ALERT_IP_LIMIT, now) ?? retryAfter(address[0], STOCK_ALERT_ADDRESS_LIMIT, now);
  if (wait !== null) throw tooManyRequests(c, wait, t("stockAlert.tooMany"));
  const row = stock[0];
  if (!row) throw new AppError(404, "NOT_FOUND", t("stockAlert.unknownProduct"), { sku: "has no stock in this shop" });
  if (!row.manageStock || (row.isInStock && row.qty > 0))
    throw new AppError(400, "INVALID_INPUT", t("stockAlert.inStock"), { sku: "is in stock" });

  const email = customerId !== null ? account[0]?.email : guestEmail;
  if (!email) throw new AppError(400, "INVALID_INPUT", t("stockAlert.emailRequired"), { email: "Field is required" });
  const alert: NewAlert = {
    id: randomId(16),
    email: normalizeEmail(email),
    sku,
    store,
    customerId,
    origin,
    now,
    ...described,
  };
  if (customerId !== null) {
    await upsertActiveStatement(db, alert);
    // A restock that read its alerts just before this one was written would miss it: look once more.
    await alertRestocked(c, [sku]);
    return { sku, confirmationRequired: false, message: t("stockAlert.active") };
  }
  const answer: StockAlertResult = { sku, confirmationRequired: true, message: t("stockAlert.checkInbox") };
  if (live[0]?.status === "active") return answer;
  const token = newToken();
  const message = confirmAlertMail(
    { to: alert.email, store, productName: alert.productName, sizeLabel: alert.sizeLabel },
    stockAlertLink(origin, store, "confirm", token),
    `${origin}${alert.productPath}`,
  );
  const mailId = crypto.randomUUID();
  const confirmHash = await hashToken(token);
  // The mail is queued only when this upsert wrote its token: not for an alert mailed a moment ago.
  const [, queued] = await db.batch([
    upsertPendingStatement(db, alert, confirmHash, new Date(now.getTime() - STOCK_ALERT_MAIL_INTERVAL_MS)),
    outboxWhenStatement(db, mailId, message, now, holdsConfirmHash(confirmHash)),
  ]);
  if (queued.rowsAffected === 1) deliver(c, mailId, message);
  return answer;
}

/** What a link of a mail leads to: the alert, or why not. */
export type LinkLookup = { ok: true; alert: AlertRecord } | { ok: false };

const confirmSince = () => new Date(Date.now() - STOCK_ALERT_CONFIRM_TTL_MS);

/** The pending alert a confirmation link names (GET shows it with a button; only the POST confirms). */
export async function pendingOfToken(c: Context<AppEnv>, token: string): Promise<LinkLookup> {
  if (!isWellFormedToken(token)) return { ok: false };
  const alert = await pendingByConfirmHash(c.get("db"), await hashToken(token), confirmSince());
  return alert ? { ok: true, alert } : { ok: false };
}

/**
 * The double opt-in, in one statement (a link used twice confirms once). A size that came back while
 * the mail was on its way is announced at once.
 */
export async function confirm(c: Context<AppEnv>, token: string): Promise<LinkLookup> {
  if (!isWellFormedToken(token)) return { ok: false };
  const alert = await confirmByHash(c.get("db"), await hashToken(token), confirmSince(), new Date());
  if (!alert) return { ok: false };
  await alertRestocked(c, [alert.sku]);
  return { ok: true, alert };
}

/** The alert an unsubscribe link (of a back-in-stock mail) names. */
export async function alertOfUnsubscribeToken(c: Context<AppEnv>, token: string): Promise<LinkLookup> {
  if (!isWellFormedToken(token)) return { ok: false };
  const alert = await alertByUnsubscribeHash(c.get("db"), await hashToken(token));
  return alert ? { ok: true, alert } : { ok: false };
}

/** Stops every live alert of the address the link's mail went to; null for a link that is no link of ours. */
export async function unsubscribe(c: Context<AppEnv>, token: string): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  return unsubscribeByHash(c.get("db"), await hashToken(token), new Date());
}
