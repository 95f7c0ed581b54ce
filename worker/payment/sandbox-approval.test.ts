/**
 * The sandbox approves only on a developer's machine unless ALLOW_SANDBOX_PAYMENTS is on: through the
 * worker in Miniflare against the test libSQL server, with orders placed and paid for on a
 * non-local host (the shop's PUBLIC_ORIGIN) and on forged hosts.
 */
// Runs alone: orders placed and paid in every test, within its deadline.
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker, type TestWorker } from "../../test/support/worker";

const SHOP = "https://shop.example";
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

// This file's products: one variant of each of configurables 220–229 (no other test file uses them).
const snapshot = shippedSnapshot();
const products = snapshot.listed
  .filter((p) => p.type === "configurable" && p.status === 1)
  .slice(220, 230)
  .map((p) => snapshot.product(p.sku).children.find((c) => c.status === 1)!);
let nextProduct = 0;

/** A guest's order placed on `host` for payment by redirect, and the sandbox page's URL. */
async function pendingPayment(worker: TestWorker, host = SHOP) {
  const { sku } = products[nextProduct++]!;
  await db.execute({
    sql: "update stock_items set qty = 5, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [sku],
  });
  const who = shopper(worker);
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  const address = {
    firstname: "Jonas",
    lastname: "Weber",
    street: ["Torstraße", "12"],
    postcode: "10119",
    city: "Berlin",
    country_id: "DE",
    email: "jonas@example.com",
  };
  const order = await worker.fetch(`${host}/api/order`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID(), cookie: who.cookie! },
    body: JSON.stringify({
      cart_id: cartId,
      products: [{ sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        shipping_method_code: "homedelivery",
        shipping_carrier_code: "dhlparcel",
        payment_method_code: "psp_ideal",
      },
    }),
  });
  expect(order.status).toBe(200);
  const { orderId } = ((await order.json()) as { result: { orderId: string } }).result;
  const started = await worker.fetch(`${host}/api/ext/payment/start-transaction`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: who.cookie! },
    body: JSON.stringify({ orderId }),
  });
  expect(started.status).toBe(200);
  const page = new URL(((await started.json()) as { result: string }).result);
  expect(page.pathname).toMatch(/^\/payment\/sandbox\//);
  const status = async () =>
    (await who.call<{ paymentStatus: string }>("GET", `/api/ext/checkout/status?orderId=${orderId}`)).body.result
      .paymentStatus;
  return { page, status };
}

/** A press of one of the hosted page's buttons, as the browser on `origin` posts it. */
const press = (worker: TestWorker, url: string, origin: string, accept = "text/html") =>
  worker.fetch(url, {
    method: "POST",
    headers: { origin, accept, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });

describe("a shop on the sandbox without ALLOW_SANDBOX_PAYMENTS", () => {
  const worker = withWorker({ bindings: { PUBLIC_ORIGIN: SHOP }, captureLogs: true });

  it("offers no approve button on its origin and refuses an approval 403, leaving the payment open", async () => {
    const { page, status } = await pendingPayment(worker);
    expect(page.origin).toBe(SHOP);
    const shown = await worker.fetch(page.href);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("Testbetalingen kunnen in deze winkel niet worden goedgekeurd.");
    expect(html).not.toContain(`${page.pathname}/approve`);
    expect(html).toContain(`${page.pathname}/decline`);

    const refused = await press(worker, `${page.href}/approve`, SHOP);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Testbetalingen kunnen in deze winkel niet worden goedgekeurd.");
    const asJson = await press(worker, `${page.href}/approve`, SHOP, "application/json");
    expect(asJson.status).toBe(403);
    expect(await asJson.json()).toEqual({
      code: 403,
      result: {
        errorCode: "FORBIDDEN",
        errorMessage:
          "Testbetalingen kunnen in deze winkel niet worden goedgekeurd. Weiger of annuleer de betaling en betaal je bestelling op een andere manier.",
      },
    });
    expect(await status()).toBe("open");

    const line = worker.logs().find((l) => l.msg === "sandbox approval refused: not a local origin");
    expect(line).toMatchObject({ level: "warn", variable: "ALLOW_SANDBOX_PAYMENTS", host: "shop.example" });
  });

  it("refuses on every non-local host, and on a loopback host while PUBLIC_ORIGIN names another", async () => {
    const { page, status } = await pendingPayment(worker);
    for (const host of [
      "http://evil.example",
      "http://192.168.1.20:8787",
      "http://127.0.0.1:8787",
      "http://localhost",
    ]) {
      const res = await press(worker, `${host}${page.pathname}/approve`, host);
      expect(res.status, host).toBe(403);
    }
    // A forged Host header on a local URL changes nothing either.
    const forged = await worker.fetch(`http://localhost${page.pathname}/approve`, {
      method: "POST",
      headers: { host: "shop.example", origin: SHOP, "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(forged.status).toBe(403);
    expect(await status()).toBe("open");
  });

  it("still lets the shopper decline, which gives the order up", async () => {
    const { page, status } = await pendingPayment(worker);
    const declined = await press(worker, `${page.href}/decline`, SHOP);
    expect(declined.status).toBe(303);
    expect(new URL(declined.headers.get("location")!).searchParams.get("outcome")).toBe("declined");
    expect(await status()).toBe("failed");
  });
});

describe("a shop on the sandbox in local development", () => {
  const worker = withWorker();

  it("approves on a loopback host, and refuses a forged non-local one", async () => {
    const local = await pendingPayment(worker, "http://127.0.0.1:8787");
    const forged = await press(
      worker,
      `http://shop.evil.example${local.page.pathname}/approve`,
      "http://shop.evil.example",
    );
    expect(forged.status).toBe(403);
    expect(await local.status()).toBe("open");
    const approved = await press(worker, `${local.page.href}/approve`, local.page.origin);
    expect(approved.status).toBe(303);
    expect(await local.status()).toBe("paid");
  });
});

describe("a staging shop with ALLOW_SANDBOX_PAYMENTS=on", () => {
  const worker = withWorker({ bindings: { PUBLIC_ORIGIN: SHOP, ALLOW_SANDBOX_PAYMENTS: "on" } });

  it("approves on its own origin", async () => {
    const { page, status } = await pendingPayment(worker);
    expect(await (await worker.fetch(page.href)).text()).toContain(`${page.pathname}/approve`);
    const approved = await press(worker, `${page.href}/approve`, SHOP);
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get("location")!).searchParams.get("outcome")).toBe("approved");
    expect(await status()).toBe("paid");
  });
});
