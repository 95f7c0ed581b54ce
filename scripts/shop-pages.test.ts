/**
 * An operator's stock change reaches the shop's cached pages: `npm run operator -- order status …
 * canceled` gives the stock back in libSQL and asks the worker (in Miniflare, listening) to purge
 * the pages of those products, which its PURGE_OBSERVER recorder sees; without the shop's address
 * it says how to make that happen instead.
 */
import { createClient } from "@libsql/client";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shopper } from "../test/support/shopper";
import { shippedSnapshot } from "../test/support/snapshot";
import { withWorker } from "../test/support/worker";

const ADMIN_TOKEN = "test-content-admin-token-0123456789abcdef";
const purges: string[][] = [];
const worker = withWorker({
  listen: true,
  bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN },
  services: {
    PURGE_OBSERVER: async (request) => {
      purges.push(((await request.json()) as { tags: string[] }).tags);
      return new Response(null, { status: 204 });
    },
  },
});
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
// Simple products no other test file takes (order-api.test.ts takes from the 55th on).
const simples = shippedSnapshot()
  .listed.filter((p) => p.type === "simple" && p.status === 1)
  .slice(40, 50);

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

/** Places a bank-transfer order of one unit of `sku` (stock set to 5 first); answers its number. */
async function placeOrder(sku: string): Promise<string> {
  await db.execute({
    sql: "update stock_items set qty = 5, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [sku],
  });
  const who = shopper(worker);
  const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
  expect((await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(200);
  const res = await worker.fetch("/api/order", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": `shop-pages-${sku}-${Date.now()}`,
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    body: JSON.stringify({
      cart_id: cartId,
      products: [{ sku, qty: 1, price: 1, priceInclTax: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: "homedelivery",
        shipping_carrier_code: "dhlparcel",
        payment_method_code: "banktransfer",
      },
      grand_total: 1,
    }),
  });
  const body = (await res.json()) as { result: { incrementId: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.result.incrementId;
}

async function cancel(incrementId: string, env: Record<string, string>) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/operator.ts", "order", "status", incrementId, "canceled"],
    { cwd: ROOT, env: { ...process.env, LIBSQL_URL: inject("libsqlUrl"), ...env } },
  );
  return stdout;
}

const stockOf = async (sku: string) =>
  Number((await db.execute({ sql: "select qty from stock_items where sku = ?", args: [sku] })).rows[0]!.qty);

describe("an operator's stock change and the shop's pages", () => {
  it("a cancel that gives stock back purges the pages of that product", async () => {
    const sku = simples[0]!.sku;
    const number = await placeOrder(sku);
    expect(await stockOf(sku)).toBe(4);
    purges.length = 0;
    const out = await cancel(number, { PUBLIC_ORIGIN: worker.url().origin, CONTENT_ADMIN_TOKEN: ADMIN_TOKEN });
    expect(out).toContain("is now");
    expect(out).toContain("shop pages of 1 sku(s) refreshed");
    expect(await stockOf(sku)).toBe(5);
    expect(purges).toEqual([[`product:${sku}`]]);
  }, 60_000);

  it("without the shop's address or token the cancel still happens and says how to refresh the pages", async () => {
    const sku = simples[1]!.sku;
    const number = await placeOrder(sku);
    purges.length = 0;
    const out = await cancel(number, { PUBLIC_ORIGIN: "", CONTENT_ADMIN_TOKEN: "" });
    expect(out).toContain("shop pages not refreshed: set PUBLIC_ORIGIN and CONTENT_ADMIN_TOKEN");
    expect(await stockOf(sku)).toBe(5);
    expect(purges).toEqual([]);
  }, 60_000);
});
