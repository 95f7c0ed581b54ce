/**
 * Back-in-stock alerts (issue 32 point 4) through the worker in Miniflare over HTTP against the real
 * test libSQL: a guest's double opt-in (the mail, a scanner's GET, the POST, a wrong token), a
 * customer's one click, refusals (in stock, unknown, no size, junk, cross-origin), floods from one
 * client and at one address, uniform answers, the restock through the operator API and through a
 * failed payment's cancel, 50 restocks at once, and the mail's unsubscribe link.
 */
import { createClient } from "@libsql/client";
import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { jarClient } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { STOCK_ALERT_ADDRESS_LIMIT, STOCK_ALERT_IP_LIMIT } from "./limits";

const ADMIN_TOKEN = "test-stock-admin-token-0123456789abcdef";
const purges: string[][] = [];
const worker = withWorker({
  bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN },
  services: {
    PURGE_OBSERVER: async (request) => {
      purges.push(((await request.json()) as { tags: string[] }).tags);
      return new Response(null, { status: 204 });
    },
  },
});
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
beforeEach(() => {
  purges.length = 0;
});

// This file's own products: the sizes of configurables 240–259 of the test catalogue (one shared database).
const snapshot = shippedSnapshot();
const ownProducts = snapshot.listed.filter((p) => p.type === "configurable").slice(240, 260);
const sizes = ownProducts.flatMap((summary) =>
  snapshot
    .product(summary.sku)
    .children.filter((child) => child.status === 1 && "size" in child.options)
    .map((child) => ({ parent: snapshot.product(summary.sku), sku: child.sku })),
);
let nextSize = 0;
/** A size of its own for one test, sold out. */
async function soldOutSize() {
  const size = sizes[nextSize++]!;
  await setStock(size.sku, 0);
  return size;
}
async function setStock(sku: string, qty: number) {
  await db.execute({
    sql: "update stock_items set qty = ?, is_in_stock = ?, manage_stock = 1 where sku = ?",
    args: [qty, qty > 0 ? 1 : 0, sku],
  });
}

let seq = 0;
const freshIp = () => `10.44.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;
const newAddress = (name: string) => `${name}.${Date.now().toString(36)}.${seq++}@example.com`;

/** One client: its cookie jar and IP. */
const client = (ip = freshIp()) => jarClient(worker, ip);

/** A signed-in customer: their client and address. */
async function customer() {
  const who = client();
  const email = newAddress("customer");
  const made = await who.call("POST", "/api/user/create", {
    customer: { email, firstname: "Sanne", lastname: "de Vries" },
    password: "Noord-2026!",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect((await who.call("POST", "/api/user/login", { username: email, password: "Noord-2026!" })).status).toBe(200);
  return { who, email };
}

const ask = (body: unknown, store = "en", who = client()) =>
  who.call("POST", `/api/ext/stock-alert?storeCode=${store}`, body);

const admin = (body: unknown, token: string | null = ADMIN_TOKEN) =>
  client().call("POST", "/api/ext/stock-alert/admin/stock", body, token ? { "x-admin-token": token } : {});

interface OutboxRow {
  kind: string;
  store: string;
  subject: string;
  text_body: string;
  html_body: string;
}
async function mailsTo(email: string, kind?: string): Promise<OutboxRow[]> {
  const found = await db.execute({
    sql: `select kind, store, subject, text_body, html_body from mail_outbox where to_address = ? ${kind ? "and kind = ?" : ""} order by created_at, rowid`,
    args: kind ? [email.toLowerCase(), kind] : [email.toLowerCase()],
  });
  return found.rows as unknown as OutboxRow[];
}
const alertsOf = async (sku: string) =>
  (await db.execute({ sql: "select * from stock_alerts where sku = ? order by created_at", args: [sku] })).rows;

/** The in-site path of a back-in-stock link in a mail's text. */
function linkIn(mail: OutboxRow, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`https?://[^\\s]+/stock-alert/${page}\\?token=[\\w%-]+`).exec(mail.text_body);
  expect(match, `${page} link in ${mail.kind}`).not.toBeNull();
  const url = new URL(match![0]);
  return url.pathname + url.search;
}
const tokenOf = (path: string) => new URL(path, "http://localhost").searchParams.get("token")!;

/** The page form's POST, as the browser sends it from the shop's own page. */
const postForm = (path: string, token: string) =>
  worker.fetch(path, {
    method: "POST",
    headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
  });

/** A guest's alert through its double opt-in: the confirmed address. */
async function confirmedGuest(sku: string, store = "en") {
  const email = newAddress("guest");
  expect((await ask({ sku, email }, store)).status).toBe(200);
  const [mail] = await mailsTo(email, "stock-alert-confirm");
  const path = linkIn(mail!, "confirm");
  expect((await postForm(path.split("?")[0]!, tokenOf(path))).status).toBe(200);
  return email;
}

describe("signing up for a sold-out size", () => {
  it("a guest confirms by double opt-in: the mail's link shows a button, only its POST activates", async () => {
    const { parent, sku } = await soldOutSize();
    const email = newAddress("Guest");
    const answer = await ask({ sku, email: ` ${email.toUpperCase()} ` }, "de");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({
      sku,
      confirmationRequired: true,
      message: expect.stringContaining("bestätige") as string,
    });
    const [row] = await alertsOf(sku);
    expect(row).toMatchObject({ email: email.toLowerCase(), status: "pending", store: "de", customer_id: null });
    expect(row!.product_name).toBe(parent.name.de);

    const mails = await mailsTo(email, "stock-alert-confirm");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.store).toBe("de");
    expect(mails[0]!.text_body).toContain(parent.name.de);
    const path = linkIn(mails[0]!, "confirm");
    expect(path.startsWith("/de/stock-alert/confirm?token=")).toBe(true);
    // Only the token's hash is kept.
    expect(row!.confirm_hash).not.toBe(tokenOf(path));
    expect(JSON.stringify(row)).not.toContain(tokenOf(path));

    // A mail scanner following the link changes nothing: the page asks, with a button that posts.
    const page = await worker.fetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('method="post"');
    expect(html).toContain("Benachrichtigung bestätigen");
    expect((await alertsOf(sku))[0]).toMatchObject({ status: "pending" });

    const confirmed = await postForm("/de/stock-alert/confirm", tokenOf(path));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Deine Benachrichtigung ist aktiv");
    expect((await alertsOf(sku))[0]).toMatchObject({ status: "active", confirm_hash: null });
    // Used once: the same link again, and a made-up one, do nothing.
    expect((await postForm("/de/stock-alert/confirm", tokenOf(path))).status).toBe(404);
    expect((await worker.fetch(path)).status).toBe(404);
    expect((await worker.fetch("/en/stock-alert/confirm?token=not-a-token")).status).toBe(404);
    expect((await postForm("/en/stock-alert/confirm", "A".repeat(43))).status).toBe(404);
  });

  it("a customer signs up with one click: active at once with the account's address, a repeat is a no-op", async () => {
    const { sku } = await soldOutSize();
    const { who, email } = await customer();
    const answer = await ask({ sku }, "en", who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({
      sku,
      confirmationRequired: false,
      message: "We will e-mail you when it is back.",
    });
    // An address in the body does not replace the account's.
    expect((await ask({ sku, email: "someone.else@example.com" }, "en", who)).status).toBe(200);
    const rows = await alertsOf(sku);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), status: "active" });
    expect(rows[0]!.customer_id).not.toBeNull();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("answers a guest the same whether or not the address has an alert already", async () => {
    const { sku } = await soldOutSize();
    const known = await confirmedGuest(sku);
    const fresh = newAddress("fresh");
    const again = await ask({ sku, email: known });
    const first = await ask({ sku, email: fresh });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, result: { ...first.body.result } });
    // The active alert stays as it is, one row; no second mail to its owner.
    expect((await alertsOf(sku)).filter((r) => r.email === known.toLowerCase())).toHaveLength(1);
    expect(await mailsTo(known, "stock-alert-confirm")).toHaveLength(1);
  });

  it("refuses a size in stock, an unknown sku, a product without its size, a guest without address, junk and cross-origin calls", async () => {
    const { parent, sku } = await soldOutSize();
    await setStock(sku, 4);
    const inStock = await ask({ sku, email: newAddress("instock") });
    expect(inStock.status).toBe(400);
    expect(inStock.body.result.errorMessage).toBe("This size is in stock: you can add it to your bag now.");

    const unknown = await ask({ sku: "NO-SUCH-SKU-1", email: newAddress("unknown") });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result.errorMessage).toBe("This product does not exist.");
    expect((await ask({ sku: parent.sku, email: newAddress("parent") })).body.result.errorMessage).toBe(
      "Please choose a size first.",
    );
    await setStock(sku, 0);
    const noEmail = await ask({ sku });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.result.fields).toEqual({ email: "Field is required" });

    for (const junk of [
      { sku, email: "not-an-address" },
      { sku: "", email: newAddress("empty") },
      { sku: "x".repeat(65), email: newAddress("long") },
      { sku, email: newAddress("extra"), admin: true },
      { sku: 12 },
      [],
      "null",
    ]) {
      const res = await ask(junk);
      expect(res.status, JSON.stringify(junk)).toBe(400);
      expect(res.body.result.errorCode).toBe("INVALID_INPUT");
    }
    const notJson = await worker.fetch("/api/ext/stock-alert", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "sku=x",
    });
    expect(notJson.status).toBe(415);
    const broken = await client().call("POST", "/api/ext/stock-alert", "{", {});
    expect(broken.status).toBe(400);

    const crossSite = await worker.fetch("/api/ext/stock-alert", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ sku, email: newAddress("csrf") }),
    });
    expect(crossSite.status).toBe(403);
    const crossForm = await worker.fetch("/en/stock-alert/confirm", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "token=x",
    });
    expect(crossForm.status).toBe(403);
    expect(await alertsOf(sku)).toHaveLength(0);
  });

  it("a flood from one client hears 429 with Retry-After; so does one address asked for from many clients", async () => {
    const { sku } = await soldOutSize();
    const flooder = client();
    const answers: Awaited<ReturnType<ReturnType<typeof client>["call"]>>[] = [];
    for (let i = 0; i <= STOCK_ALERT_IP_LIMIT.max; i++)
      answers.push(await ask({ sku, email: newAddress("flood") }, "en", flooder));
    expect(answers.slice(0, STOCK_ALERT_IP_LIMIT.max).every((a) => a.status === 200)).toBe(true);
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.body.result.errorMessage).toBe("Too many requests. Please try again later.");

    const target = newAddress("target");
    const spread = await Promise.all(
      Array.from({ length: STOCK_ALERT_ADDRESS_LIMIT.max + 3 }, () => ask({ sku, email: target })),
    );
    expect(spread.filter((a) => a.status === 200)).toHaveLength(STOCK_ALERT_ADDRESS_LIMIT.max);
    expect(spread.filter((a) => a.status === 429)).toHaveLength(3);
    // One live alert per address and size, however many asked at once, and one confirmation mail.
    expect((await alertsOf(sku)).filter((r) => r.email === target)).toHaveLength(1);
    expect(await mailsTo(target, "stock-alert-confirm")).toHaveLength(1);
  });
});

describe("when the size is back", () => {
  it("the operator's stock update sends exactly one mail per alert, with the product, its page and an unsubscribe link", async () => {
    const { parent, sku } = await soldOutSize();
    const guest = await confirmedGuest(sku, "nl");
    const { who, email: member } = await customer();
    expect((await ask({ sku }, "en", who)).status).toBe(200);
    const pending = newAddress("pending");
    expect((await ask({ sku, email: pending })).status).toBe(200);

    expect((await admin({ sku, qty: 3 }, null)).status).toBe(401);
    expect((await admin({ sku, qty: 3 }, "wrong-token-0123456789abcdef0123456789")).status).toBe(401);
    expect((await admin({ sku, qty: -1 })).status).toBe(400);
    expect((await admin({ sku: "NO-SUCH-SKU-2", qty: 1 })).status).toBe(404);

    const restock = await admin({ sku, qty: 3 });
    expect(restock.status, JSON.stringify(restock.body)).toBe(200);
    expect(restock.body.result).toEqual({ sku, qty: 3, alertsSent: 2 });
    expect(purges.flat()).toContain(`product:${parent.sku}`);
    expect(
      (await db.execute({ sql: "select qty, is_in_stock from stock_items where sku = ?", args: [sku] })).rows[0],
    ).toMatchObject({
      qty: 3,
      is_in_stock: 1,
    });

    const [nl] = await mailsTo(guest, "stock-alert");
    expect(await mailsTo(guest, "stock-alert")).toHaveLength(1);
    expect(nl!.store).toBe("nl");
    expect(nl!.subject).toBe(`Weer op voorraad: ${parent.name.nl}`);
    expect(nl!.text_body).toContain(parent.name.nl);
    expect(nl!.text_body).toMatch(/https?:\/\/[^\s]+\/p\//);
    expect(nl!.html_body).toContain("Voorraadmeldingen stoppen");
    linkIn(nl!, "unsubscribe");
    const en = await mailsTo(member, "stock-alert");
    expect(en).toHaveLength(1);
    expect(en[0]!.subject).toBe(`Back in stock: ${parent.name.en}`);
    // A pending (unconfirmed) alert gets nothing.
    expect(await mailsTo(pending, "stock-alert")).toHaveLength(0);

    // Sold out and back again: the alerts were used up, nothing more is sent.
    await admin({ sku, qty: 0 });
    expect((await admin({ sku, qty: 5 })).body.result.alertsSent).toBe(0);
    expect(await mailsTo(guest, "stock-alert")).toHaveLength(1);
  });

  it("a size that came back while a guest's confirmation mail was on its way is announced at the confirmation", async () => {
    const { sku } = await soldOutSize();
    const email = newAddress("late");
    expect((await ask({ sku, email })).status).toBe(200);
    expect((await admin({ sku, qty: 2 })).body.result.alertsSent).toBe(0);
    const path = linkIn((await mailsTo(email, "stock-alert-confirm"))[0]!, "confirm");
    expect((await postForm("/en/stock-alert/confirm", tokenOf(path))).status).toBe(200);
    expect(await mailsTo(email, "stock-alert")).toHaveLength(1);
    expect((await alertsOf(sku))[0]).toMatchObject({ status: "notified" });
  });

  it("50 restocks at once still send one mail per alert", async () => {
    const { sku } = await soldOutSize();
    const addresses = await Promise.all(Array.from({ length: 6 }, () => confirmedGuest(sku)));
    const { who, email } = await customer();
    expect((await ask({ sku }, "en", who)).status).toBe(200);
    addresses.push(email);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => admin({ sku, qty: 1 + (i % 3) })));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(answers.reduce((sum, a) => sum + (a.body.result.alertsSent as number), 0)).toBe(addresses.length);
    const counted = await db.execute({
      sql: `select to_address, count(*) as n from mail_outbox where kind = 'stock-alert'
        and to_address in (select value from json_each(?)) group by to_address`,
      args: [JSON.stringify(addresses.map((a) => a.toLowerCase()))],
    });
    expect(counted.rows).toHaveLength(addresses.length);
    expect(counted.rows.every((row) => Number(row.n) === 1)).toBe(true);
    expect((await alertsOf(sku)).every((row) => row.status === "notified" && row.notified_at !== null)).toBe(true);
  }, 60_000);

  it("the unsubscribe link of the mail shows a button; its POST stops every live alert of the address", async () => {
    const { sku } = await soldOutSize();
    const other = await soldOutSize();
    const email = await confirmedGuest(sku);
    expect((await ask({ sku: other.sku, email })).status).toBe(200);
    expect((await admin({ sku, qty: 2 })).body.result.alertsSent).toBe(1);
    const path = linkIn((await mailsTo(email, "stock-alert"))[0]!, "unsubscribe");
    const page = await worker.fetch(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    expect((await alertsOf(other.sku))[0]).toMatchObject({ status: "pending" });
    const done = await postForm("/en/stock-alert/unsubscribe", tokenOf(path));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will receive no more back-in-stock e-mails from us.");
    expect((await alertsOf(other.sku))[0]).toMatchObject({ status: "unsubscribed" });
    expect((await postForm("/en/stock-alert/unsubscribe", "B".repeat(43))).status).toBe(404);

    // A mail client's RFC 8058 one-click POST to the link itself (no Origin, no page of ours) works too.
    const { sku: third } = await soldOutSize();
    const again = await confirmedGuest(third);
    expect((await admin({ sku: third, qty: 1 })).body.result.alertsSent).toBe(1);
    const oneClick = linkIn((await mailsTo(again, "stock-alert"))[0]!, "unsubscribe");
    const fourth = await soldOutSize();
    expect((await ask({ sku: fourth.sku, email: again })).status).toBe(200);
    const posted = await worker.fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect((await alertsOf(fourth.sku))[0]).toMatchObject({ status: "unsubscribed" });
    expect((await worker.fetch("/en/stock-alert/unsubscribe?token=nope")).status).toBe(404);
  });

  it("a cancelled order (a declined payment) that gives the last one back sends the alerts", async () => {
    const { sku } = await soldOutSize();
    await setStock(sku, 1);
    // A shopper takes the last one into an order awaiting payment: the size is sold out.
    const buyer = client();
    const cartId = (await buyer.call("POST", "/api/cart/create?storeCode=en")).body.result as string;
    expect((await buyer.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 1 } })).status).toBe(
      200,
    );
    const token = (await buyer.call("GET", "/api/ext/payment/payment-token")).body.result as string;
    const order = await buyer.call(
      "POST",
      "/api/order",
      {
        cart_id: cartId,
        products: [{ sku, qty: 1 }],
        addressInformation: {
          shippingAddress: {
            firstname: "Jonas",
            lastname: "Weber",
            street: ["Torstraße", "12"],
            postcode: "10119",
            city: "Berlin",
            country_id: "DE",
            email: "jonas@example.com",
          },
          shipping_method_code: "homedelivery",
          shipping_carrier_code: "dhlparcel",
          payment_method_code: "psp_ideal",
        },
      },
      { "idempotency-key": token },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const email = await confirmedGuest(sku);
    const started = await buyer.call("POST", "/api/ext/payment/start-transaction", {
      orderId: order.body.result.orderId,
    });
    expect(started.status).toBe(200);
    const page = new URL(started.body.result as string).pathname;
    expect(await mailsTo(email, "stock-alert")).toHaveLength(0);
    const declined = await worker.fetch(`${page}/decline`, {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(declined.status).toBe(303);
    expect(await mailsTo(email, "stock-alert")).toHaveLength(1);
    expect((await alertsOf(sku))[0]).toMatchObject({ status: "notified" });
  });
});
