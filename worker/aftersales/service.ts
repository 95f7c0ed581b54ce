/**
 * What after-sales does, shared by the API, the pages and the operator tools: the guest's lookup
 * (uniform answer, rate-limited), the after-sales view of an order, a shopper's return request, and
 * the operator's shipping and return moves (each idempotent, each with its e-mail in the order's language).
 */
import type { Context } from "hono";
import { isStoreCode, type StoreCode } from "../../domain/store-views";
import type { MessageKey } from "../../client/i18n/messages/types";
import type { AfterSalesDto, ReturnReason, ReturnRequestBody, ShipCarrier } from "../../schema/api/aftersales";
import { translatorFor, type AppEnv } from "../context";
import type { Database } from "../db/client";
import { AppError } from "../errors/app-error";
import { describeError } from "../logging/logger";
import { createMailService, type MailMessage } from "../mail";
import { clientIp, hitKeysStatement, minutesOf, retryAfter, tooManyRequests } from "../http/rate-limit";
import { CARRIERS, normalizeTracking, trackingUrl, validTracking } from "./carriers";
import { grantOrder } from "./grant";
import { LOOKUP_IP_LIMIT, LOOKUP_ORDER_LIMIT, lookupKeys } from "./limits";
import { returnMail, shippedMail } from "./mails";
import {
  insertReturn,
  lookupStatement,
  markDelivered,
  moveReturnStatement,
  readAfterSales,
  readReturn,
  shipStatement,
  type AfterSalesRecord,
} from "./repo";
import { newReturnNumber, returnableQty, returnDeadline, returnMove, windowStart } from "./rules";

/** The language of an answer: the API's `?storeCode=` or `x-vs-store-code` (as Vue Storefront sends it), else the path's. */
function say(c: Context<AppEnv>, key: MessageKey, params?: Record<string, string | number>) {
  const asked = c.req.path.startsWith("/api/")
    ? (c.req.query("storeCode") ?? c.req.header("x-vs-store-code"))
    : undefined;
  return (asked && isStoreCode(asked) ? translatorFor(asked) : c.get("t"))(key, params);
}
type Address = { postcode?: string; country_id?: string } | null;

/** An e-mail written to the outbox in the same batch as what it reports, still to be handed to the mail API. */
export interface QueuedMail {
  id: string;
  message: MailMessage;
}

/** Hands a queued e-mail to the mail API in the background (the http provider; the outbox provider keeps it). */
export function deliverLater(c: Context<AppEnv>, mail: QueuedMail | undefined): void {
  if (!mail) return;
  const delivering = createMailService(c.get("config"), c.get("db"), { log: c.get("log") })
    .deliverStored(mail.id, mail.message)
    .catch((error: unknown) =>
      c.get("log").warn("after-sales mail not delivered", { mailId: mail.id, ...describeError(error) }),
    );
  try {
    c.executionCtx.waitUntil(delivering);
  } catch {
    // Without an execution context (unit tests) the promise still runs.
  }
}

/** The shopper's view of an order's parcel, returns and what may still go back. */
export function afterSalesDto(record: AfterSalesRecord, now: Date): AfterSalesDto {
  const { order, lines, shipment } = record;
  const deadline = returnDeadline(shipment);
  const open = deadline !== null && deadline.getTime() >= now.getTime() && order.status !== "canceled";
  const left = returnableQty(lines, record.returned);
  const names = new Map(lines.map((l) => [l.id, l]));
  return {
    orderNumber: order.incrementId,
    shipment: shipment && {
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: trackingUrl(
        shipment.carrier,
        shipment.trackingNumber,
        order.shippingAddress as Address,
        order.store,
      ),
      shippedAt: shipment.shippedAt.toISOString(),
      deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
    },
    returns: record.returns.map((r) => ({
      number: r.number,
      status: r.status,
      reason: r.reason as ReturnReason,
      createdAt: r.createdAt.toISOString(),
      lines: record.returned
        .filter((l) => l.returnNumber === r.number)
        .map((l) => ({
          itemId: l.orderItemId,
          sku: names.get(l.orderItemId)?.sku ?? "",
          name: names.get(l.orderItemId)?.name ?? "",
          qty: l.qty,
        })),
    })),
    returnable: lines.map((l) => ({
      itemId: l.id,
      sku: l.sku,
      name: l.name,
      qty: open ? Math.max(0, left.get(l.id) ?? 0) : 0,
    })),
    returnUntil: deadline?.toISOString() ?? null,
  };
}

/**
 * A guest's lookup: one batch counts the attempt (per IP and per order number) and reads the order
 * by number and e-mail. A wrong number, a wrong e-mail and an unknown order get the same 404 after
 * the same work; a right one sets the signed grant and answers the order id.
 */
export async function lookupOrder(c: Context<AppEnv>, orderNumber: string, email: string): Promise<string> {
  const db = c.get("db");
  const now = new Date();
  const ip = clientIp((name) => c.req.header(name));
  const keys = [lookupKeys.ip(ip), lookupKeys.order(orderNumber)];
  const [counted, found] = await db.batch([
    hitKeysStatement(db, keys, LOOKUP_IP_LIMIT.windowMs, now),
    lookupStatement(db, orderNumber, email),
  ]);
  const waits = [
    retryAfter(
      counted.find((r) => r.key === keys[0]),
      LOOKUP_IP_LIMIT,
      now,
    ),
    retryAfter(
      counted.find((r) => r.key === keys[1]),
      LOOKUP_ORDER_LIMIT,
      now,
    ),
  ].filter((s): s is number => s !== null);
  if (waits.length > 0) {
    const seconds = Math.max(...waits);
    throw tooManyRequests(c, seconds, say(c, "aftersales.lookup.tooMany", { minutes: minutesOf(seconds) }));
  }
  const orderId = found[0]?.id;
  if (!orderId) throw new AppError(404, "NOT_FOUND", say(c, "aftersales.lookup.notFound"));
  if (!(await grantOrder(c, orderId, now)))
    throw new AppError(503, "SERVICE_UNAVAILABLE", say(c, "aftersales.lookup.unavailable"));
  return orderId;
}

/** The after-sales view of an order by id, or a customer's by its number (one round trip). */
export async function afterSalesOf(
  db: Database,
  which: string | { customerId: number; orderNumber: string },
  now = new Date(),
) {
  const record = await readAfterSales(db, which);
  return record ? { record, dto: afterSalesDto(record, now) } : null;
}

/** Why a return was refused; `problem` names the message (pages put it in their redirect). */
export type ReturnProblem = "notShipped" | "window" | "noLines" | "noReason" | "tooMany" | "already";
const PROBLEM_STATUS = {
  notShipped: 422,
  window: 422,
  noLines: 400,
  noReason: 400,
  tooMany: 400,
  already: 409,
} as const;

export class ReturnRefused extends AppError {
  constructor(
    message: string,
    readonly problem: ReturnProblem,
    fields?: Record<string, string>,
  ) {
    const status = PROBLEM_STATUS[problem];
    super(status, status === 409 ? "CONFLICT" : status === 422 ? "UNPROCESSABLE" : "INVALID_INPUT", message, fields);
  }
}
const refused = (c: Context<AppEnv>, problem: ReturnProblem, fields?: Record<string, string>) =>
  new ReturnRefused(say(c, `aftersales.returns.${problem}`), problem, fields);

/**
 * A return of some of the order's lines. The checks here give the shopper the right message; the
 * write checks window and quantities again inside its own batch, so a request racing another for
 * the same lines loses with 409 and nothing is written twice.
 */
export async function requestReturn(c: Context<AppEnv>, orderId: string, body: Omit<ReturnRequestBody, "orderNumber">) {
  const db = c.get("db");
  const now = new Date();
  const record = await readAfterSales(db, orderId);
  if (!record) throw new AppError(404, "NOT_FOUND", say(c, "aftersales.returns.unknownOrder"));
  const deadline = returnDeadline(record.shipment);
  if (!deadline || record.order.status === "canceled") throw refused(c, "notShipped");
  if (deadline.getTime() < now.getTime()) throw refused(c, "window");
  const left = returnableQty(record.lines, record.returned);
  for (const line of body.lines) {
    const ordered = record.lines.find((l) => l.id === line.itemId);
    if (!ordered) throw refused(c, "noLines", { lines: `${line.itemId} is not a line of this order` });
    if (line.qty > ordered.qty) throw refused(c, "tooMany", { lines: `at most ${ordered.qty} of line ${line.itemId}` });
    if (line.qty > (left.get(line.itemId) ?? 0)) throw refused(c, "already");
  }
  const number = newReturnNumber();
  const names = body.lines.map((l) => ({ name: record.lines.find((o) => o.id === l.itemId)!.name, qty: l.qty }));
  const mail = returnMail(
    record.order.email,
    record.order.store,
    "requested",
    { ret: number, order: record.order.incrementId },
    names,
  );
  const queued = { id: crypto.randomUUID(), message: mail };
  const written = await insertReturn(db, {
    number,
    orderId,
    reason: body.reason,
    lines: body.lines,
    now,
    since: windowStart(now),
    mail: queued,
  });
  if (!written) throw refused(c, "already");
  deliverLater(c, queued);
  return { number, status: "requested" as const };
}

/** The operator ships an order: carrier, tracking number (checked against the carrier's shapes). */
export async function shipOrder(
  db: Database,
  order: { id: string; incrementId: string; status: string; email: string; store: StoreCode; shippingAddress: unknown },
  carrier: ShipCarrier,
  rawTracking: string,
): Promise<
  | { ok: true; changed: boolean; trackingUrl: string; mail?: QueuedMail }
  | { ok: false; reason: string; status: 400 | 409 }
> {
  const code = normalizeTracking(rawTracking);
  if (!validTracking(carrier, code))
    return {
      ok: false,
      status: 400,
      reason: `${code} is not a ${CARRIERS[carrier].name} tracking number (such as ${CARRIERS[carrier].example})`,
    };
  if (order.status !== "placed" && order.status !== "processed")
    return {
      ok: false,
      status: 409,
      reason: `order ${order.incrementId} is ${order.status}: only placed or processed orders ship`,
    };
  const url = trackingUrl(carrier, code, order.shippingAddress as Address, order.store);
  const now = new Date();
  const mail = shippedMail(order.email, order.store, order.incrementId, { carrier: CARRIERS[carrier].name, code, url });
  const queued = { id: crypto.randomUUID(), message: mail };
  const changed = await shipStatement(db, { orderId: order.id, carrier, trackingNumber: code, now, mail: queued });
  return { ok: true, changed, trackingUrl: url, ...(changed ? { mail: queued } : {}) };
}

/** The operator marks an order's parcel delivered (the return window counts from then). */
export const deliverOrder = (db: Database, orderId: string) => markDelivered(db, orderId, new Date());

/** The operator moves a return one step (received, then refunded); repeating a step changes nothing. */
export async function moveReturn(
  db: Database,
  number: string,
  to: "received" | "refunded",
): Promise<{ ok: true; changed: boolean; mail?: QueuedMail } | { ok: false; reason: string; status: 404 | 409 }> {
  const found = await readReturn(db, number.trim().toUpperCase());
  if (!found) return { ok: false, reason: `no return ${number}`, status: 404 };
  const step = returnMove(found.ret.status, to);
  if (step === "same") return { ok: true, changed: false };
  if (step === "refused")
    return {
      ok: false,
      reason: `return ${found.ret.number} is ${found.ret.status}: it cannot be marked ${to}`,
      status: 409,
    };
  const mail = returnMail(
    found.order.email,
    found.order.store,
    to,
    { ret: found.ret.number, order: found.order.incrementId },
    found.lines,
  );
  const queued = { id: crypto.randomUUID(), message: mail };
  const moved = await moveReturnStatement(db, found.ret.number, found.ret.status, to, new Date(), queued);
  // Lost to a concurrent move: it is where this one wanted it, or further on.
  return { ok: true, changed: moved, ...(moved ? { mail: queued } : {}) };
}
