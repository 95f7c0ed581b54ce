/**
 * An order that was placed is never reported as failed (issue 35 point 7), through the worker in
 * Miniflare and a proxy in front of the real test libSQL server that holds the order's write past
 * the worker's deadline and delivers it late: the first answer is ORDER_PENDING (retry), and the
 * replay with the same idempotency key answers the one order that exists — never a second one,
 * never a failure. A claim left by a request that died resolves within seconds.
 */
// Runs alone: a write held past the worker's deadline, then let through.
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startDbProxy, type DbProxy } from "../support/db-proxy";
import { shopper, type Shopper } from "../support/shopper";
import { shippedSnapshot } from "../support/snapshot";
import { withWorker } from "../support/worker";

let proxy: DbProxy;
beforeAll(async () => {
  proxy = await startDbProxy(inject("libsqlUrl"));
});
afterAll(() => proxy.close());
const worker = withWorker({ bindings: () => ({ LIBSQL_URL: proxy.url }) });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

// A variant of configurables 410–419 (checkout.test.ts uses 400–409).
const snapshot = shippedSnapshot();
const variants = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(410, 420)
  .map((p) => snapshot.product(p.sku))
  .filter((p) => p.customOptions.every((o) => !o.required))
  .map((p) => p.children.find((c) => c.status === 1)!);
let nextProduct = 0;

const ORDER_WRITE = /insert into \\?"orders\\?"/;
const CLAIM_RELEASE = /delete from \\?"idempotency_keys\\?"/;

const address = {
  firstname: "Lena",
  lastname: "Bakker",
  street: ["Prinsengracht", "263"],
  postcode: "1016 GV",
  city: "Amsterdam",
  country_id: "NL",
  email: "lena@example.com",
};

const query = async (sql: string, ...args: (string | number)[]) => (await db.execute({ sql, args })).rows;
const stockOf = async (sku: string) => Number((await query("select qty from stock_items where sku = ?", sku))[0]!.qty);
const ordersOf = async (cartId: string) => query("select id, increment_id from orders where cart_id = ?", cartId);

async function checkoutReady(): Promise<{ who: Shopper; cartId: string; sku: string; body: unknown }> {
  const sku = variants[nextProduct++]!.sku;
  await query("update stock_items set qty = 5, is_in_stock = 1, manage_stock = 1 where sku = ?", sku);
  const who = shopper(worker);
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 2 } })).status).toBe(200);
  const body = {
    cart_id: cartId,
    products: [{ sku, qty: 2 }],
    addressInformation: {
      shippingAddress: address,
      shipping_method_code: "homedelivery",
      shipping_carrier_code: "dhlparcel",
      payment_method_code: "banktransfer",
    },
  };
  return { who, cartId, sku, body };
}

async function place(who: Shopper, body: unknown, key: string) {
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, cookie: who.cookie! },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: Number(res.headers.get("retry-after")),
    body: (await res.json()) as { code: number; result: any },
  };
}

/** What the client does: the same request again after Retry-After, until it is not ORDER_PENDING. */
async function placeUntilSettled(who: Shopper, body: unknown, key: string) {
  const seen: number[] = [];
  for (;;) {
    const answer = await place(who, body, key);
    seen.push(answer.status);
    if (answer.body.result?.errorCode !== "ORDER_PENDING") return { ...answer, seen };
    expect([409, 503]).toContain(answer.status);
    expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
  }
}

function expectPending(answer: Awaited<ReturnType<typeof place>>, status: 409 | 503) {
  expect(answer.status).toBe(status);
  expect(answer.body.result).toMatchObject({
    errorCode: "ORDER_PENDING",
    errorMessage: "Bestelling wordt verwerkt...",
  });
  expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
  expect(answer.retryAfter).toBeLessThanOrEqual(3);
}

describe("an order whose write lands after the worker's deadline", () => {
  it("answers 'pending, retry', and the replay with the same key answers the order that was written", async () => {
    const { who, cartId, sku, body } = await checkoutReady();
    proxy.arm(ORDER_WRITE, "stall", 1, 1800);
    const first = await place(who, body, "pending-stall-1");
    expectPending(first, 503);
    // The worker handed its claim back while the write was still held; then the write lands.
    await proxy.stalled();
    const written = await ordersOf(cartId);
    expect(written).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);

    const replay = await place(who, body, "pending-stall-1");
    expect(replay.status).toBe(200);
    expect(replay.body.result).toMatchObject({ orderId: written[0]!.id, incrementId: written[0]!.increment_id });
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);
  });

  it("when the replay comes while the first write is still held: one order, the replay's or the first's, never a failure", async () => {
    const { who, cartId, sku, body } = await checkoutReady();
    proxy.arm(ORDER_WRITE, "stall", 1, 2500);
    expectPending(await place(who, body, "pending-stall-2"), 503);
    const replay = await placeUntilSettled(who, body, "pending-stall-2");
    expect(replay.status).toBe(200);
    await proxy.stalled();
    const written = await ordersOf(cartId);
    expect(written).toHaveLength(1);
    expect(replay.body.result.orderId).toBe(written[0]!.id);
    expect(await stockOf(sku)).toBe(3);
    // Any later replay says the same.
    const again = await place(who, body, "pending-stall-2");
    expect(again.body.result).toEqual(replay.body.result);
  });

  it("a claim left by a request that died resolves within seconds, not 15", async () => {
    const { who, cartId, sku, body } = await checkoutReady();
    // The write and the hand-back of the claim both fail: the claim stays, as if the request died.
    proxy.arm(new RegExp(`${ORDER_WRITE.source}|${CLAIM_RELEASE.source}`), "refuse", 2);
    expectPending(await place(who, body, "pending-dead-1"), 503);
    const started = Date.now();
    const early = await place(who, body, "pending-dead-1");
    expectPending(early, 409);
    const settled = await placeUntilSettled(who, body, "pending-dead-1");
    expect(settled.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);
  });
});
