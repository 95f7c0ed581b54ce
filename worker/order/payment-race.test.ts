/**
 * Approve, decline and cancel arriving together for one order (issue 35 point 7): the sandbox page's
 * three buttons at once, a webhook of another event racing them, a duplicate delivery and an
 * operator's cancel. Through the worker in Miniflare against the real test libSQL server: exactly
 * one outcome, and the stock goes back exactly once — or not at all when the payment won.
 */
// Runs alone: approve, decline and cancel raced for one order.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, describe, expect, inject, it } from "vitest";
import { hmacKey } from "../payment/hmac";
import { signedWebhook } from "../payment/sandbox-webhook";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { TEST_PAYMENT_SECRET, withWorker } from "../../test/support/worker";
import { moveOrder } from "./operator";
import { applyPaymentEvent } from "./repo-payment";
import { findOrder } from "./repo";

const worker = withWorker();
const snapshot = shippedSnapshot();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

// One variant of each of configurables 700–729: other test files sharing the database use others.
const variants = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(700, 730)
  .map((p) => snapshot.product(p.sku))
  .filter((p) => p.customOptions.every((o) => !o.required))
  .map((p) => p.children.find((c) => c.status === 1)!);
let next = 0;

const address = {
  firstname: "Jonas",
  lastname: "Weber",
  street: ["Torstraße", "12"],
  postcode: "10119",
  city: "Berlin",
  country_id: "DE",
  email: "jonas@example.com",
};
const query = async (sql: string, ...args: (string | number)[]) => (await db.execute({ sql, args })).rows;
/** One text column of one order. */
const orderField = async (orderId: string, column: "status" | "payment_status" | "provider_payment_id") =>
  (await query(`select ${column} as v from orders where id = ?`, orderId))[0]!.v as string;
const stockOf = async (sku: string) => Number((await query("select qty from stock_items where sku = ?", sku))[0]!.qty);

/** An order of 2 units (stock 5, so 3 left) waiting for its card payment, and its sandbox page. */
async function pendingOrder(): Promise<{ who: Shopper; sku: string; orderId: string; number: string; page: string }> {
  const sku = variants[next++]!.sku;
  await query("update stock_items set qty = 5, is_in_stock = 1, manage_stock = 1 where sku = ?", sku);
  const who = shopper(worker);
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 2 } })).status).toBe(200);
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID(), cookie: who.cookie! },
    body: JSON.stringify({
      cart_id: cartId,
      products: [{ sku, qty: 2 }],
      addressInformation: {
        shippingAddress: address,
        shipping_method_code: "homedelivery",
        shipping_carrier_code: "dhlparcel",
        payment_method_code: "psp_ideal",
      },
    }),
  });
  expect(res.status).toBe(200);
  const order = ((await res.json()) as { result: { orderId: string; incrementId: string } }).result;
  const started = await who.call("POST", "/api/ext/payment/start-transaction", { orderId: order.orderId });
  expect(started.status).toBe(200);
  return { who, sku, orderId: order.orderId, number: order.incrementId, page: new URL(started.body.result).pathname };
}

const press = (page: string, action: string) =>
  worker.fetch(`${page}/${action}`, {
    method: "POST",
    headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });

/** A webhook the provider might send on its own (another event id than the buttons' ones). */
async function webhook(orderId: string, paymentId: string, status: "paid" | "failed" | "canceled", eventId: string) {
  const grandTotal = Number((await query("select grand_total from orders where id = ?", orderId))[0]!.grand_total);
  const request = await signedWebhook(await hmacKey(TEST_PAYMENT_SECRET), "http://localhost/payment/webhook", {
    providerPaymentId: paymentId,
    orderId,
    status,
    amount: grandTotal,
    currency: "EUR",
    eventId,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return worker.fetch("/payment/webhook", {
    method: "POST",
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  });
}

// Fourteen orders of a dozen requests each, their outcomes raced: about a second alone, but beside
// the browser journeys and the other files on two cores, well over the default 20 s.
describe("payment outcomes arriving together", { timeout: 60_000 }, () => {
  it("end in exactly one outcome, with the stock given back exactly once when it is a cancel", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { who, sku, orderId, number, page } = await pendingOrder();
      expect(await stockOf(sku)).toBe(3);
      const paymentId = await orderField(orderId, "provider_payment_id");
      const order = drizzle(db);
      await Promise.all([
        press(page, "approve"),
        press(page, "decline"),
        press(page, "cancel"),
        press(page, "decline"), // the same event delivered twice
        webhook(orderId, paymentId, round % 2 === 0 ? "failed" : "paid", `${paymentId}:late-${round}`),
        webhook(orderId, paymentId, "canceled", `${paymentId}:other-${round}`),
        moveOrder(order, number, "canceled"),
      ]);
      const status = await orderField(orderId, "status");
      expect(["placed", "canceled"]).toContain(status);
      outcomes.add(status);
      // Placed: the 2 units stay taken. Canceled: they came back once — never twice.
      expect(await stockOf(sku)).toBe(status === "placed" ? 3 : 5);
      const cart = await who.call("GET", `/api/ext/checkout/status?orderId=${orderId}`);
      expect(cart.body.result.status).toBe(status);
      if (status === "placed") expect(await orderField(orderId, "payment_status")).toBe("paid");
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it("gives the stock back once for two cancel events stamped with the same millisecond", async () => {
    // The old guard recognised "this batch canceled it" by status and updated_at = this request's
    // clock: two events in one millisecond both gave the stock back (7 of 5). Driven directly, so the
    // millisecond is certain.
    const { sku, orderId } = await pendingOrder();
    const orm = drizzle(db);
    const found = (await findOrder(orm, orderId))!;
    const now = new Date();
    await Promise.all(
      (["failed", "canceled", "expired"] as const).map((payment) =>
        applyPaymentEvent(orm, found.order, found.items, {
          eventId: `same-ms-${payment}-${orderId}`,
          payment,
          next: "canceled",
          now,
        }),
      ),
    );
    expect(await orderField(orderId, "status")).toBe("canceled");
    expect(await stockOf(sku)).toBe(5);
  });

  it("gives the stock back once when two cancels of one order arrive in the same moment", async () => {
    for (let round = 0; round < 4; round++) {
      const { sku, orderId, page } = await pendingOrder();
      const paymentId = await orderField(orderId, "provider_payment_id");
      await Promise.all([
        press(page, "decline"),
        press(page, "cancel"),
        webhook(orderId, paymentId, "failed", `${paymentId}:a-${round}`),
        webhook(orderId, paymentId, "canceled", `${paymentId}:b-${round}`),
      ]);
      expect(await orderField(orderId, "status")).toBe("canceled");
      expect(await stockOf(sku)).toBe(5);
    }
  });
});
