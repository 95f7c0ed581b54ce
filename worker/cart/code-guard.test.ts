/**
 * No guessing of coupon and gift card codes (issue 35 point 3), scripted like an attacker: the
 * worker in Miniflare over HTTP against the real test libSQL server, IPs forged with CF-Connecting-IP.
 */
// Runs alone: a thousand code guesses against the limits.
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withWorker } from "../../test/support/worker";
import { CODE_CART_LIMIT, CODE_IP_LIMIT } from "./code-guard";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const run = Date.now().toString(36).toUpperCase();
let serial = 0;
/** An IP of this file's own (test files share one database, so each test counts on its own IPs). */
const freshIp = () => `10.35.${Math.floor(serial / 250) % 250}.${serial++ % 250}`;
const guess = () => `GUESS${run}X${serial++}`;

interface Answer {
  status: number;
  body: { code: number; result: any };
  headers: Headers;
}

/** A shopper (or a script) with its own session cookie, calling from one IP. */
function client(ip = freshIp()) {
  let cookie: string | null = null;
  return {
    ip,
    async call(path: string, body?: unknown): Promise<Answer> {
      const headers: Record<string, string> = { accept: "application/json", "cf-connecting-ip": ip };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (cookie) headers.cookie = cookie;
      const res = await worker.fetch(path, {
        method: "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
      if (set) cookie = set;
      return { status: res.status, body: (await res.json()) as Answer["body"], headers: res.headers };
    },
  };
}
type Client = ReturnType<typeof client>;

async function newCart(who: Client): Promise<string> {
  const created = await who.call("/api/cart/create");
  expect(created.status).toBe(200);
  return created.body.result as string;
}

const applyCoupon = (who: Client, cartId: string, code: string) =>
  who.call(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${encodeURIComponent(code)}`);
const applyGiftCard = (who: Client, cartId: string, code: string) =>
  who.call(`/api/ext/giftcard/apply?cartId=${cartId}`, { giftCardCode: code, quoteId: cartId });
const checkGiftCard = (who: Client, code: string) => who.call("/api/ext/giftcard/check", { giftCardCode: code });

/** How many answers had each status. */
const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

async function counter(key: string): Promise<number> {
  const rows = await db.execute({ sql: "select count from rate_limits where key = ?", args: [key] });
  return Number(rows.rows[0]?.count ?? 0);
}

/** A human-chosen code, as the operator makes them (`npm run operator -- coupon create --code WINTER15`). */
const WINTER = `WINTER${run}`;
const EXPIRED = `AUTUMN${run}`;
const GIFT = `GIFT${run}`;
beforeAll(async () => {
  const now = Date.now();
  await db.batch([
    { sql: "insert into coupons (code, kind, value, created_at) values (?, 'percent', 15, ?)", args: [WINTER, now] },
    {
      sql: "insert into coupons (code, kind, value, valid_to, created_at) values (?, 'percent', 10, ?, ?)",
      args: [EXPIRED, now - 86_400_000, now],
    },
    { sql: "insert into gift_cards (code, balance, created_at) values (?, 5000, ?)", args: [GIFT, now] },
  ]);
});

/** The 429 a shopper sees: Retry-After within the 15-minute window and the message in the cart's language. */
function expectTooMany(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body.result.errorCode).toBe("TOO_MANY_REQUESTS");
  expect(answer.body.result.errorMessage).toBe("Te veel ongeldige codes. Wacht 15 minuten en probeer het opnieuw.");
  const retry = Number(answer.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(800);
  expect(retry).toBeLessThanOrEqual(900);
}

describe("coupon codes", () => {
  it("enumerating 100 codes: 429 with Retry-After after the cart's limit, the right code refused too; it applies for another cart and IP", async () => {
    const attacker = client();
    const cartId = await newCart(attacker);
    const answers: Answer[] = [];
    for (let i = 0; i < 100; i++) answers.push(await applyCoupon(attacker, cartId, guess()));
    for (const a of answers.slice(0, CODE_CART_LIMIT.max)) {
      expect(a.status).toBe(400);
      expect(a.body.result.errorMessage).toBe("Deze kortingscode is niet geldig");
    }
    for (const a of answers.slice(CODE_CART_LIMIT.max)) expectTooMany(a);
    // Past the limit the real code is refused like a wrong one: the answer tells them nothing apart.
    expectTooMany(await applyCoupon(attacker, cartId, WINTER));
    // Each failure was counted against the cart and the IP; the refused tries judged no code.
    expect(await counter(`code:cart:${cartId}`)).toBe(CODE_CART_LIMIT.max);
    expect(await counter(`code:ip:${attacker.ip}`)).toBe(CODE_CART_LIMIT.max);

    const shopper = client();
    const own = await newCart(shopper);
    expect((await applyCoupon(shopper, own, WINTER.toLowerCase())).status).toBe(200);
  });

  it("never counts a code that exists: valid applies and an expired code's refusals", async () => {
    const shopper = client();
    const cartId = await newCart(shopper);
    // More valid applies than the cart may fail.
    for (let i = 0; i < 15; i++) expect((await applyCoupon(shopper, cartId, WINTER)).status).toBe(200);
    for (let i = 0; i < 15; i++) {
      const expired = await applyCoupon(shopper, cartId, EXPIRED);
      expect(expired.status).toBe(400);
      expect(expired.body.result.errorMessage).toBe("Deze kortingscode is verlopen");
    }
    expect(await counter(`code:cart:${cartId}`)).toBe(0);
    expect(await counter(`code:ip:${shopper.ip}`)).toBe(0);
    // All ten mistakes are still the shopper's to make.
    for (let i = 0; i < CODE_CART_LIMIT.max; i++)
      expect((await applyCoupon(shopper, cartId, guess())).status).toBe(400);
    expectTooMany(await applyCoupon(shopper, cartId, guess()));
  });

  it("counts every failure of a concurrent burst of 50 and lets no more than the limit through", async () => {
    const attacker = client();
    const cartId = await newCart(attacker);
    const answers = await Promise.all(Array.from({ length: 50 }, () => applyCoupon(attacker, cartId, guess())));
    // A lost count would let more than the limit hear "not valid".
    expect(tally(answers)).toEqual({ 400: CODE_CART_LIMIT.max, 429: 50 - CODE_CART_LIMIT.max });
    const counted = await counter(`code:cart:${cartId}`);
    expect(counted).toBeGreaterThanOrEqual(CODE_CART_LIMIT.max);
    expect(counted).toBeLessThanOrEqual(50);
  });

  it("limits one IP across fresh carts", async () => {
    const attacker = client();
    const statuses: number[] = [];
    for (let cart = 0; cart < 4; cart++) {
      const cartId = await newCart(attacker);
      for (let i = 0; i < 8; i++) statuses.push((await applyCoupon(attacker, cartId, guess())).status);
    }
    expect(statuses.slice(0, CODE_IP_LIMIT.max)).toEqual(Array(CODE_IP_LIMIT.max).fill(400));
    expect(statuses.slice(CODE_IP_LIMIT.max)).toEqual([429, 429]);
  });
});

describe("gift card codes", () => {
  it("check: 429 after the IP's limit, a valid card never counts, and checks from another IP", async () => {
    const attacker = client();
    for (let i = 0; i < 20; i++) expect((await checkGiftCard(attacker, GIFT)).status).toBe(200);
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) answers.push(await checkGiftCard(attacker, guess()));
    for (const a of answers.slice(0, CODE_IP_LIMIT.max)) {
      expect(a.status).toBe(400);
      expect(a.body.result.errorMessage).toBe("Dit is geen geldige cadeaukaart");
    }
    for (const a of answers.slice(CODE_IP_LIMIT.max)) expectTooMany(a);
    expectTooMany(await checkGiftCard(attacker, GIFT));
    expect(await counter(`code:ip:${attacker.ip}`)).toBe(CODE_IP_LIMIT.max);

    const shopper = client();
    const ok = await checkGiftCard(shopper, GIFT.toLowerCase());
    expect(ok.status).toBe(200);
    expect(ok.body.result).toEqual({ code: GIFT, balance: 5000, currency: "EUR" });
  });

  it("check: a concurrent burst of 50 counts every failure", async () => {
    const attacker = client();
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkGiftCard(attacker, guess())));
    expect(tally(answers)).toEqual({ 400: CODE_IP_LIMIT.max, 429: 50 - CODE_IP_LIMIT.max });
    expect(await counter(`code:ip:${attacker.ip}`)).toBeGreaterThanOrEqual(CODE_IP_LIMIT.max);
  });

  it("apply: counts against the cart, shares its counter with coupons, never counts a valid card", async () => {
    const shopper = client();
    const cartId = await newCart(shopper);
    for (let i = 0; i < 15; i++) expect((await applyGiftCard(shopper, cartId, GIFT)).status).toBe(200);
    expect(await counter(`code:cart:${cartId}`)).toBe(0);

    const attacker = client();
    const target = await newCart(attacker);
    const burst = await Promise.all(Array.from({ length: 50 }, () => applyGiftCard(attacker, target, guess())));
    expect(tally(burst)).toEqual({ 400: CODE_CART_LIMIT.max, 429: 50 - CODE_CART_LIMIT.max });
    expect(await counter(`code:cart:${target}`)).toBeGreaterThanOrEqual(CODE_CART_LIMIT.max);
    expectTooMany(await applyGiftCard(attacker, target, GIFT));
    // One budget for both kinds of code: the cart's coupon guesses are over too.
    expectTooMany(await applyCoupon(attacker, target, WINTER));
  });

  it("speaks the cart's language in the 429", async () => {
    const attacker = client();
    const created = await attacker.call("/api/cart/create?storeCode=de");
    const cartId = created.body.result as string;
    for (let i = 0; i < CODE_CART_LIMIT.max; i++) await applyCoupon(attacker, cartId, guess());
    const refused = await applyCoupon(attacker, cartId, guess());
    expect(refused.status).toBe(429);
    expect(refused.body.result.errorMessage).toBe(
      "Zu viele ungültige Codes. Bitte warte 15 Minuten und versuche es erneut.",
    );
  });
});
