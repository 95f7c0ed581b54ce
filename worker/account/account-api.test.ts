/** The user API (SPEC §7 Users) through the worker in Miniflare against the real test libSQL server. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { customerSchema, loyaltySchema, orderHistorySchema } from "../../schema/api/account";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const snapshot = shippedSnapshot();
// This file's products (test files share one database): simple products 110–124 where the catalogue
// has them, then variants of configurables before the last ones (the last is the cart tests'). Their
// stock is only read, never set, so other files reading these products see nothing unexpected.
const simples = [
  ...snapshot.listed.filter((p) => p.type === "simple" && p.status === 1).slice(110, 125),
  ...snapshot.listed
    .filter((p) => p.type === "configurable" && p.status === 1)
    .slice(-12, -2)
    .flatMap((p) =>
      snapshot
        .product(p.sku)
        .children.filter((c) => c.status === 1)
        .slice(0, 2),
    ),
];
/** The next of this file's products that has stock to sell. */
let nextProduct = 0;
async function productInStock(): Promise<{ sku: string }> {
  while (nextProduct < simples.length) {
    const p = simples[nextProduct++]!;
    const row = await db.execute({
      sql: "select qty, is_in_stock, manage_stock from stock_items where sku = ?",
      args: [p.sku],
    });
    const s = row.rows[0];
    if (s && Number(s.is_in_stock) === 1 && (Number(s.manage_stock) === 0 || Number(s.qty) >= 5)) return p;
  }
  throw new Error("no product in stock left for the account tests");
}

const PASSWORD = "Noord-2026!";
let seq = 0;
/** A fresh e-mail address (and a fresh IP, so the per-IP login limit is this test's own). */
const fresh = (name = "anna") => `${name}.${Date.now().toString(36)}${seq++}@example.com`;
const freshIp = () => `10.9.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;

interface Call {
  status: number;
  body: { code: number; result: any; meta?: any };
  headers: Headers;
  setCookie: string[];
}

/** One client: its cookie jar (session and refresh cookies), optional bearer token and IP. */
function client(opts: { ip?: string; bearer?: string } = {}) {
  const jar = new Map<string, string>();
  const me = {
    jar,
    bearer: opts.bearer,
    ip: opts.ip ?? freshIp(),
    async call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
      const h: Record<string, string> = { accept: "application/json", "cf-connecting-ip": me.ip, ...headers };
      if (body !== undefined) h["content-type"] = "application/json";
      if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      if (me.bearer) h.authorization = `Bearer ${me.bearer}`;
      const res = await worker.fetch(path, {
        method,
        headers: h,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = res.headers.getSetCookie();
      for (const line of setCookie) {
        const [pair] = line.split(";");
        const [name, value] = pair!.split("=");
        if (!value) jar.delete(name!);
        else jar.set(name!, value);
      }
      return { status: res.status, body: (await res.json()) as Call["body"], headers: res.headers, setCookie };
    },
  };
  return me;
}
type Client = ReturnType<typeof client>;

async function register(
  who: Client,
  email: string,
  password = PASSWORD,
  names = { firstname: "Anna", lastname: "Jansen" },
) {
  return who.call("POST", "/api/user/create", { customer: { email, ...names }, password });
}
const login = (who: Client, username: string, password = PASSWORD, headers?: Record<string, string>) =>
  who.call("POST", "/api/user/login", { username, password }, headers);

/** The newest outbox message to an address (the reset mail is queued in the background). */
async function mailTo(address: string, kind: string): Promise<{ text_body: string; subject: string } | null> {
  for (let i = 0; i < 40; i++) {
    const rows = await db.execute({
      sql: "select text_body, subject from mail_outbox where to_address = ? and kind = ? order by created_at desc limit 1",
      args: [address, kind],
    });
    if (rows.rows[0]) return rows.rows[0] as unknown as { text_body: string; subject: string };
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

describe("registration and login", () => {
  it("registers, signs in with HttpOnly Secure SameSite __Host- cookies, and reads the profile", async () => {
    const who = client();
    const email = fresh();
    const created = await register(who, email);
    expect(created.status).toBe(200);
    expect(created.setCookie).toEqual([]);

    const signedIn = await login(who, email.toUpperCase());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedIn.body.meta.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = signedIn.setCookie.find((l) => l.startsWith("__Host-an_session="))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    expect(signedIn.setCookie.find((l) => l.startsWith("__Host-an_refresh="))).toMatch(
      /HttpOnly; Secure; SameSite=Strict/,
    );

    const me = await who.call("GET", "/api/user/me");
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ email, firstname: "Anna", lastname: "Jansen", addresses: [] });
    expect(me.body.result.loyalty_card).toMatch(/^2\d{12}$/);
    expect(JSON.stringify(me.body)).not.toMatch(/pbkdf2|password/i);
    // The token works as a bearer and as ?token= (SPEC compatibility), and nothing is stored in the clear.
    const token = signedIn.body.result as string;
    expect((await client({ bearer: token }).call("GET", "/api/user/me")).status).toBe(200);
    expect((await client().call("GET", `/api/user/me?token=${token}`)).status).toBe(200);
    const stored = await db.execute({ sql: "select password_hash from customers where email = ?", args: [email] });
    expect(stored.rows[0]!.password_hash as string).toMatch(/^pbkdf2-sha512\$100000\$/);
  });

  it("gives the site its cookies without a token in the body", async () => {
    const email = fresh();
    await register(client(), email);
    const site = client();
    const res = await login(site, email, PASSWORD, { "x-session-transport": "cookie" });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe("");
    expect(res.body.meta).toEqual({});
    expect(site.jar.has("__Host-an_session")).toBe(true);
  });

  it("refuses SPEC §5 bad input with the message beside each field, and saves nothing", async () => {
    const who = client();
    const email = fresh();
    const bad = await who.call("POST", "/api/user/create", {
      customer: { email: "not-an-email", firstname: "A", lastname: "" },
      password: "short",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errorCode).toBe("INVALID_INPUT");
    expect(bad.body.result.fields).toEqual({
      "customer.email": "Vul een geldig e-mailadres in",
      "customer.firstname": "Naam moet minstens 2 letters hebben",
      "customer.lastname": "Dit veld is verplicht",
      password: "Wachtwoord moet minstens 8 tekens hebben",
    });
    const en = await who.call("POST", "/api/user/create?storeCode=en", {
      customer: { email, firstname: "Anna", lastname: "Jansen" },
      password: "alllowercase",
    });
    expect(en.body.result.fields).toEqual({
      password:
        "Password must contain at least 3 different character classes (lower case, upper case, digits, special characters)",
    });
    // Vue Storefront's registration schema allows fields the shop does not keep: ignored, never refused.
    const other = fresh();
    const unknownKey = await who.call("POST", "/api/user/create", {
      customer: { email: other, firstname: "Anna", lastname: "Jansen", group_id: 4 },
      password: PASSWORD,
      storeCode: "en",
    });
    expect(unknownKey.status).toBe(200);
    expect(unknownKey.body.result).toEqual({ email: other, firstname: "Anna", lastname: "Jansen" });
    const oversized = await who.call("POST", "/api/user/create", {
      customer: { email, firstname: "A".repeat(101), lastname: "Jansen" },
      password: PASSWORD,
    });
    expect(oversized.status).toBe(400);
    expect(Object.keys(oversized.body.result.fields)).toEqual(["customer.firstname"]);
    const rows = await db.execute({ sql: "select count(*) as n from customers where email = ?", args: [email] });
    expect(Number(rows.rows[0]!.n)).toBe(0);
    expect((await login(who, "nope")).status).toBe(400);
  });
});

describe("no enumeration", () => {
  it("answers an unknown e-mail and a wrong password alike: status, body, cookies", async () => {
    const email = fresh();
    await register(client(), email);
    const unknown = await login(client(), fresh("nobody"), "Wrong-pass1");
    const wrong = await login(client(), email, "Wrong-pass1");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.setCookie).toEqual(unknown.setCookie);
    expect(wrong.body.result.errorMessage).toBe(
      "De inloggegevens zijn onjuist of je account is tijdelijk geblokkeerd. Wacht even en probeer het later opnieuw.",
    );
  });

  it("answers registration and reset the same whether or not the address has an account", async () => {
    const email = fresh();
    await register(client(), email);
    const again = await register(client(), email, "Other-pass2");
    const other = fresh();
    const first = await register(client(), other, "Other-pass2");
    expect(again.status).toBe(first.status);
    expect(again.setCookie).toEqual(first.setCookie);
    expect({ ...again.body.result, email: "x" }).toEqual({ ...first.body.result, email: "x" });
    // The existing account keeps its password; its owner hears about the attempt.
    expect((await login(client(), email, "Other-pass2")).status).toBe(401);
    expect(await mailTo(email, "account-exists")).not.toBeNull();

    const known = await client().call("POST", "/api/user/reset-password", { email });
    const unknownReset = await client().call("POST", "/api/user/reset-password", { email: fresh("ghost") });
    expect(known.status).toBe(200);
    expect(unknownReset.status).toBe(200);
    expect(known.body).toEqual(unknownReset.body);
    expect(known.setCookie).toEqual(unknownReset.setCookie);
  });
});

describe("tokens", () => {
  it("refuses the old token after logout", async () => {
    const email = fresh();
    await register(client(), email);
    const who = client();
    const token = (await login(who, email)).body.result as string;
    const logout = await who.call("POST", "/api/user/logout", {});
    expect(logout.status).toBe(200);
    expect(logout.setCookie.some((l) => /^__Host-an_session=;.*Max-Age=0/.test(l))).toBe(true);
    expect((await client({ bearer: token }).call("GET", "/api/user/me")).status).toBe(401);
    expect((await who.call("GET", "/api/user/me")).status).toBe(401);
  });

  it("refuses every old token after a password change; the changer goes on in a new session", async () => {
    const email = fresh();
    await register(client(), email);
    const laptop = client();
    const phone = client();
    const oldToken = (await login(laptop, email)).body.result as string;
    await login(phone, email);
    const wrong = await laptop.call("POST", "/api/user/change-password", {
      currentPassword: "Not-the-one1",
      newPassword: "Brand-new-22",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.fields).toEqual({ currentPassword: "Het huidige wachtwoord klopt niet" });
    const weak = await laptop.call("POST", "/api/user/change-password", {
      currentPassword: PASSWORD,
      newPassword: "weak",
    });
    expect(weak.body.result.fields).toEqual({ newPassword: "Wachtwoord moet minstens 8 tekens hebben" });

    const changed = await laptop.call("POST", "/api/user/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Brand-new-22",
    });
    expect(changed.status).toBe(200);
    expect((await client({ bearer: oldToken }).call("GET", "/api/user/me")).status).toBe(401);
    expect((await phone.call("GET", "/api/user/me")).status).toBe(401);
    expect((await laptop.call("GET", "/api/user/me")).status).toBe(200);
    expect((await login(client(), email)).status).toBe(401);
    expect((await login(client(), email, "Brand-new-22")).status).toBe(200);
  });

  it("gives a new token for a refresh token, once", async () => {
    const email = fresh();
    await register(client(), email);
    const signedIn = await login(client(), email);
    const refreshToken = signedIn.body.meta.refreshToken as string;
    const api = client();
    const renewed = await api.call("POST", "/api/user/refresh", { refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.result).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed.body.result).not.toBe(signedIn.body.result);
    expect((await client({ bearer: renewed.body.result }).call("GET", "/api/user/me")).status).toBe(200);
    // The refreshed session replaces the old one; the refresh token is used up.
    expect((await client({ bearer: signedIn.body.result }).call("GET", "/api/user/me")).status).toBe(401);
    const replay = await client().call("POST", "/api/user/refresh", { refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.result.errorMessage).toBe(
      "Fout bij het vernieuwen van de sessie. Je hebt geen toegang tot deze gegevens",
    );
    // The site refreshes with its HttpOnly refresh cookie.
    const site = client();
    await login(site, email);
    const viaCookie = await site.call("POST", "/api/user/refresh", {}, { "x-session-transport": "cookie" });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.result).toBe("");
    expect((await site.call("GET", "/api/user/me")).status).toBe(200);
  });
});

describe("abuse resistance", () => {
  it("locks the guessing IP out of the account with a clear 429, while the owner elsewhere signs in", async () => {
    const email = fresh();
    await register(client(), email);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(client({ ip }), email, `Wrong-pass${i}`)).status).toBe(401);
    const blocked = await login(client({ ip }), email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.result.errorCode).toBe("TOO_MANY_REQUESTS");
    expect(blocked.body.result.errorMessage).toBe("Te veel inlogpogingen. Wacht 15 minuten en probeer het opnieuw.");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await login(client(), email)).status).toBe(200);
  });

  it("throttles one IP trying many accounts", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(client({ ip }), fresh("spray"), "Wrong-pass1")).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("counts concurrent attempts atomically", async () => {
    const email = fresh();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => login(client({ ip }), email, "Wrong-pass1").then((r) => r.status)),
    );
    expect(results.filter((s) => s === 429)).toHaveLength(3);
  });
});

describe("password reset", () => {
  it("sends a single-use link through the outbox that sets a new password and signs in", async () => {
    const email = fresh();
    await register(client(), email);
    const me = client();
    await login(me, email);
    expect((await client().call("POST", "/api/user/reset-password?storeCode=en", { email })).status).toBe(200);
    const mail = await mailTo(email, "password-reset");
    expect(mail?.subject).toBe("Choose a new password for your Atelier Noord account");
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
    expect(link.pathname).toBe("/en/password-reset");
    const resetToken = link.searchParams.get("token")!;
    expect(link.searchParams.get("email")).toBe(email);
    const stored = await db.execute({
      sql: "select token_hash from password_resets where token_hash = ?",
      args: [resetToken],
    });
    expect(stored.rows).toHaveLength(0);

    const weak = await client().call("POST", "/api/user/create-password", { email, newPassword: "abc", resetToken });
    expect(weak.status).toBe(400);
    const reader = client();
    const done = await reader.call("POST", "/api/user/create-password", {
      email,
      newPassword: "Reset-pass-9",
      resetToken,
    });
    expect(done.status).toBe(200);
    expect((await reader.call("GET", "/api/user/me")).status).toBe(200);
    expect((await me.call("GET", "/api/user/me")).status).toBe(401);
    const again = await client().call("POST", "/api/user/create-password", {
      email,
      newPassword: "Reset-pass-10",
      resetToken,
    });
    expect(again.status).toBe(400);
    expect(again.body.result.errorMessage).toMatch(/ongeldig of verlopen/);
    expect((await login(client(), email, "Reset-pass-9")).status).toBe(200);
    // The link is also readable in the local mailbox page.
    const mailbox = await worker.fetch("/dev/mailbox");
    expect(await mailbox.text()).toContain("Choose a new password");
  });

  it("refuses a token for another address or an expired one", async () => {
    const a = fresh();
    const b = fresh();
    await register(client(), a);
    await register(client(), b);
    await client().call("POST", "/api/user/reset-password", { email: a });
    const mail = await mailTo(a, "password-reset");
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]).searchParams.get("token")!;
    const other = await client().call("POST", "/api/user/create-password", {
      email: b,
      newPassword: "Reset-pass-9",
      resetToken,
    });
    expect(other.status).toBe(400);
    await db.execute({
      sql: "update password_resets set expires_at = ? where customer_id = (select id from customers where email = ?)",
      args: [Date.now() - 1000, a],
    });
    const expired = await client().call("POST", "/api/user/create-password", {
      email: a,
      newPassword: "Reset-pass-9",
      resetToken,
    });
    expect(expired.status).toBe(400);
  });
});

const address = {
  firstname: "Anna",
  lastname: "Jansen",
  street: ["Keizersgracht", "123", "A"],
  postcode: "1015 CJ",
  city: "Amsterdam",
  country_id: "NL",
  telephone: "0612345678",
};

describe("profile, addresses and orders", () => {
  it("edits the profile, adds an address and refuses bad ones field by field", async () => {
    const email = fresh();
    await register(client(), email);
    const who = client();
    await login(who, email);
    const renamed = fresh("renamed");
    const saved = await who.call("POST", "/api/user/me", {
      customer: { email: renamed, firstname: "Anne", lastname: "de Vries", addresses: [address] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ email: renamed, firstname: "Anne", lastname: "de Vries" });
    expect(saved.body.result.addresses).toEqual([
      expect.objectContaining({ street: ["Keizersgracht", "123", "A"], postcode: "1015 CJ", country_id: "NL" }),
    ]);
    const bad = await who.call("POST", "/api/user/me", {
      customer: {
        email: renamed,
        firstname: "Anne",
        lastname: "de Vries",
        addresses: [address, { ...address, street: ["Rue Neuve", "x12"], postcode: "10000", country_id: "BE" }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.fields).toEqual({
      "customer.addresses.1.street.1": "Het huisnummer is niet geldig",
      "customer.addresses.1.postcode": "De postcode is niet geldig",
    });
    const after = await who.call("GET", "/api/user/me");
    expect(after.body.result.addresses).toHaveLength(1);
    // The answer is exactly the shape schema/api declares (parsing drops an undeclared field).
    expect(customerSchema.parse(after.body.result)).toEqual(after.body.result);

    const added = await who.call("POST", "/api/user/address", {
      ...address,
      street: ["Meir", "1"],
      postcode: "2000",
      city: "Antwerpen",
      country_id: "BE",
    });
    expect(added.status).toBe(200);
    expect(added.body.result.addresses).toHaveLength(2);

    const taken = fresh("taken");
    await register(client(), taken);
    const clash = await who.call("POST", "/api/user/me", {
      customer: { email: taken, firstname: "Anne", lastname: "de Vries" },
    });
    expect(clash.status).toBe(400);
    expect(clash.body.result.fields).toEqual({ "customer.email": expect.any(String) });
  });

  it("shows an order placed while logged in in the history; another customer's order and address answer 404", async () => {
    const email = fresh();
    await register(client(), email);
    const who = client();
    await login(who, email);
    const p = await productInStock();
    const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
    expect(
      (await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: p.sku, qty: 1 } })).status,
    ).toBe(200);
    const orderAddress = { ...address, street: ["Keizersgracht", "123"], email };
    const placed = await who.call(
      "POST",
      "/api/order",
      {
        cart_id: cartId,
        products: [{ sku: p.sku, qty: 1 }],
        addressInformation: {
          shippingAddress: orderAddress,
          billingAddress: orderAddress,
          shipping_method_code: "homedelivery",
          shipping_carrier_code: "dhlparcel",
          payment_method_code: "banktransfer",
        },
      },
      { "idempotency-key": `account-order-${seq++}` },
    );
    expect(placed.status).toBe(200);
    const number = placed.body.result.incrementId as string;

    const history = await who.call("GET", "/api/user/order-history");
    expect(history.status).toBe(200);
    expect(history.body.result).toMatchObject({ total_count: 1, page_size: 20, current_page: 1 });
    expect(history.body.result.items[0]).toMatchObject({
      increment_id: number,
      status: "placed",
      items: [expect.objectContaining({ sku: p.sku, qty_ordered: 1 })],
    });
    expect((await who.call("GET", "/api/user/order-history?pageSize=20&currentPage=2")).body.result.items).toEqual([]);
    expect((await who.call("GET", "/api/user/order-history?pageSize=0")).status).toBe(400);
    expect((await who.call("GET", `/api/user/order/${number}`)).body.result.increment_id).toBe(number);
    // The order earns loyalty points: one per whole euro.
    const card = await who.call("GET", "/api/user/loyalty");
    const euros = Math.floor(history.body.result.items[0].grand_total as number);
    expect(card.body.result.balance).toBe(euros);
    expect(card.body.result.history[0]).toMatchObject({ reason: "order", order_increment_id: number, points: euros });
    expect(loyaltySchema.parse(card.body.result)).toEqual(card.body.result);
    expect(orderHistorySchema.parse(history.body.result)).toEqual(history.body.result);
    expect((await who.call("POST", "/api/user/loyalty/check", { points: euros + 1 })).status).toBe(400);

    const otherEmail = fresh("other");
    await register(client(), otherEmail);
    const other = client();
    await login(other, otherEmail);
    expect((await other.call("GET", `/api/user/order/${number}`)).status).toBe(404);
    expect((await other.call("GET", "/api/user/order/NL999999999")).status).toBe(404);
    const mine = await who.call("POST", "/api/user/address", address);
    const addressId = mine.body.result.addresses[0].id as number;
    expect((await other.call("POST", "/api/user/address", { ...address, id: addressId })).status).toBe(404);
    expect((await other.call("POST", `/api/user/address/${addressId}/delete`, {})).status).toBe(404);
    expect((await client().call("GET", "/api/user/order-history")).status).toBe(401);
  });
});

describe("guest → customer", () => {
  it("merges the guest cart into the customer's cart at login", async () => {
    const email = fresh();
    await register(client(), email);
    const [a, b] = [await productInStock(), await productInStock()];
    // The customer's own cart, from another device.
    const phone = client();
    await login(phone, email);
    const customerCart = (await phone.call("POST", "/api/cart/create")).body.result as string;
    await phone.call("POST", `/api/cart/update?cartId=${customerCart}`, { cartItem: { sku: a.sku, qty: 1 } });
    // As a guest on the laptop.
    const laptop = client();
    const guestCart = (await laptop.call("POST", "/api/cart/create")).body.result as string;
    await laptop.call("POST", `/api/cart/update?cartId=${guestCart}`, { cartItem: { sku: a.sku, qty: 2 } });
    await laptop.call("POST", `/api/cart/update?cartId=${guestCart}`, { cartItem: { sku: b.sku, qty: 1 } });
    const guestCookie = laptop.jar.get("__Host-an_session");
    expect((await login(laptop, email)).status).toBe(200);
    expect(laptop.jar.get("__Host-an_session")).not.toBe(guestCookie);

    const mine = await laptop.call("GET", "/api/cart/mine");
    expect(mine.body.result).toBe(customerCart);
    const pulled = await laptop.call("GET", `/api/cart/pull?cartId=${customerCart}`);
    const qty = Object.fromEntries((pulled.body.result as { sku: string; qty: number }[]).map((l) => [l.sku, l.qty]));
    expect(qty).toEqual({ [a.sku]: 3, [b.sku]: 1 });
    expect((await laptop.call("GET", `/api/cart/pull?cartId=${guestCart}`)).status).toBe(404);
    // The guest session died with the login: its token is refused (401, the browser falls back to a guest cart).
    expect(
      (
        await client().call("GET", `/api/cart/pull?cartId=${guestCart}`, undefined, {
          cookie: `__Host-an_session=${guestCookie}`,
        })
      ).status,
    ).toBe(401);
  });

  it("makes the guest cart the customer's when they had none (registration, then login)", async () => {
    const p = await productInStock();
    const guest = client();
    const cartId = (await guest.call("POST", "/api/cart/create")).body.result as string;
    await guest.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: p.sku, qty: 2 } });
    const email = fresh();
    await register(guest, email);
    await login(guest, email);
    expect((await guest.call("GET", "/api/cart/mine")).body.result).toBe(cartId);
    const other = client();
    await login(other, email);
    expect((await other.call("GET", "/api/cart/mine")).body.result).toBe(cartId);
  });
});
