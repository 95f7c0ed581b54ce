/** Placing orders (POST /api/order) through the worker in Miniflare against the real test libSQL server. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const snapshot = shippedSnapshot();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const simples = snapshot.listed.filter((p) => p.type === "simple" && p.status === 1).slice(55);
let nextSku = 0;
/** A fresh simple product with the given stock, not touched by other tests. */
async function product(qty: number) {
  const p = simples[nextSku++]!;
  await db.execute({
    sql: "update stock_items set qty = ?, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [qty, p.sku],
  });
  return p;
}
const stockOf = async (sku: string) =>
  Number((await db.execute({ sql: "select qty from stock_items where sku = ?", args: [sku] })).rows[0]!.qty);

const address = {
  firstname: "Anna",
  lastname: "de Vries",
  street: ["Keizersgracht", "123"],
  postcode: "1015 CJ",
  city: "Amsterdam",
  country_id: "NL",
  email: "anna@example.com",
  telephone: "0612345678",
};

async function cartWith(who: Shopper, items: { sku: string; qty: number }[]): Promise<string> {
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  for (const item of items)
    expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: item })).status).toBe(200);
  return cartId;
}

function orderBody(
  cartId: string,
  items: { sku: string; qty: number }[],
  payment = "banktransfer",
  extra: Record<string, unknown> = {},
) {
  return {
    cart_id: cartId,
    products: items.map((i) => ({ ...i, price: 1, priceInclTax: 1 })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: "homedelivery",
      shipping_carrier_code: "dhlparcel",
      payment_method_code: payment,
    },
    grand_total: 1,
    status: "complete",
    user_id: "42",
    ...extra,
  };
}

async function place(who: Shopper, body: unknown, key: string) {
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": key,
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; result: any } };
}

describe("placing an order", () => {
  it("places a guest's cart at the server's prices, takes the stock and closes the cart", async () => {
    const p = await product(5);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 2 }];
    const cartId = await cartWith(who, items);
    const totals = (await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
    const res = await place(who, orderBody(cartId, items), "key-guest-1");
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: "placed",
      paymentMethod: "banktransfer",
      grandTotal: totals.grand_total,
      redirect: false,
    });
    expect(res.body.result.incrementId).toMatch(/^NL\d{6}$/);
    expect(await stockOf(p.sku)).toBe(3);
    expect((await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).status).toBe(404);
    const status = await who.call("GET", `/api/ext/checkout/status?orderId=${res.body.result.orderId}`);
    expect(status.body.result).toMatchObject({
      status: "placed",
      statusLabel: "Order Placed",
      incrementId: res.body.result.incrementId,
    });
    expect(
      (await shopper(worker).call("GET", `/api/ext/checkout/status?orderId=${res.body.result.orderId}`)).status,
    ).toBe(404);
  });

  it("queues the confirmation e-mail in the shopper's language, readable in the local mailbox", async () => {
    const p = await product(5);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 1 }];
    const res = await place(who, orderBody(await cartWith(who, items), items), "key-mail");
    const number = String(res.body.result.incrementId);
    let rows: Record<string, unknown>[] = [];
    for (let i = 0; i < 20 && rows.length === 0; i++) {
      const found = await db.execute({ sql: "select * from mail_outbox where subject like ?", args: [`%${number}%`] });
      rows = found.rows.map((row) => ({ ...row }));
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "order-confirmation",
      store: "nl",
      to_address: "anna@example.com",
      subject: `Je bestelling ${number} bij Atelier Noord`,
    });
    expect(String(rows[0]!.text_body)).toContain("Bankoverschrijving");
    const mailbox = await (await worker.fetch("/dev/mailbox")).text();
    expect(mailbox).toContain(`Je bestelling ${number} bij Atelier Noord`);
  });

  it("answers a retry with the same order, and another body with the same key with 422", async () => {
    const p = await product(5);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 1 }];
    const cartId = await cartWith(who, items);
    const first = await place(who, orderBody(cartId, items), "key-retry");
    const again = await place(who, orderBody(cartId, items), "key-retry");
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    const other = await place(who, orderBody(cartId, [{ sku: p.sku, qty: 2 }]), "key-retry");
    expect(other.status).toBe(422);
    expect(await stockOf(p.sku)).toBe(4);
  });

  it("places one order for concurrent duplicates: the rest get the same order or 409", async () => {
    const p = await product(5);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 1 }];
    const cartId = await cartWith(who, items);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(who, orderBody(cartId, items), "key-concurrent")),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r): string => String(r.body.result.orderId))).size).toBe(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await stockOf(p.sku)).toBe(4);
  });

  it("sells the last item exactly once when 20 shoppers order it at the same moment", async () => {
    const p = await product(20);
    const items = [{ sku: p.sku, qty: 1 }];
    const shoppers = Array.from({ length: 20 }, () => shopper(worker));
    const carts = await Promise.all(shoppers.map((who) => cartWith(who, items)));
    await db.execute({ sql: "update stock_items set qty = 1 where sku = ?", args: [p.sku] });
    const results = await Promise.all(
      shoppers.map((who, i) => place(who, orderBody(carts[i]!, items), `key-race-${i}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.result.errorCode).toBe("OUT_OF_STOCK");
    }
    expect(await stockOf(p.sku)).toBe(0);
  });

  it("hands out order numbers in sequence, never twice", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await product(3);
      const who = shopper(worker);
      const items = [{ sku: p.sku, qty: 1 }];
      const res = await place(who, orderBody(await cartWith(who, items), items), `key-seq-${i}`);
      numbers.push(Number(String(res.body.result.incrementId).slice(2)));
    }
    expect(numbers[1]! - numbers[0]!).toBeGreaterThanOrEqual(1);
    expect(numbers[2]! - numbers[1]!).toBeGreaterThanOrEqual(1);
    expect(new Set(numbers).size).toBe(3);
  });

  it("places a 100 % coupon order with free delivery as free, once the coupon is applied", async () => {
    await db.execute({
      sql: "insert or replace into coupons (code, kind, value, min_subtotal, times_used, free_shipping, active, created_at) values ('ALLFREE', 'percent', 100, 0, 0, 1, 1, ?)",
      args: [Date.now()],
    });
    const p = await product(3);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 1 }];
    const cartId = await cartWith(who, items);
    expect((await who.call("POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=allfree`)).status).toBe(200);
    const totals = (await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals).toMatchObject({ discount_amount: totals.subtotal_incl_tax, shipping_incl_tax: 0, grand_total: 0 });
    const methods = (await who.call("GET", `/api/cart/payment-methods?cartId=${cartId}`)).body.result;
    expect(methods.map((m: { code: string }) => m.code)).toEqual(["free"]);
    const shipping = (
      await who.call("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: "NL" } })
    ).body.result;
    expect(shipping.every((m: { amount: number }) => m.amount === 0)).toBe(true);
    const res = await place(who, orderBody(cartId, items, "free"), "key-free");
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ grandTotal: 0, status: "placed" });
  });

  it("refuses bad input with the field named, and keeps the cart for a corrected retry with the same key", async () => {
    const p = await product(3);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 1 }];
    const cartId = await cartWith(who, items);
    const bad = orderBody(cartId, items);
    bad.addressInformation.shippingAddress = { ...address, postcode: "ABCD", firstname: "A" };
    const res = await place(who, bad, "key-fix");
    expect(res.status).toBe(400);
    expect(res.body.result.fields).toMatchObject({
      "shippingAddress.postcode": "De postcode is niet geldig",
      "shippingAddress.firstname": "Naam moet minstens 2 letters hebben",
    });
    expect((await place(who, orderBody(cartId, items), "key-fix")).status).toBe(200);
    const missingKey = await worker.fetch("/api/order", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: who.cookie! },
      body: JSON.stringify({ ...orderBody(cartId, items), order_id: undefined }),
    });
    expect(missingKey.status).toBe(400);
  });

  it("refuses another shopper's cart with 404", async () => {
    const p = await product(3);
    const anna = shopper(worker);
    const items = [{ sku: p.sku, qty: 1 }];
    const cartId = await cartWith(anna, items);
    const bob = shopper(worker);
    await bob.call("POST", "/api/cart/create");
    expect((await place(bob, orderBody(cartId, items), "key-foreign")).status).toBe(404);
  });
});

describe("operator moves", () => {
  it("follow the documented transitions, and a cancel gives the stock back", async () => {
    const { moveOrder } = await import("./operator");
    const { drizzle } = await import("drizzle-orm/libsql/web");
    const { createClient: webClient } = await import("@libsql/client/web");
    const client = webClient({ url: inject("libsqlUrl"), intMode: "number" });
    const orm = drizzle(client);
    const p = await product(4);
    const who = shopper(worker);
    const items = [{ sku: p.sku, qty: 2 }];
    const placed = await place(who, orderBody(await cartWith(who, items), items), "key-operator");
    const number = String(placed.body.result.incrementId);
    expect(await stockOf(p.sku)).toBe(2);
    expect(await moveOrder(orm, number, "returned")).toMatchObject({ ok: false });
    expect(await moveOrder(orm, number, "canceled")).toMatchObject({ ok: true });
    expect(await stockOf(p.sku)).toBe(4);
    expect(await moveOrder(orm, number, "placed")).toMatchObject({ ok: false });
    client.close();
  });
});
