/** Wishlist, loyalty, privacy rights and the account pages, through the worker in Miniflare against real libSQL. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const snapshot = shippedSnapshot();
const listed = snapshot.listed.filter((p) => p.status === 1);
const PASSWORD = "Noord-2026!";
let seq = 0;
const fresh = () => `pages.${Date.now().toString(36)}${seq++}@example.com`;

function client() {
  const jar = new Map<string, string>();
  const ip = `10.8.${seq % 250}.${seq++ % 250}`;
  return {
    jar,
    async call(method: "GET" | "POST", path: string, body?: unknown) {
      const headers: Record<string, string> = { accept: "application/json", "cf-connecting-ip": ip };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await worker.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [name, value] = line.split(";")[0]!.split("=");
        if (value) jar.set(name!, value);
        else jar.delete(name!);
      }
      const text = await res.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: res.status, body: json, text, headers: res.headers };
    },
  };
}

async function customer() {
  const who = client();
  const email = fresh();
  await who.call("POST", "/api/user/create", {
    customer: { email, firstname: "Mila", lastname: "Bakker" },
    password: PASSWORD,
  });
  expect((await who.call("POST", "/api/user/login", { username: email, password: PASSWORD })).status).toBe(200);
  return { who, email };
}

describe("wishlist", () => {
  it("is for logged-in customers, adds by productId or sku, refuses unknown products, and survives login", async () => {
    const [a, b, c] = [listed[200]!, listed[201]!, listed[202]!];
    expect((await client().call("GET", "/api/wishlist")).status).toBe(401);
    const { who, email } = await customer();
    expect((await who.call("POST", "/api/wishlist/add", { productId: a.id })).body.result.items).toEqual([
      expect.objectContaining({ product_id: a.id, sku: a.sku }),
    ]);
    await who.call("POST", "/api/wishlist/add", { sku: b.sku });
    await who.call("POST", "/api/wishlist/add", { sku: b.sku });
    expect((await who.call("GET", "/api/wishlist")).body.result.items).toHaveLength(2);
    expect((await who.call("POST", "/api/wishlist/add", { sku: "NO-SUCH-SKU" })).status).toBe(404);
    expect((await who.call("POST", "/api/wishlist/add", { productId: a.id, extra: 1 })).status).toBe(400);
    expect((await who.call("POST", "/api/wishlist/add", {})).status).toBe(400);
    await who.call("POST", "/api/wishlist/delete", { productId: a.id });
    // A guest's hearts (kept in the browser) join the customer's list on another device's login.
    const laptop = client();
    await laptop.call("POST", "/api/user/login", { username: email, password: PASSWORD });
    const merged = await laptop.call("POST", "/api/wishlist/merge", { skus: [c.sku, b.sku, "UNKNOWN"] });
    expect(merged.body.result.items.map((i: { sku: string }) => i.sku).sort()).toEqual([b.sku, c.sku].sort());
    const page = await laptop.call("GET", "/my-account/wishlist");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`"sku":"${c.sku}"`);
  });
});

describe("loyalty card", () => {
  it("shows the card number as a barcode, the balance and history, and limits redemption to the balance", async () => {
    const { who, email } = await customer();
    const id = Number(
      (await db.execute({ sql: "select id from customers where email = ?", args: [email] })).rows[0]!.id,
    );
    await db.execute({
      sql: "insert into loyalty_transactions (customer_id, points, reason, order_increment_id, created_at) values (?, 120, 'order', 'NL000123', ?), (?, -20, 'redeem', null, ?)",
      args: [id, Date.now() - 1000, id, Date.now()],
    });
    const card = await who.call("GET", "/api/user/loyalty");
    expect(card.body.result).toMatchObject({ balance: 100 });
    expect(card.body.result.card_number).toMatch(/^2\d{12}$/);
    expect(card.body.result.history).toHaveLength(2);
    expect((await who.call("POST", "/api/user/loyalty/check", { points: 100 })).status).toBe(200);
    const tooMany = await who.call("POST", "/api/user/loyalty/check?storeCode=en", { points: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result.fields).toEqual({ points: "You do not have this many points" });
    const page = await who.call("GET", "/en/my-account/loyalty-card");
    expect(page.status).toBe(200);
    expect(page.text).toContain('class="loyalty-card__barcode"');
    expect(page.text).toContain("100 points");
    expect(page.text).toContain("Order NL000123");
  });
});

describe("the account pages", () => {
  it("say 'You need to be logged in to see this page' without a session, and are never cached", async () => {
    for (const path of [
      "/en/my-account",
      "/en/my-account/orders",
      "/en/my-account/profile",
      "/en/my-account/wishlist",
    ]) {
      const res = await client().call("GET", path);
      expect(res.status).toBe(200);
      expect(res.text).toContain("You need to be logged in to see this page");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const login = await client().call("GET", "/de/login/");
    expect(login.text).toContain("Anmelden oder Konto erstellen");
    expect((await client().call("GET", "/login/?loggedOut=1")).text).toContain("Je bent uitgelogd");
  });

  it("render the account blocks for the customer and send a logged-in visitor of /login on to /my-account", async () => {
    const { who } = await customer();
    const home = await who.call("GET", "/en/my-account");
    expect(home.text).toContain("Hello Mila");
    expect(home.text).toContain("You have not placed an order yet.");
    for (const [path, text] of [
      ["/en/my-account/profile", "Addresses"],
      ["/en/my-account/change-password", "Change password"],
      ["/en/my-account/orders", "Orders"],
    ] as const) {
      const res = await who.call("GET", path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(text);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect((await who.call("GET", "/en/my-account/order/NL424242")).status).toBe(404);
    const login = await who.call("GET", "/en/login/");
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe("/en/my-account");
    const reset = await client().call("GET", "/en/password-reset?token=abc&email=a%40b.nl");
    // Cross-origin requests from the page carry the origin only (strict-origin-when-cross-origin), never the token.
    expect(reset.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(reset.headers.get("cache-control")).toBe("no-store");
    expect(reset.text).toContain("Choose a new password");
  });
});

describe("privacy rights", () => {
  it("export everything kept as JSON and delete the account, keeping orders anonymised", async () => {
    const { who, email } = await customer();
    await who.call("POST", "/api/user/address", {
      firstname: "Mila",
      lastname: "Bakker",
      street: ["Damrak", "1"],
      postcode: "1012 LG",
      city: "Amsterdam",
      country_id: "NL",
    });
    const id = Number(
      (await db.execute({ sql: "select id from customers where email = ?", args: [email] })).rows[0]!.id,
    );
    // An order of theirs (as the order flow writes it).
    const orderId = `gdpr-${id}`;
    await db.execute({
      sql: `insert into orders (id, increment_id, store, cart_id, customer_id, email, status, payment_method, payment_status,
        subtotal, discount, shipping, tax_amount, gift_card_amount, grand_total, shipping_carrier, shipping_method,
        shipping_address, billing_address, created_at, updated_at)
        values (?, ?, 'nl', ?, ?, ?, 'placed', 'banktransfer', 'none', 1000, 0, 495, 260, 0, 1495, 'dhlparcel', 'homedelivery', ?, ?, ?, ?)`,
      args: [
        orderId,
        `GDPR${id}`,
        `cart-${orderId}`,
        id,
        email,
        JSON.stringify({
          firstname: "Mila",
          lastname: "Bakker",
          street: ["Damrak", "1"],
          postcode: "1012 LG",
          city: "Amsterdam",
          country_id: "NL",
        }),
        JSON.stringify({
          firstname: "Mila",
          lastname: "Bakker",
          street: ["Damrak", "1"],
          postcode: "1012 LG",
          city: "Amsterdam",
          country_id: "NL",
        }),
        Date.now(),
        Date.now(),
      ],
    });
    const exported = await who.call("GET", "/api/user/export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      /attachment; filename="atelier-noord-account-\d+\.json"/,
    );
    expect(exported.body.customer).toMatchObject({ email, firstname: "Mila" });
    expect(exported.body.addresses).toHaveLength(1);
    expect(exported.body.orders[0]).toMatchObject({ increment_id: `GDPR${id}`, email });
    expect(exported.text).not.toMatch(/pbkdf2|token_hash|tokenHash/);

    expect((await who.call("POST", "/api/user/delete", { password: "Wrong-pass1" })).status).toBe(400);
    const deleted = await who.call("POST", "/api/user/delete", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    expect((await who.call("GET", "/api/user/me")).status).toBe(401);
    expect((await client().call("POST", "/api/user/login", { username: email, password: PASSWORD })).status).toBe(401);
    const kept = await db.execute({ sql: "select * from orders where id = ?", args: [orderId] });
    const row = kept.rows[0]!;
    expect(row.customer_id).toBeNull();
    expect(row.email).toBe(`anonymised-GDPR${id}@invalid.invalid`);
    expect(JSON.parse(row.shipping_address as string)).toEqual({ country_id: "NL" });
    const left = await db.execute({
      sql: "select (select count(*) from customers where id = ?1) + (select count(*) from customer_addresses where customer_id = ?1) + (select count(*) from sessions where customer_id = ?1) + (select count(*) from mail_outbox where to_address = ?2) as n",
      args: [id, email],
    });
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
