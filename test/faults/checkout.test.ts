/**
 * The database failing in the middle of placing an order (SPEC §7 POST /api/order), through the
 * worker in Miniflare and a proxy in front of the real test libSQL server: the write of the order
 * never arrives, or arrives and its answer is lost, or the database stays away. Never half an
 * order, never two, and the shopper's retry with the same idempotency key ends in one order.
 */
// Runs alone: a proxy that stalls an order's write past the worker's deadline.
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

// A variant of configurables 400–409: other test files sharing the database use other products.
const snapshot = shippedSnapshot();
const variants = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(400, 410)
  .map((p) => snapshot.product(p.sku).children.find((c) => c.status === 1)!);
let nextProduct = 0;

/** The write batch of an order (its SQL travels as JSON, quotes escaped). */
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
const ordersOf = async (cartId: string) => query("select increment_id from orders where cart_id = ?", cartId);
const cartStatus = async (cartId: string) => (await query("select status from carts where id = ?", cartId))[0]!.status;

/** A shopper with a cart of 2 of a fresh product that has 5 in stock. */
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
      billingAddress: address,
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
    retryAfter: res.headers.get("retry-after"),
    body: (await res.json()) as { code: number; result: any },
  };
}

describe("the database failing while an order is written", () => {
  it("when the write never arrives: no order, stock and cart untouched, and the retry places it", async () => {
    const { who, cartId, sku, body } = await checkoutReady();
    proxy.arm(ORDER_WRITE, "refuse");
    const failed = await place(who, body, "fault-refused-1");
    expect(proxy.hits()).toBe(1);
    expect(failed.status).toBe(503);
    expect(failed.body.result.errorCode).toBe("ORDER_PENDING");
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await stockOf(sku)).toBe(5);
    expect(await cartStatus(cartId)).toBe("open");

    const retried = await place(who, body, "fault-refused-1");
    expect(retried.status).toBe(200);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);
    expect(await cartStatus(cartId)).toBe("ordered");
  });

  it("when the write happened but its answer was lost: the retry answers that same order, not a second", async () => {
    const { who, cartId, sku, body } = await checkoutReady();
    proxy.arm(ORDER_WRITE, "lose-answer");
    const failed = await place(who, body, "fault-lost-1");
    expect(proxy.hits()).toBe(1);
    expect(failed.status).toBe(503);
    const written = await ordersOf(cartId);
    expect(written).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);

    const retried = await place(who, body, "fault-lost-1");
    expect(retried.status).toBe(200);
    expect(retried.body.result.incrementId).toBe(written[0]!.increment_id);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);
  });

  it("when the database stays away: the retry is told the order is still being placed, and goes through once the claim's lease ran out", async () => {
    const { who, cartId, sku, body } = await checkoutReady();
    // The write and the hand-back of the claim both fail: the claim stays until it goes stale.
    proxy.arm(new RegExp(`${ORDER_WRITE.source}|${CLAIM_RELEASE.source}`), "refuse", 2);
    expect((await place(who, body, "fault-away-1")).status).toBe(503);
    expect(proxy.hits()).toBe(2);
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await stockOf(sku)).toBe(5);

    const early = await place(who, body, "fault-away-1");
    expect(early.status).toBe(409);
    expect(early.body.result).toMatchObject({
      errorCode: "ORDER_PENDING",
      errorMessage: "Bestelling wordt verwerkt...",
    });
    expect(Number(early.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(early.retryAfter)).toBeLessThanOrEqual(3);
    expect(await ordersOf(cartId)).toEqual([]);

    // CLAIM_LEASE_MS later (aged here rather than waited for) a retry takes the claim over.
    await query("update idempotency_keys set created_at = created_at - 60000 where key like ?", "%:fault-away-1");
    const later = await place(who, body, "fault-away-1");
    expect(later.status).toBe(200);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await stockOf(sku)).toBe(3);
  });
});
