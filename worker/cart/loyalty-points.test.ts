/**
 * Paying with loyalty points at checkout (issue 9 point 8), through the worker in Miniflare against
 * real libSQL: only customers, never more than the balance, a discount the totals and the tax follow,
 * redeemed with the order in one batch (two orders racing for the same points: one wins), and given
 * back when the order is canceled.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { POINT_VALUE_CENTS } from "../../domain/account/loyalty";
import type { TotalsDto } from "../../schema/api/cart";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const snapshot = shippedSnapshot();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
// This file's products (test files share one database): simple products 20–29.
const simples = snapshot.listed.filter((p) => p.type === "simple" && p.status === 1).slice(20, 30);
let next = 0;
let seq = 0;
const PASSWORD = "Punten-2026!";
const address = {
  firstname: "Fenna",
  lastname: "de Wit",
  street: ["Oudegracht", "12"],
  postcode: "3511 AB",
  city: "Utrecht",
  country_id: "NL",
};

async function product(): Promise<string> {
  const p = simples[next++ % simples.length]!;
  await db.execute({ sql: "update stock_items set qty = 50, is_in_stock = 1 where sku = ?", args: [p.sku] });
  return p.sku;
}

/** A logged-in customer (own session) with `points` points from a welcome bonus. */
async function customer(points: number): Promise<{ who: Shopper; id: number; email: string }> {
  const email = `points.${Date.now().toString(36)}${seq++}@example.com`;
  const who = shopper(worker);
  await who.call("POST", "/api/user/create", {
    customer: { email, firstname: "Fenna", lastname: "de Wit" },
    password: PASSWORD,
  });
  expect((await who.call("POST", "/api/user/login", { username: email, password: PASSWORD })).status).toBe(200);
  const id = Number((await db.execute({ sql: "select id from customers where email = ?", args: [email] })).rows[0]!.id);
  if (points > 0)
    await db.execute({
      sql: "insert into loyalty_transactions (customer_id, points, reason, created_at) values (?, ?, 'welcome', ?)",
      args: [id, points, Date.now() - 1000],
    });
  return { who, id, email };
}

async function cartWith(who: Shopper, sku: string, qty = 1): Promise<string> {
  const cartId = (await who.call("POST", "/api/cart/create?storeCode=en")).body.result as string;
  expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  return cartId;
}

const totals = async (
  who: Shopper,
  cartId: string,
): Promise<TotalsDto & { loyalty: NonNullable<TotalsDto["loyalty"]> }> =>
  (await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).body.result as never;
const usePoints = (who: Shopper, cartId: string, points: number) =>
  who.call("POST", `/api/ext/cart-extend/loyalty-points?cartId=${cartId}&storeCode=en`, { points });

function order(who: Shopper, cartId: string, sku: string, email: string, key: string, qty = 1) {
  return who.call("POST", "/api/order", {
    cart_id: cartId,
    order_id: key,
    products: [{ sku, qty }],
    addressInformation: {
      shippingAddress: { ...address, email },
      shipping_method_code: "homedelivery",
      shipping_carrier_code: "dhlparcel",
      payment_method_code: "banktransfer",
    },
  });
}

const balance = async (who: Shopper) => (await who.call("GET", "/api/user/loyalty")).body.result.balance as number;

describe("paying with loyalty points", () => {
  it("is for customers: a guest's cart offers no points and refuses them", async () => {
    const guest = shopper(worker);
    const cartId = await cartWith(guest, await product());
    expect((await totals(guest, cartId)).loyalty).toBeNull();
    const refused = await usePoints(guest, cartId, 10);
    expect(refused.status).toBe(400);
    expect(refused.body.result.fields).toEqual({ points: "Log in to pay with your loyalty points" });
  });

  it("takes points off the goods within the balance; the tax and the total follow", async () => {
    const { who } = await customer(300);
    const cartId = await cartWith(who, await product(), 2);
    const before = await totals(who, cartId);
    expect(before.loyalty).toEqual({
      balance: 300,
      points: 0,
      amount: 0,
      max: Math.min(300, Math.floor(before.subtotal_incl_tax / POINT_VALUE_CENTS)),
      point_value: POINT_VALUE_CENTS,
    });

    const tooMany = await usePoints(who, cartId, 301);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result.fields).toEqual({ points: "You do not have this many points" });
    expect((await usePoints(who, cartId, 0)).status).toBe(400);
    expect((await usePoints(who, cartId, 1.5)).status).toBe(400);

    expect((await usePoints(who, cartId, 100)).status).toBe(200);
    const after = await totals(who, cartId);
    expect(after.loyalty).toMatchObject({ balance: 300, points: 100, amount: 100 * POINT_VALUE_CENTS });
    expect(after.total_segments).toContainEqual({ code: "loyalty", title: "Loyalty points (100)", value: -500 });
    expect(after.grand_total).toBe(before.grand_total - 500);
    expect(after.tax_amount).toBeLessThan(before.tax_amount);
    expect(after.items.reduce((sum: number, i: { discount_amount: number }) => sum + i.discount_amount, 0)).toBe(500);

    expect((await who.call("POST", `/api/ext/cart-extend/loyalty-points/remove?cartId=${cartId}`)).status).toBe(200);
    expect((await totals(who, cartId)).grand_total).toBe(before.grand_total);
  });

  it("redeems the points with the order, and gives them back when the order is canceled", async () => {
    const { who, id, email } = await customer(200);
    const sku = await product();
    const cartId = await cartWith(who, sku);
    expect((await usePoints(who, cartId, 150)).status).toBe(200);
    const priced = await totals(who, cartId);
    const placed = await order(who, cartId, sku, email, `points-order-${seq++}`);
    expect(placed.status).toBe(200);
    const number = String(placed.body.result.incrementId);
    expect(placed.body.result.grandTotal).toBe(priced.grand_total);
    const row = (
      await db.execute({
        sql: "select loyalty_points, loyalty_amount from orders where increment_id = ?",
        args: [number],
      })
    ).rows[0]!;
    expect(row).toMatchObject({ loyalty_points: 150, loyalty_amount: 150 * POINT_VALUE_CENTS });
    const mail = (
      await db.execute({
        sql: "select text_body from mail_outbox where to_address = ? and kind = 'order-confirmation'",
        args: [email],
      })
    ).rows[0];
    expect(mail?.text_body).toEqual(expect.stringContaining("Loyalty points (150)"));
    const earned = Math.floor(priced.grand_total / 100);
    expect(await balance(who)).toBe(200 - 150 + earned);
    const card = (await who.call("GET", "/api/user/loyalty")).body.result;
    expect(card.history).toContainEqual(
      expect.objectContaining({ points: -150, reason: "redeem", order_increment_id: number }),
    );

    const { moveOrder } = await import("../order/operator");
    const { drizzle } = await import("drizzle-orm/libsql/web");
    const { createClient: webClient } = await import("@libsql/client/web");
    const client = webClient({ url: inject("libsqlUrl"), intMode: "number" });
    expect(await moveOrder(drizzle(client), number, "canceled")).toMatchObject({ ok: true });
    client.close();
    // Canceled: the redeemed points are back, and the order earns nothing.
    expect(await balance(who)).toBe(200);
    expect(
      (
        await db.execute({
          sql: "select count(*) as n from loyalty_transactions where customer_id = ? and reason = 'redeem'",
          args: [id],
        })
      ).rows[0]!.n,
    ).toBe(0);
  });

  it("lets only one of two orders racing for the same points through; the balance never goes below zero", async () => {
    // All 1,000 points (€50) on each cart: what the first order earns cannot cover the second.
    const { who, email } = await customer(1000);
    const sku = await product();
    const unit = (await totals(who, await cartWith(who, sku))).subtotal_incl_tax;
    const qty = Math.min(20, Math.ceil(5000 / unit) + 1);
    // Two devices of the same customer, each with its own cart using all 100 points.
    const other = shopper(worker);
    expect((await other.call("POST", "/api/user/login", { username: email, password: PASSWORD })).status).toBe(200);
    const first = await cartWith(who, sku, qty);
    const second = await cartWith(other, sku, qty);
    expect((await usePoints(who, first, 1000)).status).toBe(200);
    expect((await usePoints(other, second, 1000)).status).toBe(200);
    expect((await totals(who, first)).loyalty.points).toBe(1000);
    const results = await Promise.all([
      order(who, first, sku, email, `points-race-a-${seq++}`, qty),
      order(other, second, sku, email, `points-race-b-${seq++}`, qty),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.result).toMatchObject({
      errorCode: "POINTS_SHORT",
      errorMessage: "You do not have this many points",
    });
    const won = results.find((r) => r.status === 200)!;
    const earned = Math.floor(Number(won.body.result.grandTotal) / 100);
    expect(await balance(who)).toBe(earned);
  });
});
