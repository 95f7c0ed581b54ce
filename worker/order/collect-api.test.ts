/**
 * Click & collect (issue 31.5) over HTTP: the free in-store pickup method, an order that takes its
 * store's stock in the order's own batch, the store race, and the stores an order may not name.
 */
// Runs alone: 20 orders racing for one store's stock.
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { StoreInput } from "../../schema/api/stores";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { drizzle } from "drizzle-orm/libsql";
import { DEMO_STORES } from "../stores";
import { moveOrder } from ".";

const ADMIN_TOKEN = "test-collect-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const simples = shippedSnapshot()
  .listed.filter((p) => p.type === "simple" && p.status === 1)
  .slice(-10);
let nextSku = 0;
const run = Date.now().toString(36);

/** A fresh simple product with plenty of web stock (a collect order must not take it). */
async function product() {
  const p = simples[nextSku++]!;
  await db.execute({
    sql: "update stock_items set qty = 100, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [p.sku],
  });
  return p;
}
const webStock = async (sku: string) =>
  Number((await db.execute({ sql: "select qty from stock_items where sku = ?", args: [sku] })).rows[0]!.qty);
const storeStock = async (slug: string, sku: string) => {
  const rows = await db.execute({
    sql: "select qty from store_stock join stores on stores.id = store_id where slug = ? and sku = ?",
    args: [slug, sku],
  });
  return rows.rows[0] ? Number(rows.rows[0].qty) : null;
};

const admin = async (method: string, path: string, body?: unknown) => {
  const res = await worker.fetch(`/api/stores/admin${path}`, {
    method,
    headers: { "x-admin-token": ADMIN_TOKEN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as { result: { id: number; slug: string } };
};
let storeSerial = 0;
async function store(extra: Partial<StoreInput> = {}): Promise<string> {
  const slug = `collect-${run}-${storeSerial++}`;
  await admin("POST", "", {
    ...DEMO_STORES[0]!,
    slug,
    name: `Collect test ${storeSerial}`,
    lat: 46.5,
    lng: 9.5,
    ...extra,
  });
  return slug;
}
const stock = (slug: string, sku: string, qty: number) => admin("PUT", `/${slug}/stock`, { items: [{ sku, qty }] });

const address = {
  firstname: "Sanne",
  lastname: "Bakker",
  street: ["Prinsengracht", "263"],
  postcode: "1016 GV",
  city: "Amsterdam",
  country_id: "NL",
  email: "sanne@example.com",
  telephone: "0612345678",
};

async function cartWith(who: Shopper, sku: string, qty = 1): Promise<string> {
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
  return cartId;
}

const collectBody = (cartId: string, sku: string, pickup: string | undefined, qty = 1) => ({
  cart_id: cartId,
  products: [{ sku, qty }],
  addressInformation: {
    shippingAddress: address,
    shipping_method_code: "pickup",
    shipping_carrier_code: "instore",
    payment_method_code: "banktransfer",
    ...(pickup === undefined ? {} : { pickup_store: pickup }),
  },
});

async function place(who: Shopper, body: unknown, key: string) {
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": key, cookie: who.cookie ?? "" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; result: any } };
}

let pickupSlug = "";
beforeAll(async () => {
  pickupSlug = await store();
});

describe("click & collect (issue 31.5)", () => {
  it("offers collection in store as a free shipping method", async () => {
    const p = await product();
    const who = shopper(worker);
    const cartId = await cartWith(who, p.sku);
    const res = await who.call("POST", `/api/cart/shipping-methods?cartId=${cartId}`, { address: {} });
    expect(res.status).toBe(200);
    const collect = res.body.result.find((m: { method_code: string }) => m.method_code === "pickup");
    expect(collect).toMatchObject({
      carrier_code: "instore",
      method_code: "pickup",
      method_title: "Ophalen in de winkel",
      amount: 0,
      price_incl_tax: 0,
      available: true,
      default: false,
    });
    // Choosing it costs nothing in the totals.
    const info = await who.call("POST", `/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: address,
        shipping_method_code: "pickup",
        shipping_carrier_code: "instore",
      },
    });
    expect(info.status).toBe(200);
    expect(info.body.result.totals.shipping_incl_tax ?? info.body.result.totals.shipping_amount ?? 0).toBe(0);
  });

  it("places the order at the store: takes that store's stock, not the web shop's, and says where and when", async () => {
    const p = await product();
    await stock(pickupSlug, p.sku, 3);
    const who = shopper(worker);
    const cartId = await cartWith(who, p.sku, 2);
    const res = await place(who, collectBody(cartId, p.sku, pickupSlug, 2), `collect-ok-${run}`);
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe("placed");
    expect(await storeStock(pickupSlug, p.sku)).toBe(1);
    expect(await webStock(p.sku)).toBe(100);
    // (Canceled at the end: the units go back to the store, not to the web shop.)
    const row = (
      await db.execute({
        sql: "select shipping, shipping_address, billing_address, pickup_store from orders where id = ?",
        args: [res.body.result.orderId],
      })
    ).rows[0]!;
    expect(Number(row.shipping)).toBe(0);
    const pickup = JSON.parse(row.pickup_store as string);
    expect(pickup).toMatchObject({ slug: pickupSlug, street: DEMO_STORES[0]!.street, timeZone: "Europe/Amsterdam" });
    expect(pickup.readyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pickup.readyTime).toMatch(/^\d{2}:\d{2}$/);
    // Delivered to the store in the shopper's name; invoiced to the shopper.
    expect(JSON.parse(row.shipping_address as string)).toMatchObject({
      firstname: "Sanne",
      street: [DEMO_STORES[0]!.street],
      postcode: DEMO_STORES[0]!.postcode,
      email: "sanne@example.com",
    });
    expect(JSON.parse(row.billing_address as string)).toMatchObject({ street: address.street, postcode: "1016 GV" });
    // The confirmation page's status call and the e-mail say where and from when.
    const status = await who.call("GET", `/api/ext/checkout/status?orderId=${res.body.result.orderId}`);
    expect(status.body.result.pickupStore).toEqual(pickup);
    const mail = await db.execute({
      sql: "select text_body, html_body from mail_outbox where subject like ?",
      args: [`%${res.body.result.incrementId}%`],
    });
    const text = mail.rows[0]!.text_body as string;
    expect(text).toContain("Ophalen in de winkel:");
    expect(text).toContain(`Klaar om op te halen vanaf `);
    expect(text).toContain(`, ${pickup.readyTime}`);
    expect(text).toContain(DEMO_STORES[0]!.street);
    expect(mail.rows[0]!.html_body as string).toContain("Ophalen in de winkel");
    const canceled = await moveOrder(drizzle(db), res.body.result.incrementId, "canceled");
    expect(canceled.ok).toBe(true);
    // The web shop's stock did not move: no product page to refresh for it.
    expect(canceled.ok && canceled.restocked).toEqual([]);
    expect(await storeStock(pickupSlug, p.sku)).toBe(3);
    expect(await webStock(p.sku)).toBe(100);
  });

  it("gives 20 concurrent orders for the store's last unit exactly one order; the store never goes below 0", async () => {
    const p = await product();
    await stock(pickupSlug, p.sku, 1);
    const shoppers = Array.from({ length: 20 }, () => shopper(worker));
    const carts = await Promise.all(shoppers.map((who) => cartWith(who, p.sku)));
    const results = await Promise.all(
      shoppers.map((who, i) => place(who, collectBody(carts[i]!, p.sku, pickupSlug), `race-${run}-${i}`)),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.result).toMatchObject({
        errorCode: "OUT_OF_STOCK",
        errorMessage: expect.stringContaining("niet beschikbaar in deze winkel"),
      });
    }
    expect(await storeStock(pickupSlug, p.sku)).toBe(0);
    expect(await webStock(p.sku)).toBe(100);
    const orders = await db.execute({
      sql: "select count(*) as n from orders where json_extract(pickup_store, '$.slug') = ? and cart_id in (select value from json_each(?))",
      args: [pickupSlug, JSON.stringify(carts)],
    });
    expect(Number(orders.rows[0]!.n)).toBe(1);
  });

  it("refuses a store without the sku, writing nothing: the cart stays open for another try", async () => {
    const p = await product();
    const who = shopper(worker);
    const cartId = await cartWith(who, p.sku);
    const res = await place(who, collectBody(cartId, p.sku, pickupSlug), `collect-none-${run}`);
    expect(res.status).toBe(409);
    expect(await storeStock(pickupSlug, p.sku)).toBeNull();
    expect((await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).status).toBe(200);
    // The same key, once the store has it, places the order.
    await stock(pickupSlug, p.sku, 1);
    expect((await place(who, collectBody(cartId, p.sku, pickupSlug), `collect-none-${run}`)).status).toBe(200);
  });

  it("answers 400 for a missing, unknown, closed or non-pick-up store, or a junk slug", async () => {
    const p = await product();
    const notPickup = await store({ is_pickup_location: false });
    const closed = await store();
    await admin("POST", `/${closed}/close`);
    for (const slug of [notPickup, closed]) await stock(slug, p.sku, 5);
    const who = shopper(worker);
    const cartId = await cartWith(who, p.sku);
    const cases: [string | undefined, string][] = [
      [undefined, "Kies een winkel om je bestelling op te halen"],
      [`no-such-store-${run}`, "In deze winkel kun je geen bestellingen ophalen. Kies een andere winkel."],
      [notPickup, "In deze winkel kun je geen bestellingen ophalen. Kies een andere winkel."],
      [closed, "In deze winkel kun je geen bestellingen ophalen. Kies een andere winkel."],
    ];
    for (const [i, [slug, message]] of cases.entries()) {
      const res = await place(who, collectBody(cartId, p.sku, slug), `collect-bad-${run}-${i}`);
      expect(res.status).toBe(400);
      expect(res.body.result).toMatchObject({ errorCode: "INVALID_INPUT", errorMessage: message });
      expect(res.body.result.fields.pickup_store).toBe(message);
    }
    const junk = await place(who, collectBody(cartId, p.sku, "DROP TABLE stores;--"), `collect-junk-${run}`);
    expect(junk.status).toBe(400);
    expect(await storeStock(notPickup, p.sku)).toBe(5);
    expect(await storeStock(closed, p.sku)).toBe(5);
    expect((await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).status).toBe(200);
  });

  it("shows where and from when in the customer's order detail (page and API)", async () => {
    const p = await product();
    await stock(pickupSlug, p.sku, 1);
    const who = shopper(worker);
    const email = `collect.${run}@example.com`;
    const customer = { email, firstname: "Sanne", lastname: "Bakker" };
    expect((await who.call("POST", "/api/user/create", { customer, password: "Noord-2026!" })).status).toBe(200);
    expect((await who.call("POST", "/api/user/login", { username: email, password: "Noord-2026!" })).status).toBe(200);
    const cartId = await cartWith(who, p.sku);
    const res = await place(who, collectBody(cartId, p.sku, pickupSlug), `collect-customer-${run}`);
    expect(res.status).toBe(200);
    const number = res.body.result.incrementId as string;
    const detail = await who.call("GET", `/api/user/order/${number}`);
    expect(detail.body.result.pickup_store).toMatchObject({ slug: pickupSlug, name: expect.any(String) });
    const html = await (
      await worker.fetch(`/en/my-account/order/${number}`, { headers: { cookie: who.cookie! } })
    ).text();
    expect(html).toContain("Collect in store");
    expect(html).toMatch(/Ready for collection from \w+ \d+ \w+, \d\d:\d\d/);
    expect(html).toContain(DEMO_STORES[0]!.street);
  });
});
