/**
 * Payment by redirect through the worker in Miniflare: order first, start-transaction, the sandbox's
 * hosted page, its signed webhook; and webhooks that must change nothing.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { hmacKey } from "../payment/hmac";
import { signedWebhook, type SandboxEvent } from "../payment/sandbox-webhook";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { TEST_PAYMENT_SECRET, withWorker } from "../../test/support/worker";

const worker = withWorker();
const snapshot = shippedSnapshot();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const simples = snapshot.listed.filter((p) => p.type === "simple" && p.status === 1).slice(75);
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
const stockOf = async (sku: string) =>
  Number((await db.execute({ sql: "select qty from stock_items where sku = ?", args: [sku] })).rows[0]!.qty);

/** A shopper with a cart of one product (stock 5) and an order placed for card payment. */
async function pendingOrder(): Promise<{
  who: Shopper;
  cartId: string;
  sku: string;
  order: { orderId: string; incrementId: string; grandTotal: number; status: string };
}> {
  const p = simples[next++]!;
  await db.execute({
    sql: "update stock_items set qty = 5, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [p.sku],
  });
  const who = shopper(worker);
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: p.sku, qty: 1 } });
  const methods = (await who.call("GET", `/api/cart/payment-methods?cartId=${cartId}`)).body.result as {
    code: string;
    is_redirect: boolean;
  }[];
  expect(methods.filter((m) => m.is_redirect).map((m) => m.code)).toEqual(["psp_ideal", "psp_card", "psp_bancontact"]);
  const token = (await who.call("GET", "/api/ext/payment/payment-token")).body.result as string;
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": token, cookie: who.cookie! },
    body: JSON.stringify({
      cart_id: cartId,
      products: [{ sku: p.sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        shipping_method_code: "homedelivery",
        shipping_carrier_code: "dhlparcel",
        payment_method_code: "psp_ideal",
      },
    }),
  });
  const body = (await res.json()) as {
    result: { orderId: string; incrementId: string; grandTotal: number; status: string };
  };
  expect(res.status).toBe(200);
  return { who, cartId, sku: p.sku, order: body.result };
}

async function hostedPage(who: Shopper, orderId: string): Promise<string> {
  const started = await who.call("POST", "/api/ext/payment/start-transaction", { orderId });
  expect(started.status).toBe(200);
  const url = new URL(started.body.result as string);
  expect(url.pathname).toMatch(/^\/payment\/sandbox\//);
  return url.pathname;
}

const post = (path: string) =>
  worker.fetch(path, {
    method: "POST",
    headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
const status = async (who: Shopper, orderId: string): Promise<Record<string, unknown>> =>
  (await who.call<Record<string, unknown>>("GET", `/api/ext/checkout/status?orderId=${orderId}`)).body.result;

describe("payment by redirect (sandbox)", () => {
  it("creates the order first, then marks it paid only through the verified webhook of an approval", async () => {
    const { who, order } = await pendingOrder();
    expect(order.status).toBe("pending_payment");
    expect(await status(who, order.orderId)).toMatchObject({ status: "pending_payment", paymentStatus: "open" });
    const page = await hostedPage(who, order.orderId);
    const html = await (await worker.fetch(page)).text();
    expect(html).toContain(order.incrementId);
    const approved = await post(`${page}/approve`);
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get("location")!);
    expect(back.pathname).toBe("/checkout-return");
    expect(back.searchParams.get("outcome")).toBe("approved");
    expect(await status(who, order.orderId)).toMatchObject({
      status: "placed",
      statusLabel: "Order Placed",
      paymentStatus: "paid",
    });
  });

  it("brings a declined payment back with the cart intact and the stock given back", async () => {
    const { who, cartId, sku, order } = await pendingOrder();
    expect(await stockOf(sku)).toBe(4);
    const page = await hostedPage(who, order.orderId);
    const declined = await post(`${page}/decline`);
    expect(new URL(declined.headers.get("location")!).searchParams.get("outcome")).toBe("declined");
    expect(await status(who, order.orderId)).toMatchObject({ status: "canceled", paymentStatus: "failed" });
    expect(await stockOf(sku)).toBe(5);
    const pulled = await who.call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.status).toBe(200);
    expect(pulled.body.result).toEqual([expect.objectContaining({ sku, qty: 1 })]);
  });
});

describe("webhooks that must change nothing", () => {
  const send = async (
    event: Partial<SandboxEvent> & { orderId: string; amount: number },
    secret = TEST_PAYMENT_SECRET,
  ) => {
    const key = await hmacKey(secret);
    const full: SandboxEvent = {
      providerPaymentId: "unused",
      status: "paid",
      currency: "EUR",
      eventId: crypto.randomUUID(),
      timestamp: Math.floor(Date.now() / 1000),
      ...event,
    };
    const request = await signedWebhook(key, "http://localhost/payment/webhook", full);
    return worker.fetch("/payment/webhook", {
      method: "POST",
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
  };

  it("refuses a bad signature, a stale timestamp and an amount that does not match", async () => {
    const { who, order } = await pendingOrder();
    const started = await who.call("POST", "/api/ext/payment/start-transaction", { orderId: order.orderId });
    expect(started.status).toBe(200);
    const providerPaymentId = (
      await db.execute({ sql: "select provider_payment_id from orders where id = ?", args: [order.orderId] })
    ).rows[0]!.provider_payment_id as string;
    expect(
      (
        await send(
          { orderId: order.orderId, amount: order.grandTotal, providerPaymentId },
          "another-secret-that-is-long-enough-123",
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await send({
          orderId: order.orderId,
          amount: order.grandTotal,
          providerPaymentId,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        })
      ).status,
    ).toBe(400);
    expect((await send({ orderId: order.orderId, amount: order.grandTotal + 1, providerPaymentId })).status).toBe(400);
    expect(
      (await send({ orderId: order.orderId, amount: order.grandTotal, providerPaymentId: "someone-elses" })).status,
    ).toBe(400);
    expect(await status(who, order.orderId)).toMatchObject({ status: "pending_payment", paymentStatus: "open" });

    const eventId = crypto.randomUUID();
    const first = await send({ orderId: order.orderId, amount: order.grandTotal, providerPaymentId, eventId });
    expect(await first.json()).toMatchObject({ result: "applied" });
    const duplicate = await send({ orderId: order.orderId, amount: order.grandTotal, providerPaymentId, eventId });
    expect(await duplicate.json()).toMatchObject({ result: "duplicate" });
    // A late failure after the payment changes nothing: paid stays paid.
    await send({ orderId: order.orderId, amount: order.grandTotal, providerPaymentId, status: "failed" });
    expect(await status(who, order.orderId)).toMatchObject({ status: "placed", paymentStatus: "paid" });
  });
});
