/**
 * Links that leave the request (reset and newsletter mails) never name the host a request claims:
 * through the worker in Miniflare against the real test libSQL server, with forged hosts, reading
 * what the outbox kept.
 */
import { createClient } from "@libsql/client";
import type { Context } from "hono";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker, type TestWorker } from "../../test/support/worker";
import type { AppEnv } from "../context";
import { ServiceUnavailableError } from "../errors/app-error";
import { isLoopbackHost, linkOrigin } from "./shop-origin";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const PASSWORD = "Noord-2026!";
let seq = 0;
const fresh = (name: string) => `${name}.${Date.now().toString(36)}.${seq++}@example.com`;
const freshIp = () => `10.35.4.${seq++ % 250}`;

async function post(worker: TestWorker, url: string, body: unknown) {
  const res = await worker.fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; result: any } };
}

/** Every message the outbox holds for an address (mails are queued in the background: waits up to `wantAtLeast`). */
async function mailsTo(
  email: string,
  wantAtLeast = 0,
): Promise<{ kind: string; text_body: string; html_body: string }[]> {
  for (let i = 0; ; i++) {
    const rows = await db.execute({
      sql: "select kind, text_body, html_body from mail_outbox where to_address = ? order by created_at, rowid",
      args: [email.toLowerCase()],
    });
    if (rows.rows.length >= wantAtLeast || i >= 50) return rows.rows as never;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every absolute link in a mail's text. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));

async function register(worker: TestWorker): Promise<string> {
  const email = fresh("origin");
  const created = await post(worker, "/api/user/create", {
    customer: { email, firstname: "Anna", lastname: "de Vries" },
    password: PASSWORD,
  });
  expect(created.status).toBe(200);
  return email;
}

// This file's products: one variant of each of configurables 206–211 (no other test file uses them).
const snapshot = shippedSnapshot();
const products = snapshot.listed
  .filter((p) => p.type === "configurable" && p.status === 1)
  .slice(206, 212)
  .map((p) => snapshot.product(p.sku).children.find((c) => c.status === 1)!);
let nextProduct = 0;

/** A guest's order placed (from the shop itself) for payment by redirect: its id and the guest's cookie. */
async function pendingOrder(worker: TestWorker): Promise<{ orderId: string; cookie: string }> {
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
  const res = await worker.fetch("/api/order", {
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
  expect(res.status).toBe(200);
  return { orderId: ((await res.json()) as { result: { orderId: string } }).result.orderId, cookie: who.cookie! };
}

async function startTransaction(worker: TestWorker, host: string, order: { orderId: string; cookie: string }) {
  const res = await worker.fetch(`${host}/api/ext/payment/start-transaction`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: order.cookie },
    body: JSON.stringify({ orderId: order.orderId }),
  });
  return { status: res.status, body: (await res.json()) as { result: any } };
}

/** Background work (the reset mail) has had its chance to write. */
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe("without PUBLIC_ORIGIN", () => {
  const worker = withWorker();

  it("a reset request with a forged host is refused (503) and no mail carries that host", async () => {
    const email = await register(worker);
    for (const host of ["http://evil.example", "https://shop.evil.example:8443", "http://192.168.1.20"]) {
      const forged = await post(worker, `${host}/api/user/reset-password`, { email });
      expect(forged.status).toBe(503);
      expect(forged.body.result.errorCode).toBe("SERVICE_UNAVAILABLE");
    }
    // An unknown address hears exactly the same.
    const unknown = await post(worker, "http://evil.example/api/user/reset-password", { email: fresh("ghost") });
    expect(unknown.status).toBe(503);
    await settle();
    expect(await mailsTo(email)).toEqual([]);
    const anywhere = await db.execute("select count(*) as n from mail_outbox where text_body like '%evil.example%'");
    expect(Number(anywhere.rows[0]!.n)).toBe(0);
  });

  it("local development (a loopback host) gets links to itself", async () => {
    const email = await register(worker);
    expect((await post(worker, "/api/user/reset-password", { email })).status).toBe(200);
    expect((await post(worker, "http://127.0.0.1:8787/api/user/reset-password", { email })).status).toBe(200);
    const mails = (await mailsTo(email, 2)).filter((m) => m.kind === "password-reset");
    expect(mails.map((m) => linksIn(m.text_body)[0]!.origin)).toEqual(["http://localhost", "http://127.0.0.1:8787"]);
  });

  it("newsletter sign-up and confirmation with a forged host are refused and mail nothing", async () => {
    const email = fresh("letter");
    expect((await post(worker, "http://evil.example/api/ext/newsletter?storeCode=en", { email })).status).toBe(503);
    await settle();
    expect(await mailsTo(email)).toEqual([]);

    // Signed up from the shop itself: the confirm and unsubscribe links name it.
    expect((await post(worker, "/api/ext/newsletter?storeCode=en", { email })).status).toBe(200);
    const [confirmMail] = await mailsTo(email, 1);
    const links = linksIn(confirmMail!.text_body);
    expect(links.map((l) => l.pathname).sort()).toEqual(["/en/newsletter/confirm", "/en/newsletter/unsubscribe"]);
    expect(links.every((l) => l.origin === "http://localhost")).toBe(true);

    // Following the confirm link on a forged host: refused before the welcome mail (with its unsubscribe link) is written.
    const confirm = links.find((l) => l.pathname.endsWith("/confirm"))!;
    const forged = await worker.fetch(`http://evil.example${confirm.pathname}${confirm.search}`);
    expect(forged.status).toBe(503);
    await settle();
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(["newsletter-confirm"]);
  });

  it("start-transaction with a forged host is refused: no payment carries that host's return or webhook URL", async () => {
    const order = await pendingOrder(worker);
    const forged = await startTransaction(worker, "http://evil.example", order);
    expect(forged.status).toBe(503);
    const rows = await db.execute({
      sql: "select provider_payment_id from orders where id = ?",
      args: [order.orderId],
    });
    expect(rows.rows[0]!.provider_payment_id).toBeNull();

    const local = await startTransaction(worker, "http://localhost", order);
    expect(local.status).toBe(200);
    expect(new URL(local.body.result as string).origin).toBe("http://localhost");
  });

  it("the refusal's log detail names PUBLIC_ORIGIN, and only loopback names count as local", () => {
    const context = (url: string, PUBLIC_ORIGIN?: string) =>
      ({
        get: (name: string) => ({ url: new URL(url), config: { PUBLIC_ORIGIN }, t: (key: string) => key })[name],
        req: { url },
      }) as unknown as Context<AppEnv>;
    let thrown: unknown;
    try {
      linkOrigin(context("https://evil.example/api/user/reset-password"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ServiceUnavailableError);
    expect((thrown as ServiceUnavailableError).status).toBe(503);
    expect((thrown as ServiceUnavailableError).detail).toMatch(/PUBLIC_ORIGIN is not set/);
    expect(linkOrigin(context("https://evil.example/x", "https://www.ateliernoord.example"))).toBe(
      "https://www.ateliernoord.example",
    );

    for (const host of ["localhost", "shop.localhost", "127.0.0.1", "127.8.9.10", "[::1]"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["localhost.evil.example", "evil.example", "10.0.0.1", "192.168.1.20", "0.0.0.0", "128.0.0.1"])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe("with PUBLIC_ORIGIN", () => {
  const SHOP = "https://www.ateliernoord.example";
  // Given with a trailing slash: links still have exactly one slash after the origin.
  // A staging shop: its sandbox payments approve only because the switch says so (a live shop's refuse).
  const worker = withWorker({ bindings: { PUBLIC_ORIGIN: `${SHOP}/`, ALLOW_SANDBOX_PAYMENTS: "on" } });

  it("the reset link of a request with a forged host uses the configured origin", async () => {
    const email = await register(worker);
    expect((await post(worker, "http://evil.example/api/user/reset-password?storeCode=en", { email })).status).toBe(
      200,
    );
    const [mail] = (await mailsTo(email, 1)).filter((m) => m.kind === "password-reset");
    const link = linksIn(mail!.text_body)[0]!;
    expect(link.origin).toBe(SHOP);
    expect(link.pathname).toBe("/en/password-reset");
    expect(mail!.html_body).not.toContain("evil.example");
  });

  it("registering a taken address from a forged host mails the owner a link to the configured origin", async () => {
    const email = await register(worker);
    const again = await post(worker, "http://evil.example/api/user/create", {
      customer: { email, firstname: "Eve", lastname: "Evil" },
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    const [mail] = (await mailsTo(email, 1)).filter((m) => m.kind === "account-exists");
    expect(linksIn(mail!.text_body).map((l) => l.origin)).toEqual([SHOP]);
  });

  it("the payment's hosted page, return and webhook URLs use the configured origin, whatever the host", async () => {
    const order = await pendingOrder(worker);
    const started = await startTransaction(worker, "http://evil.example", order);
    expect(started.status).toBe(200);
    const page = new URL(started.body.result as string);
    expect(page.origin).toBe(SHOP);
    // Approving on the sandbox page delivers the webhook (to the configured origin, in-process) and
    // sends the shopper back to the return URL.
    const approved = await worker.fetch(`http://localhost${page.pathname}/approve`, {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get("location")!);
    expect(back.origin).toBe(SHOP);
    expect(back.pathname).toBe("/checkout-return");
    const paid = await db.execute({ sql: "select status from orders where id = ?", args: [order.orderId] });
    expect(paid.rows[0]!.status).toBe("placed");
  });

  it("newsletter confirm and unsubscribe links use the configured origin, whatever the host", async () => {
    const email = fresh("letter");
    expect((await post(worker, "http://evil.example/api/ext/newsletter?storeCode=de", { email })).status).toBe(200);
    const [confirmMail] = await mailsTo(email, 1);
    const links = linksIn(confirmMail!.text_body);
    expect(links.map((l) => l.pathname).sort()).toEqual(["/de/newsletter/confirm", "/de/newsletter/unsubscribe"]);
    expect(links.every((l) => l.origin === SHOP)).toBe(true);

    // Confirmed on a forged host: the welcome mail's unsubscribe link still names the shop.
    const confirm = links.find((l) => l.pathname.endsWith("/confirm"))!;
    expect((await worker.fetch(`http://evil.example${confirm.pathname}${confirm.search}`)).status).toBe(200);
    const welcome = (await mailsTo(email, 2)).find((m) => m.kind !== "newsletter-confirm")!;
    const welcomeLinks = linksIn(welcome.text_body);
    expect(welcomeLinks.length).toBeGreaterThan(0);
    expect(welcomeLinks.every((l) => l.origin === SHOP)).toBe(true);
    expect(welcome.html_body).not.toContain("evil.example");
  });
});
