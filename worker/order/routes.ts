/**
 * The order's routes: POST /api/order (SPEC §7), GET /api/ext/checkout/status for the shopper's own
 * order, and the payment calls (routes-payment.ts: payment token, start-transaction, the webhook).
 */
import { Hono } from "hono";
import { checkoutStatusQuery, orderBody, type CheckoutStatusDto } from "../../schema/api/order";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { callerOf, type ProviderMethods } from "../cart";
import { placeOrder } from "./place";
import { findOrder } from "./repo";
import { STATUS_LABELS } from "./status";

export { createPaymentApi, createPaymentWebhook, PAYMENT_WEBHOOK_PATH } from "./routes-payment";

/** /api/order. */
export function createOrderApi(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/", validate("json", orderBody), (c) => placeOrder(c, c.req.valid("json"), provider));
  return app;
}

/** /api/ext/checkout/status?orderId=: the order and payment state after the payment redirect. */
export function createCheckoutStatusApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/status", validate("query", checkoutStatusQuery), async (c) => {
    const caller = await callerOf(c);
    const found = caller ? await findOrder(c.get("db"), c.req.valid("query").orderId) : null;
    // Another shopper's order looks exactly like one that does not exist.
    if (!found || !caller || found.order.ownerSession !== caller.tokenHash) {
      throw new AppError(404, "NOT_FOUND", translatorFor(c.get("store").code)("order.notFound"));
    }
    const { order } = found;
    c.header("Cache-Control", "no-store");
    const result: CheckoutStatusDto = {
      orderId: order.id,
      incrementId: order.incrementId,
      status: order.status,
      statusLabel: STATUS_LABELS[order.status],
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      grandTotal: order.grandTotal,
      currency: order.currency,
      pickupStore: order.pickupStore,
    };
    return c.json({ code: 200, result });
  });
  return app;
}
