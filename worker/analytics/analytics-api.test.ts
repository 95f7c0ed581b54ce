/** Field vitals (POST /api/rum), the operator's report and the purchase claim, through the worker in Miniflare and a real libSQL. */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, describe, expect, inject, it } from "vitest";
import { RUM_BODY_LIMIT_BYTES, RUM_CLIENT_LIMIT_PER_MINUTE, RUM_RETENTION_DAYS } from "../../schema/analytics";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { expireVitals } from ".";
import type { PurchaseEcommerce, VitalsReport } from "../../schema/api/analytics";

const ADMIN_TOKEN = "analytics-test-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const client = createClient({ url: inject("libsqlUrl") });
afterAll(() => client.close());
const today = new Date().toISOString().slice(0, 10);

let ipSerial = 0;
const freshIp = () => `10.88.${Math.floor(ipSerial / 250) % 250}.${ipSerial++ % 250}`;

const beacon = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  worker.fetch("/api/rum", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Samples counted today for a page type, store view and metric (every bucket). */
async function counted(pageType: string, store: string, metric: string): Promise<Map<number, number>> {
  const rows = await client.execute({
    sql: "select bucket, count from rum_histograms where day = ? and page_type = ? and store = ? and metric = ?",
    args: [today, pageType, store, metric],
  });
  return new Map(rows.rows.map((r) => [Number(r.bucket), Number(r.count)]));
}
const total = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe("POST /api/rum", () => {
  it("counts each metric in its bucket per day, page type and store view", async () => {
    const before = await counted("ShoppingCart", "de", "LCP");
    const res = await beacon({
      pageType: "ShoppingCart",
      store: "de",
      metrics: [
        { name: "LCP", value: 2400 },
        { name: "CLS", value: 0.05 },
        { name: "INP", value: 180 },
        { name: "TTFB", value: 310 },
      ],
    });
    expect(res.status).toBe(200);
    const after = await counted("ShoppingCart", "de", "LCP");
    // 2400 ms falls in the bucket ending at 2500 ms (the fifth: 500, 1000, 1500, 2000, 2500).
    expect((after.get(4) ?? 0) - (before.get(4) ?? 0)).toBe(1);
    expect(total(await counted("ShoppingCart", "de", "CLS"))).toBeGreaterThan(0);
  });

  it("refuses junk with a 4xx and counts nothing", async () => {
    const before = total(await counted("Checkout", "en", "LCP"));
    const good = { pageType: "Checkout", store: "en", metrics: [{ name: "LCP", value: 1000 }] };
    const cases: [unknown, number][] = [
      ["not json at all", 400],
      [{}, 400],
      [{ ...good, pageType: "Nowhere" }, 400],
      [{ ...good, store: "fr" }, 400],
      [{ ...good, metrics: [] }, 400],
      [{ ...good, metrics: [{ name: "FID", value: 1 }] }, 400],
      [{ ...good, metrics: [{ name: "LCP", value: -1 }] }, 400],
      [{ ...good, metrics: [{ name: "LCP", value: 1e9 }] }, 400],
      [{ ...good, metrics: [{ name: "LCP", value: "fast" }] }, 400],
      [{ ...good, metrics: [good.metrics[0], good.metrics[0]] }, 400],
      [{ ...good, url: "https://example.com/?email=a@b.c" }, 400],
      [{ ...good, metrics: [{ name: "LCP", value: 1000, id: "v5-123" }] }, 400],
    ];
    for (const [body, status] of cases) expect((await beacon(body)).status, JSON.stringify(body)).toBe(status);
    // A body past the cap is refused before it is read, whatever it holds.
    const padded = JSON.stringify({ ...good, pad: "x".repeat(RUM_BODY_LIMIT_BYTES) });
    const big = await beacon(padded);
    expect(big.status).toBe(413);
    // Not JSON at all: 415.
    const text = await worker.fetch("/api/rum", {
      method: "POST",
      headers: { "content-type": "text/plain", "cf-connecting-ip": freshIp() },
      body: JSON.stringify(good),
    });
    expect(text.status).toBe(415);
    expect(total(await counted("Checkout", "en", "LCP"))).toBe(before);
  });

  it("refuses a cross-site beacon", async () => {
    const res = await beacon(
      { pageType: "Checkout", store: "en", metrics: [{ name: "LCP", value: 1000 }] },
      freshIp(),
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
  });

  it("rate-limits one client: a flood gets 429 with Retry-After and only the allowed beacons count", async () => {
    const ip = freshIp();
    const before = total(await counted("StorelocatorDetail", "nl", "TTFB"));
    const body = { pageType: "StorelocatorDetail", store: "nl", metrics: [{ name: "TTFB", value: 250 }] };
    const flood = await Promise.all(Array.from({ length: RUM_CLIENT_LIMIT_PER_MINUTE + 15 }, () => beacon(body, ip)));
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RUM_CLIENT_LIMIT_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(Number(flood.find((r) => r.status === 429)!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(total(await counted("StorelocatorDetail", "nl", "TTFB")) - before).toBe(RUM_CLIENT_LIMIT_PER_MINUTE);
    // Another client is not held back.
    expect((await beacon(body)).status).toBe(200);
  });
});

describe("the operator's vitals report", () => {
  it("needs the operator token", async () => {
    expect((await worker.fetch("/api/ext/analytics/vitals")).status).toBe(401);
    const wrong = await worker.fetch("/api/ext/analytics/vitals", { headers: { "x-admin-token": "nope" } });
    expect(wrong.status).toBe(401);
  });

  it("answers p75 and the share of good per page type and flags a page type whose p75 is not good", async () => {
    // Blog: 3 of 4 page views slow (LCP 4.5 s), so its p75 leaves "good"; Account: all fast.
    for (const value of [1200, 4500, 4500, 4500])
      expect((await beacon({ pageType: "Blog", store: "nl", metrics: [{ name: "LCP", value }] })).status).toBe(200);
    for (const value of [900, 1100, 1300, 1600])
      expect((await beacon({ pageType: "Account", store: "nl", metrics: [{ name: "LCP", value }] })).status).toBe(200);
    const res = await worker.fetch("/api/ext/analytics/vitals?days=1", { headers: { "x-admin-token": ADMIN_TOKEN } });
    expect(res.status).toBe(200);
    const report = ((await res.json()) as { result: VitalsReport }).result;
    const blog = report.rows.find((r) => r.day === "all" && r.pageType === "Blog")!;
    expect(blog.metrics.LCP).toMatchObject({ samples: 4, p75: 5000, good: 0.25, p75Good: false });
    const account = report.rows.find((r) => r.day === "all" && r.pageType === "Account")!;
    expect(account.metrics.LCP).toMatchObject({ samples: 4, p75: 1500, good: 1, p75Good: true });
    expect(report.flagged).toContainEqual({ pageType: "Blog", metrics: ["LCP"] });
    expect(report.flagged.map((f) => f.pageType)).not.toContain("Account");
    expect(report.rows.some((r) => r.day === today && r.pageType === "Blog" && r.store === "nl")).toBe(true);
    const bad = await worker.fetch("/api/ext/analytics/vitals?days=0", { headers: { "x-admin-token": ADMIN_TOKEN } });
    expect(bad.status).toBe(400);
  });

  it("expires the days past retention and keeps the rest", async () => {
    const old = new Date(Date.now() - (RUM_RETENTION_DAYS + 2) * 86_400_000).toISOString().slice(0, 10);
    await client.execute({
      sql: "insert or replace into rum_histograms (day, page_type, store, metric, bucket, count) values (?, 'Other', 'nl', 'LCP', 0, 3)",
      args: [old],
    });
    expect(await expireVitals(drizzle(client) as never)).toBeGreaterThanOrEqual(1);
    const left = await client.execute({ sql: "select count(*) as n from rum_histograms where day = ?", args: [old] });
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect(total(await counted("ShoppingCart", "de", "LCP"))).toBeGreaterThan(0);
  });
});

// The purchase claim's own products: a variant each of configurables 800–829 (other files use others; one shared database).
const snapshot = shippedSnapshot();
const simples = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(800, 830)
  .flatMap((summary) =>
    snapshot
      .product(summary.sku)
      .children.filter((c) => c.status === 1)
      .slice(0, 1),
  );
let nextSku = 0;
const address = {
  firstname: "Noor",
  lastname: "Bakker",
  street: ["Prinsengracht", "7"],
  postcode: "1015 DK",
  city: "Amsterdam",
  country_id: "NL",
  email: "noor@example.com",
  telephone: "0612345678",
};

/** A placed bank-transfer order of the shopper with two lines; its id and the totals it was placed at. */
async function placedOrder(who: Shopper) {
  const items = [simples[nextSku++]!, simples[nextSku++]!].map((p, i) => ({ sku: p.sku, qty: i + 1 }));
  for (const item of items)
    await client.execute({
      sql: "update stock_items set qty = 20, is_in_stock = 1, manage_stock = 1 where sku = ?",
      args: [item.sku],
    });
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  for (const cartItem of items)
    expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem })).status).toBe(200);
  const totals = (await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID(), cookie: who.cookie! },
    body: JSON.stringify({
      cart_id: cartId,
      products: items,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: "homedelivery",
        shipping_carrier_code: "dhlparcel",
        payment_method_code: "banktransfer",
      },
    }),
  });
  const placed = { status: res.status, body: (await res.json()) as { result: any } };
  expect(placed.status).toBe(200);
  return { orderId: placed.body.result.orderId as string, incrementId: placed.body.result.incrementId, totals, items };
}

describe("POST /api/ext/analytics/purchase", () => {
  it("answers the purchase to the first claim of the shopper's own order, and never again", async () => {
    const who = shopper(worker);
    const { orderId, incrementId, totals, items } = await placedOrder(who);
    const first = await who.call("POST", "/api/ext/analytics/purchase", { orderId });
    expect(first.status).toBe(200);
    expect(first.body.result.first).toBe(true);
    const purchase = first.body.result.purchase as PurchaseEcommerce;
    expect(purchase).toMatchObject({
      transaction_id: incrementId,
      value: totals.grand_total / 100,
      currency: "EUR",
      shipping: totals.shipping_incl_tax / 100,
    });
    expect(purchase.items.map((i) => [i.item_id, i.quantity])).toEqual(items.map((i) => [i.sku, i.qty]));
    const line = totals.items.find((i: any) => i.sku === items[0]!.sku);
    expect(purchase.items[0]!.price).toBe(line.price_incl_tax / 100);
    // A reload, a second tab: nothing more to report.
    const again = await who.call("POST", "/api/ext/analytics/purchase", { orderId });
    expect(again.body.result).toEqual({ first: false });
  });

  it("gives the event to exactly one of many concurrent claims", async () => {
    const who = shopper(worker);
    const { orderId } = await placedOrder(who);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => who.call("POST", "/api/ext/analytics/purchase", { orderId })),
    );
    expect(claims.every((c) => c.status === 200)).toBe(true);
    expect(claims.filter((c) => c.body.result.first === true)).toHaveLength(1);
  });

  it("does not let another shopper claim (or learn of) an order", async () => {
    const owner = shopper(worker);
    const { orderId } = await placedOrder(owner);
    const stranger = shopper(worker);
    await stranger.call("POST", "/api/cart/create");
    expect((await stranger.call("POST", "/api/ext/analytics/purchase", { orderId })).status).toBe(404);
    const anonymous = await worker.fetch("/api/ext/analytics/purchase", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ orderId }),
    });
    expect(anonymous.status).toBe(404);
    // The stranger's attempt used nothing up: the owner still gets the event.
    expect((await owner.call("POST", "/api/ext/analytics/purchase", { orderId })).body.result.first).toBe(true);
    expect((await owner.call("POST", "/api/ext/analytics/purchase", { orderId: "nope" })).status).toBe(400);
    expect((await owner.call("POST", "/api/ext/analytics/purchase", { orderId: crypto.randomUUID() })).status).toBe(
      404,
    );
  });
});
