/**
 * Cross-site requests refused on the API and capped page bodies, through the worker in Miniflare
 * against the real test libSQL server: an attacker's page makes the shopper's browser send body-less
 * POSTs with the session cookie (Origin and Sec-Fetch-Site as a browser sets them), and nothing changes.
 */
// Runs alone: a 1 MB body streamed against the cap.
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PAGE_BODY_LIMIT_BYTES } from "../../schema/constants";
import { withWorker } from "../../test/support/worker";
import { hashToken } from "../session/token";

const ADMIN_TOKEN = "cross-site-test-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

/** What a browser adds to a request another site's page starts. */
const CROSS_SITE = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
/** What it adds to a request of the shop's own page (the test worker answers on http://localhost). */
const SAME_ORIGIN = { origin: "http://localhost", "sec-fetch-site": "same-origin" };

let seq = 0;
const freshIp = () => `10.35.6.${seq++ % 250}`;

interface Answer {
  status: number;
  body: { code: number; result: any };
  setCookie: string[];
}

async function post(path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const res = await worker.fetch(path, {
    method: "POST",
    headers: {
      accept: "application/json",
      "cf-connecting-ip": freshIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer["body"], setCookie: res.headers.getSetCookie() };
}

const sessionCookieOf = (answer: Answer) => /(__Host-an_session=[^;]+)/.exec(answer.setCookie.join("\n"))?.[1];

/** A guest with a session cookie and a cart (created the way curl would: no browser headers). */
async function guestWithCart(): Promise<{ cookie: string; cartId: string; tokenHash: string }> {
  const created = await post("/api/cart/create");
  expect(created.status).toBe(200);
  const cookie = sessionCookieOf(created)!;
  expect(cookie).toBeDefined();
  return { cookie, cartId: created.body.result as string, tokenHash: await hashToken(cookie.split("=")[1]!) };
}

async function cartRow(cartId: string) {
  const rows = await db.execute({ sql: "select coupon_code, gift_card_code from carts where id = ?", args: [cartId] });
  return rows.rows[0] as unknown as { coupon_code: string | null; gift_card_code: string | null };
}

async function cartsOwnedBy(tokenHash: string): Promise<number> {
  const rows = await db.execute({ sql: "select count(*) as n from carts where owner_session = ?", args: [tokenHash] });
  return Number(rows.rows[0]!.n);
}

const refused = (answer: Answer) => {
  expect(answer.status).toBe(403);
  expect(answer.body.result.errorCode).toBe("FORBIDDEN");
  expect(answer.body.result.errorMessage).toMatch(/Cross-site request refused/);
  expect(answer.setCookie).toEqual([]);
};

describe("state-changing API calls from another site", () => {
  it("delete-coupon with the session cookie: 403 and the coupon stays; same-origin removes it", async () => {
    const { cookie, cartId } = await guestWithCart();
    await db.execute({ sql: "update carts set coupon_code = 'WINTER15' where id = ?", args: [cartId] });
    refused(await post(`/api/cart/delete-coupon?cartId=${cartId}`, { cookie, ...CROSS_SITE }));
    // Either header alone is enough to refuse.
    refused(await post(`/api/cart/delete-coupon?cartId=${cartId}`, { cookie, origin: "https://evil.example" }));
    refused(await post(`/api/cart/delete-coupon?cartId=${cartId}`, { cookie, "sec-fetch-site": "cross-site" }));
    refused(await post(`/api/cart/delete-coupon?cartId=${cartId}`, { cookie, "sec-fetch-site": "same-site" }));
    refused(await post(`/api/cart/delete-coupon?cartId=${cartId}`, { cookie, origin: "null" }));
    expect((await cartRow(cartId)).coupon_code).toBe("WINTER15");

    expect((await post(`/api/cart/delete-coupon?cartId=${cartId}`, { cookie, ...SAME_ORIGIN })).status).toBe(200);
    expect((await cartRow(cartId)).coupon_code).toBeNull();
  });

  it("giftcard/remove with the session cookie: 403 and the gift card stays; a client without browser headers removes it", async () => {
    const { cookie, cartId } = await guestWithCart();
    await db.execute({ sql: "update carts set gift_card_code = 'GC-CROSS-SITE' where id = ?", args: [cartId] });
    refused(await post(`/api/ext/giftcard/remove?cartId=${cartId}`, { cookie, ...CROSS_SITE }));
    expect((await cartRow(cartId)).gift_card_code).toBe("GC-CROSS-SITE");

    // curl or Vue Storefront's server-side client: neither Origin nor Sec-Fetch-Site.
    expect((await post(`/api/ext/giftcard/remove?cartId=${cartId}`, { cookie })).status).toBe(200);
    expect((await cartRow(cartId)).gift_card_code).toBeNull();
  });

  it("cart/create with the session cookie: 403 and no cart is made; same-origin makes one", async () => {
    const { cookie, tokenHash } = await guestWithCart();
    expect(await cartsOwnedBy(tokenHash)).toBe(1);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/cart/create", { cookie, ...CROSS_SITE })),
    );
    attempts.forEach(refused);
    expect(await cartsOwnedBy(tokenHash)).toBe(1);

    const own = await post("/api/cart/create", { cookie, ...SAME_ORIGIN });
    expect(own.status).toBe(200);
    expect(await cartsOwnedBy(tokenHash)).toBe(2);
  });

  it("user/logout with the session cookie: 403 and the customer stays signed in; same-origin signs out", async () => {
    const email = `cross.${Date.now().toString(36)}.${seq++}@example.com`;
    const password = "Noord-2026!";
    const created = await post(
      "/api/user/create",
      {},
      { customer: { email, firstname: "Anna", lastname: "Smit" }, password },
    );
    expect(created.status).toBe(200);
    const login = await post("/api/user/login", {}, { username: email, password });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login)!;
    const me = () => worker.fetch("/api/user/me", { headers: { cookie } });

    refused(await post("/api/user/logout", { cookie, ...CROSS_SITE }));
    expect((await me()).status).toBe(200);

    expect((await post("/api/user/logout", { cookie, ...SAME_ORIGIN })).status).toBe(200);
    expect((await me()).status).toBe(401);
  });

  it("a bearer token is not cookie-riding: the call passes whatever the browser headers say", async () => {
    const email = `bearer.${Date.now().toString(36)}.${seq++}@example.com`;
    const password = "Noord-2026!";
    await post("/api/user/create", {}, { customer: { email, firstname: "Bram", lastname: "Smit" }, password });
    const token = (await post("/api/user/login", {}, { username: email, password })).body.result as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bearer = { authorization: `Bearer ${token}` };

    const created = await post("/api/cart/create", { ...bearer, ...CROSS_SITE });
    expect(created.status).toBe(200);
    // The token names the session; no cookie is set for a bearer client.
    expect(sessionCookieOf(created)).toBeUndefined();
    expect((await post("/api/user/logout", { ...bearer, origin: "https://evil.example" })).status).toBe(200);
    expect((await worker.fetch("/api/user/me", { headers: bearer })).status).toBe(401);
  });

  it("reads are not refused, and non-browser callers (operator token, payment webhook) are not either", async () => {
    const read = await worker.fetch("/api/health", { headers: CROSS_SITE });
    expect(read.status).toBe(200);

    // The operator API with X-Admin-Token from a script: the story does not exist, which is a 404, not a 403.
    const operator = await post("/api/content/stories/00000000-0000-4000-8000-000000000000/publish", {
      "x-admin-token": ADMIN_TOKEN,
    });
    expect(operator.status).toBe(404);

    // The payment provider's webhook is verified by signature, not by origin: an unsigned one is a 400.
    const webhook = await worker.fetch("/payment/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", ...CROSS_SITE },
      body: JSON.stringify({ id: "tr_unknown" }),
    });
    expect(webhook.status).toBe(400);
  });
});

describe("page form bodies are capped before parsing", () => {
  const form = (bytes: number) => `sku=${"a".repeat(bytes)}`;

  it("a 1 MB form post to a page is a 413, announced or streamed", async () => {
    const announced = await worker.fetch("/cart/add", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN },
      body: form(1024 * 1024),
    });
    expect(announced.status).toBe(413);

    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 16) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const streamed = await worker
      .fetch("/cart/add", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN },
        body: stream,
        duplex: "half",
      } as RequestInit)
      .then(
        (res) => res.status,
        (error: unknown) => {
          // The worker answered 413 and closed the connection while the client was still writing the
          // rest of the megabyte: the client then reports the broken pipe, not the answer (one fresh
          // clone's run). Either way the worker stopped reading long before the end of the body.
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code === "EPIPE" || code === "ECONNRESET") return "closed while the body was being sent";
          throw error;
        },
      );
    expect([413, "closed while the body was being sent"]).toContain(streamed);
  });

  it("the payment webhook's body is capped too, and a form within the cap still reaches its page", async () => {
    const webhook = await worker.fetch("/payment/webhook", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form(PAGE_BODY_LIMIT_BYTES + 1),
    });
    expect(webhook.status).toBe(413);

    const small = await worker.fetch("/cart/add", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN },
      body: "sku=",
    });
    // The page answers (a redirect back to the bag saying what was wrong), not a 413.
    expect(small.status).toBe(303);
  });
});
