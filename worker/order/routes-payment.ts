/**
 * SPEC §4 payment by redirect, around the payment adapter: a payment token (the idempotency key of
 * the order about to be placed), start-transaction for a pending order (the provider's redirect
 * address), and the webhook that alone marks an order paid — verified, amount and currency checked,
 * applied once.
 */
import { Hono, type Context } from "hono";
import { startTransactionBody } from "../../schema/api/payment";
import { storePath } from "../../domain/urls";
import { getStoreView } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { describeError } from "../logging/logger";
import { linkOrigin } from "../http/shop-origin";
import { callerOf } from "../cart";
import { createPaymentProvider, PaymentProviderError, providerMethodCode, type VerifiedPayment } from "../payment";
import { alertRestocked } from "../stock-alerts";
import { queueConfirmation } from "./confirmation-mail";
import { applyPaymentEvent, setProviderPayment } from "./repo-payment";
import { findOrder } from "./repo";
import { afterPayment } from "./status";

/** Where the provider calls back; outside /api because Mollie posts a form, not JSON. */
export const PAYMENT_WEBHOOK_PATH = "/payment/webhook";

/** /api/ext/payment: payment-token and start-transaction. */
export function createPaymentApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // SPEC §4: fetched before the order is placed; the client sends it as the order's Idempotency-Key.
  app.get("/payment-token", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200, result: crypto.randomUUID() });
  });

  app.post("/start-transaction", validate("json", startTransactionBody), async (c) => {
    const { orderId } = c.req.valid("json");
    const caller = await callerOf(c);
    const found = caller ? await findOrder(c.get("db"), orderId) : null;
    const t = translatorFor(c.get("store").code);
    if (!found || !caller || found.order.ownerSession !== caller.tokenHash)
      throw new AppError(404, "NOT_FOUND", t("order.notFound"));
    const { order } = found;
    const method = providerMethodCode(order.paymentMethod);
    if (order.status !== "pending_payment" || !method) throw new AppError(409, "CONFLICT", t("order.notPayable"));
    const store = getStoreView(order.store, c.get("config").EN_TAX_COUNTRY);
    const origin = linkOrigin(c);
    try {
      const payment = await createPaymentProvider(c.get("config")).createPayment({
        orderId: order.id,
        incrementId: order.incrementId,
        amountCents: order.grandTotal,
        currency: "EUR",
        description: `Atelier Noord ${order.incrementId}`,
        method,
        locale: store.locale,
        returnUrl: `${origin}${storePath(store.code, "/checkout-return")}?orderId=${order.id}`,
        webhookUrl: `${origin}${PAYMENT_WEBHOOK_PATH}`,
        idempotencyKey: `${order.id}:1`,
      });
      await setProviderPayment(c.get("db"), order.id, payment.providerPaymentId);
      return c.json({ code: 200, result: payment.redirectUrl });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.retryable) {
        c.get("log").warn("payment provider unavailable", describeError(error));
        throw new AppError(503, "SERVICE_UNAVAILABLE", t("order.paymentUnavailableNow"));
      }
      throw error;
    }
  });
  return app;
}

/** Applies a verified payment to its order; answers what happened, for the log and the tests. */
export async function applyVerifiedPayment(
  c: Context<AppEnv>,
  verified: VerifiedPayment,
): Promise<"applied" | "duplicate" | "ignored" | "mismatch"> {
  const found = await findOrder(c.get("db"), verified.orderId);
  if (!found) return "ignored";
  const { order, items } = found;
  if (order.providerPaymentId && order.providerPaymentId !== verified.providerPaymentId) return "mismatch";
  if (verified.amountCents !== order.grandTotal || verified.currency !== order.currency) return "mismatch";
  if (verified.status === "open") return "ignored";
  // Where the event takes a pending order; whether the order is still pending is decided in the
  // write itself (compare-and-set), not by the read above, which a concurrent event may have outdated.
  const next = afterPayment("pending_payment", verified.status);
  if (!next) return "ignored";
  const outcome = await applyPaymentEvent(c.get("db"), order, items, {
    eventId: verified.eventId,
    payment: verified.status,
    next,
    now: new Date(),
  });
  if (outcome === "moved" && next === "placed") queueConfirmation(c, order.id);
  // A failed payment gave the web stock back: shoppers waiting for those sizes hear of it (a click &
  // collect order gave its store's stock back, which no alert waits for).
  if (outcome === "moved" && next === "canceled" && !order.pickupStore)
    await alertRestocked(c, [
      ...new Set(items.flatMap((item) => (item.stockClaims as { sku: string }[]).map((claim) => claim.sku))),
    ]);
  return outcome === "duplicate" ? "duplicate" : "applied";
}

/** POST /payment/webhook: only a verified event changes an order, and each event changes it once. */
export function createPaymentWebhook(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    const provider = createPaymentProvider(c.get("config"));
    let verified: VerifiedPayment | null;
    try {
      verified = await provider.verifyWebhook(c.req.raw);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.retryable)
        throw new AppError(503, "SERVICE_UNAVAILABLE", "Payment provider unavailable");
      throw error;
    }
    if (!verified) {
      c.get("log").warn("payment webhook refused: not verified");
      // Mollie is answered 200 (which ids exist is not revealed); the sandbox hears why.
      return provider.name === "mollie"
        ? c.text("", 200)
        : c.json({ code: 400, result: { errorMessage: "Webhook not verified", errorCode: "BAD_REQUEST" } }, 400);
    }
    const outcome = await applyVerifiedPayment(c, verified);
    c.get("log").info("payment webhook", { orderId: verified.orderId, status: verified.status, outcome });
    if (outcome === "mismatch")
      return c.json(
        { code: 400, result: { errorMessage: "Payment does not match the order", errorCode: "BAD_REQUEST" } },
        400,
      );
    return c.json({ code: 200, result: outcome });
  });
  return app;
}
