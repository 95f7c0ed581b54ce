/**
 * Gift cards at the till (issue 32 point 5) through the worker in Miniflare over HTTP, against the
 * real test libSQL server: check, apply and remove with the SPEC's message, a brute-force run per IP
 * and per cart, two carts spending one card at once, a card paying part of an order beside the
 * payment provider, a whole order, and a declined payment giving the amount back exactly once.
 */
// Runs alone: guess floods, and two carts spending one card at once.
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { hmacKey } from "../payment/hmac";
import { signedWebhook } from "../payment/sandbox-webhook";
import { shippedSnapshot } from "../../test/support/snapshot";
import { TEST_PAYMENT_SECRET, withWorker } from "../../test/support/worker";
import { DEMO_GIFT_CARDS, seedGiftCards } from "../../scripts/giftcards/seed";
import { CODE_CART_LIMIT, CODE_IP_LIMIT } from "./code-guard";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const run = Date.now().toString(36).toUpperCase();
let serial = 0;
/** IPs of this file's own: test files share one database and its rate-limit counters. */
const freshIp = () => `10.32.${Math.floor(serial / 250) % 250}.${serial++ % 250}`;
const guess = () => `GC${run}X${serial++}`;
const simples = shippedSnapshot()
  .listed.filter((p) => p.type === "simple" && p.status === 1)
  .slice(90);
let nextProduct = 0;

interface Answer {
  status: number;
  body: { code: number; result: any };
  headers: Headers;
}

/** A shopper with a session cookie; `ip` may change between calls (an attacker rotating addresses). */
function client(ip = freshIp()) {
  let cookie: string | null = null;
  const me = {
    ip,
    async call(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}) {
      const all: Record<string, string> = { accept: "application/json", "cf-connecting-ip": me.ip, ...headers };
      if (body !== undefined) all["content-type"] = "application/json";
      if (cookie) all.cookie = cookie;
      const res = await worker.fetch(path, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
      if (set) cookie = set;
      const answer: Answer = { status: res.status, body: (await res.json()) as Answer["body"], headers: res.headers };
      return answer;
    },
  };
  return me;
}
type Client = ReturnType<typeof client>;

const check = (who: Client, code: string, cartId?: string) =>
  who.call("POST", `/api/ext/giftcard/check${cartId ? `?cartId=${cartId}` : ""}`, { giftCardCode: code });
const apply = (who: Client, cartId: string, code: string) =>
  who.call("POST", `/api/ext/giftcard/apply?cartId=${cartId}`, { giftCardCode: code, quoteId: cartId });
const remove = (who: Client, cartId: string) =>
  who.call("POST", `/api/ext/giftcard/remove?cartId=${cartId}`, { quoteId: cartId });
const totals = async (who: Client, cartId: string) =>
  (await who.call("GET", `/api/cart/totals?cartId=${cartId}`)).body.result as {
    grand_total: number;
    giftcard_amount: number;
    giftcard_code: string | null;
    total_segments: { code: string; title: string; value: number }[];
  };
const balanceOf = async (code: string) =>
  Number((await db.execute({ sql: "select balance from gift_cards where code = ?", args: [code] })).rows[0]!.balance);

async function newCard(balance: number): Promise<string> {
  const code = `GIFT-${run}-${serial++}`;
  await db.execute({
    sql: "insert into gift_cards (code, balance, created_at) values (?, ?, ?)",
    args: [code, balance, Date.now()],
  });
  return code;
}

/** A shopper's cart (store `store`) of one product in stock; its grand total before any card. */
async function cartOfOne(store: "nl" | "de" | "en" = "nl") {
  const p = simples[nextProduct++ % simples.length]!;
  await db.execute({
    sql: "update stock_items set qty = 500, is_in_stock = 1, manage_stock = 1 where sku = ?",
    args: [p.sku],
  });
  const who = client();
  const cartId = (await who.call("POST", `/api/cart/create?storeCode=${store}`)).body.result as string;
  expect(
    (await who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: p.sku, qty: 1 } })).status,
  ).toBe(200);
  return { who, cartId, sku: p.sku, total: (await totals(who, cartId)).grand_total };
}

const address = {
  firstname: "Sanne",
  lastname: "de Vries",
  street: ["Prinsengracht", "263"],
  postcode: "1016 GV",
  city: "Amsterdam",
  country_id: "NL",
  email: "sanne@example.com",
};

async function placeOrder(who: Client, cartId: string, sku: string, payment: string) {
  const token = (await who.call("GET", "/api/ext/payment/payment-token")).body.result as string;
  return who.call(
    "POST",
    "/api/order",
    {
      cart_id: cartId,
      products: [{ sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        shipping_method_code: "homedelivery",
        shipping_carrier_code: "dhlparcel",
        payment_method_code: payment,
      },
    },
    { "idempotency-key": token },
  );
}

const methodsOf = async (who: Client, cartId: string) =>
  ((await who.call("GET", `/api/cart/payment-methods?cartId=${cartId}`)).body.result as { code: string }[]).map(
    (m) => m.code,
  );

describe("check, apply and remove", () => {
  it("checks a card's balance; an unknown, empty or expired card is 'This is not a valid giftcard' in the cart's language", async () => {
    const code = await newCard(4200);
    const { who, cartId } = await cartOfOne("en");
    const ok = await check(who, code.toLowerCase(), cartId);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toEqual({ code, balance: 4200, currency: "EUR" });

    const empty = await newCard(0);
    const expired = await newCard(1000);
    await db.execute({
      sql: "update gift_cards set valid_to = ? where code = ?",
      args: [Date.now() - 86_400_000, expired],
    });
    for (const bad of [guess(), empty, expired]) {
      const refused = await check(who, bad, cartId);
      expect(refused.status).toBe(400);
      expect(refused.body.result).toMatchObject({ errorMessage: "This is not a valid giftcard" });
    }
    const german = await cartOfOne("de");
    const refused = await apply(german.who, german.cartId, guess());
    expect(refused.body.result.errorMessage).toBe("Dies ist keine gültige Geschenkkarte");
  });

  it("applies a card as its own totals segment, and removes it", async () => {
    const code = await newCard(1000);
    const { who, cartId, total } = await cartOfOne("nl");
    expect((await apply(who, cartId, ` ${code.toLowerCase()} `)).body).toEqual({ code: 200, result: true });
    const applied = await totals(who, cartId);
    expect(applied).toMatchObject({ giftcard_code: code, giftcard_amount: 1000, grand_total: total - 1000 });
    expect(applied.total_segments).toContainEqual({ code: "giftcard", title: "Cadeaukaart", value: -1000 });
    expect((await remove(who, cartId)).status).toBe(200);
    const removed = await totals(who, cartId);
    expect(removed).toMatchObject({ giftcard_code: null, giftcard_amount: 0, grand_total: total });
    expect(removed.total_segments.map((s) => s.code)).not.toContain("giftcard");
    expect(await balanceOf(code)).toBe(1000);
  });

  it("refuses another shopper's cart and junk bodies without a 500", async () => {
    const code = await newCard(1000);
    const { cartId } = await cartOfOne();
    const stranger = client();
    expect([403, 404]).toContain((await apply(stranger, cartId, code)).status);
    expect([403, 404]).toContain((await check(stranger, code, cartId)).status);
    expect((await stranger.call("POST", "/api/ext/giftcard/check", { giftCardCode: "" })).status).toBe(400);
    expect((await stranger.call("POST", "/api/ext/giftcard/check", { giftCardCode: "x".repeat(65) })).status).toBe(400);
    expect((await stranger.call("POST", "/api/ext/giftcard/check", { giftCardCode: 42 })).status).toBe(400);
    expect((await stranger.call("POST", "/api/ext/giftcard/check", [code])).status).toBe(400);
  });

  it("seeds the demo cards once, keeping a card's balance", async () => {
    await seedGiftCards(inject("libsqlUrl"));
    const first = DEMO_GIFT_CARDS[0]!;
    await db.execute({ sql: "update gift_cards set balance = 1 where code = ?", args: [first.code] });
    expect(await seedGiftCards(inject("libsqlUrl"))).toBe(0);
    expect(await balanceOf(first.code)).toBe(1);
    await db.execute({ sql: "update gift_cards set balance = ? where code = ?", args: [first.balance, first.code] });
    for (const card of DEMO_GIFT_CARDS) expect(card.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });
});

describe("a brute-force run", () => {
  const expectTooMany = (a: Answer) => {
    expect(a.status).toBe(429);
    expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
  };
  /** `n` attempts, 50 at a time, as a script would fire them. */
  async function flood(n: number, attempt: () => Promise<Answer>): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < n; i += 50) answers.push(...(await Promise.all(Array.from({ length: 50 }, attempt))));
    return answers;
  }

  it("1000 checks from one IP: the first 30 guesses are told 'not valid', then 429 with Retry-After, the right code too", async () => {
    const code = await newCard(5000);
    const attacker = client();
    const answers = await flood(1000, () => check(attacker, guess()));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(CODE_IP_LIMIT.max);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(1000 - CODE_IP_LIMIT.max);
    refused.slice(0, 5).forEach(expectTooMany);
    expectTooMany(await check(attacker, code));
    expectTooMany(await apply(attacker, (await attacker.call("POST", "/api/cart/create")).body.result, code));
    expect((await check(client(), code)).status).toBe(200);
  }, 120_000);

  // 300 attempts, each from an IP of its own (each a rate-limit row of its own): thirty times the
  // cart's limit proves it as well as a thousand, at a third of the time beside the rest of the suite.
  it("300 checks and applies on one cart from rotating IPs: 10 guesses, then 429 for that cart only", async () => {
    const code = await newCard(5000);
    const { who, cartId } = await cartOfOne();
    const answers = await flood(300, () => {
      who.ip = freshIp();
      return serial % 2 === 0 ? check(who, guess(), cartId) : apply(who, cartId, guess());
    });
    expect(answers.filter((a) => a.status === 400)).toHaveLength(CODE_CART_LIMIT.max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(300 - CODE_CART_LIMIT.max);
    who.ip = freshIp();
    expectTooMany(await apply(who, cartId, code));
    expectTooMany(await check(who, code, cartId));
    // The same shopper without naming that cart, from a fresh IP, and anybody else's cart are untouched.
    expect((await check(who, code)).status).toBe(200);
    const other = await cartOfOne();
    expect((await apply(other.who, other.cartId, code)).status).toBe(200);
  }, 120_000);
});

// Concurrent orders and payments: seconds alone, more beside the browser journeys on two cores.
describe("spending a card", { timeout: 60_000 }, () => {
  it("two carts spend one card at once: one order wins, the other is refused, the balance never goes negative", async () => {
    const a = await cartOfOne();
    const b = await cartOfOne();
    const code = await newCard(Math.max(a.total, b.total));
    for (const s of [a, b]) expect((await apply(s.who, s.cartId, code)).status).toBe(200);
    // Both carts see the whole card (each would pay its order in full).
    expect(await methodsOf(a.who, a.cartId)).toEqual(["free"]);
    expect(await methodsOf(b.who, b.cartId)).toEqual(["free"]);
    const [ra, rb] = await Promise.all([
      placeOrder(a.who, a.cartId, a.sku, "free"),
      placeOrder(b.who, b.cartId, b.sku, "free"),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = ra.status === 409 ? ra : rb;
    expect(lost.body.result).toMatchObject({ errorMessage: "Dit is geen geldige cadeaukaart" });
    const won = ra.status === 200 ? a : b;
    expect(await balanceOf(code)).toBe(Math.max(a.total, b.total) - won.total);
    expect(await balanceOf(code)).toBeGreaterThanOrEqual(0);
  });

  it("ten carts at once, each paying the rest by iDEAL: exactly one order draws the card", async () => {
    const carts = await Promise.all(Array.from({ length: 10 }, () => cartOfOne()));
    const value = Math.min(...carts.map((s) => s.total)) - 100;
    const code = await newCard(value);
    for (const s of carts) expect((await apply(s.who, s.cartId, code)).status).toBe(200);
    const answers = await Promise.all(carts.map((s) => placeOrder(s.who, s.cartId, s.sku, "psp_ideal")));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await balanceOf(code)).toBe(0);
    const drawn = await db.execute({
      sql: "select sum(gift_card_amount) as drawn from orders where gift_card_code = ?",
      args: [code],
    });
    expect(Number(drawn.rows[0]!.drawn)).toBe(value);
  });

  it("a card another order emptied after it was applied refuses the order instead of charging more", async () => {
    const { who, cartId, sku } = await cartOfOne();
    const code = await newCard(1000);
    await apply(who, cartId, code);
    await db.execute({ sql: "update gift_cards set balance = 0 where code = ?", args: [code] });
    const refused = await placeOrder(who, cartId, sku, "psp_ideal");
    expect(refused.status).toBe(409);
    expect(refused.body.result).toMatchObject({
      errorCode: "GIFTCARD_INVALID",
      errorMessage: "Dit is geen geldige cadeaukaart",
    });
    expect(await balanceOf(code)).toBe(0);
    // Removing the card, the same cart is ordered at its full price.
    await remove(who, cartId);
    expect((await placeOrder(who, cartId, sku, "psp_ideal")).status).toBe(200);
  });

  it("a card paying the whole order needs no payment step: the order is placed at once with 'free'", async () => {
    const { who, cartId, sku, total } = await cartOfOne();
    const code = await newCard(total + 500);
    await apply(who, cartId, code);
    expect((await totals(who, cartId)).grand_total).toBe(0);
    expect(await methodsOf(who, cartId)).toEqual(["free"]);
    const placed = await placeOrder(who, cartId, sku, "free");
    expect(placed.status).toBe(200);
    expect(placed.body.result).toMatchObject({ status: "placed", grandTotal: 0 });
    expect(await balanceOf(code)).toBe(500);
  });

  it("a card paying part combines with the payment provider; a declined payment gives the amount back exactly once", async () => {
    const { who, cartId, sku, total } = await cartOfOne();
    const code = await newCard(1500);
    await apply(who, cartId, code);
    expect(await methodsOf(who, cartId)).toContain("psp_ideal");
    const placed = await placeOrder(who, cartId, sku, "psp_ideal");
    expect(placed.status).toBe(200);
    const order = placed.body.result as { orderId: string; status: string; grandTotal: number };
    expect(order).toMatchObject({ status: "pending_payment", grandTotal: total - 1500 });
    expect(await balanceOf(code)).toBe(0);

    const started = await who.call("POST", "/api/ext/payment/start-transaction", { orderId: order.orderId });
    expect(started.status).toBe(200);
    const page = new URL(started.body.result as string).pathname;
    expect(await (await worker.fetch(page)).text()).toMatch(/sandbox/i);
    const declined = await worker.fetch(`${page}/decline`, {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(declined.status).toBe(303);
    expect(await balanceOf(code)).toBe(1500);

    // The provider tells it again (a new event), and the decline page is posted twice: nothing more comes back.
    const providerPaymentId = (
      await db.execute({ sql: "select provider_payment_id from orders where id = ?", args: [order.orderId] })
    ).rows[0]!.provider_payment_id as string;
    const request = await signedWebhook(await hmacKey(TEST_PAYMENT_SECRET), "http://localhost/payment/webhook", {
      orderId: order.orderId,
      providerPaymentId,
      amount: order.grandTotal,
      status: "failed",
      currency: "EUR",
      eventId: crypto.randomUUID(),
      timestamp: Math.floor(Date.now() / 1000),
    });
    await worker.fetch("/payment/webhook", {
      method: "POST",
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    await worker.fetch(`${page}/decline`, {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(await balanceOf(code)).toBe(1500);
    // The cart is open again with its card: the shopper can try once more.
    expect((await totals(who, cartId)).giftcard_amount).toBe(1500);
  });
});
