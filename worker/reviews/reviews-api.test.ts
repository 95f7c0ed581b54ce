/**
 * Reviews (SPEC §7 /api/review/create; issue 32 points 1 and 7) through the worker in Miniflare over
 * HTTP against the real test libSQL: Vue Storefront's body, bad bodies, markup kept as text, a flood
 * from one IP, one review per customer and product, the verified-buyer mark, moderation (auth,
 * transitions, aggregate, cache purge), "helpful" once per shopper, and the product page's summary
 * and JSON-LD showing approved reviews only.
 */
import { createClient } from "@libsql/client";
import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { jarClient } from "../../test/support/shopper";
import { productUrl } from "../../domain/urls";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { REVIEW_CUSTOMER_LIMIT, REVIEW_IP_LIMIT } from "./limits";

const ADMIN_TOKEN = "test-review-admin-token-0123456789abcdef";
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

// This file's own products: configurables 160–179 of the test catalogue (other files use others).
const snapshot = shippedSnapshot();
const own = snapshot.listed.filter((p) => p.type === "configurable").slice(160, 180);
let next = 0;
const product = () => own[next++ % own.length]!;

let seq = 0;
const freshIp = () => `10.32.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;

/** One client: its cookie jar and IP. */
const client = (ip = freshIp()) => jarClient(worker, ip);

/** A signed-in customer: their client and customer id. */
async function customer() {
  const who = client();
  const email = `reviewer.${Date.now().toString(36)}${seq++}@example.com`;
  const made = await who.call("POST", "/api/user/create", {
    customer: { email, firstname: "Sanne", lastname: "de Vries" },
    password: "Noord-2026!",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const login = await who.call("POST", "/api/user/login", { username: email, password: "Noord-2026!" });
  expect(login.status).toBe(200);
  const me = await who.call("GET", "/api/user/me");
  return { who, id: me.body.result.id as number };
}

const body = (productId: number, extra: Record<string, unknown> = {}) => ({
  review: {
    product_id: productId,
    title: "Soft and warm",
    detail: "The wool is soft and it keeps its shape after washing.",
    nickname: "Sanne",
    review_entity: "product",
    review_status: 2,
    customer_id: null,
    ...extra,
  },
});

const admin = (method: string, path: string, json?: unknown, token: string | null = ADMIN_TOKEN) =>
  client().call(method, path, json, token ? { "x-admin-token": token } : {});
const approve = (id: number) => admin("POST", "/api/review/admin/moderate", { id, status: "approved" });
const reject = (id: number) => admin("POST", "/api/review/admin/moderate", { id, status: "rejected" });

async function review(productId: number, extra: Record<string, unknown> = {}, who = client()) {
  const res = await who.call("POST", "/api/review/create", body(productId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.id as number;
}

/** The product's JSON-LD node: a ProductGroup for a configurable. */
const isProduct = (type: unknown) => type === "Product" || type === "ProductGroup";

const list = (sku: string, query = "") =>
  client().call("GET", `/api/review/list?sku=${encodeURIComponent(sku)}${query}`);

describe("POST /api/review/create", () => {
  it("takes Vue Storefront's body without a rating, pending and not shown", async () => {
    const p = product();
    const res = await client().call("POST", "/api/review/create", body(p.id));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: "pending", verified: false });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const row = (await db.execute({ sql: "select * from reviews where id = ?", args: [res.body.result.id] })).rows[0]!;
    expect(row).toMatchObject({ product_sku: p.sku, status: "pending", rating: null, customer_id: null });
    expect((await list(p.sku)).body.result).toMatchObject({ items: [], aggregate: { count: 0 } });
  });

  it("refuses bad bodies with 400 naming the field, and unknown products with 404", async () => {
    const p = product();
    const cases: [unknown, string][] = [
      [{ review: { ...body(p.id).review, title: "   " } }, "review.title"],
      [{ review: { ...body(p.id).review, rating: 6 } }, "review.rating"],
      [{ review: { ...body(p.id).review, rating: 2.5 } }, "review.rating"],
      [{ review: { ...body(p.id).review, product_id: "abc" } }, "review.product_id"],
      [{ review: { ...body(p.id).review, review_entity: { code: "product" } } }, "review.review_entity"],
      [{ review: { ...body(p.id).review, detail: "x".repeat(2001) } }, "review.detail"],
      [{ review: { ...body(p.id).review, nickname: undefined } }, "review.nickname"],
      [{ title: "no envelope" }, "review"],
    ];
    for (const [junk, field] of cases) {
      const res = await client().call("POST", "/api/review/create", junk);
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    const notJson = await client().call("POST", "/api/review/create", "{not json");
    expect(notJson.status).toBe(400);
    const unknown = await client().call("POST", "/api/review/create?storeCode=nl", body(987_654_321));
    expect(unknown.status).toBe(404);
    expect(unknown.body.result.errorMessage).toBe("Dit product bestaat niet.");
  });

  it("keeps script and markup as text: stored as typed, escaped on the page and in JSON-LD", async () => {
    const p = product();
    const attack = `<script>alert("x")</script><img src=x onerror=alert(1)> </script><b>bold</b>`;
    const id = await review(p.id, { title: attack, detail: `${attack}\u202e\u0000 tail`, rating: 5 });
    const row = (await db.execute({ sql: "select title, detail from reviews where id = ?", args: [id] })).rows[0]!;
    expect(row.title).toBe(attack);
    expect(row.detail).toBe(`${attack} tail`);
    expect((await approve(id)).status).toBe(200);
    const listed = await list(p.sku);
    expect(listed.body.result.items[0].title).toBe(attack);
    const html = await (await worker.fetch(productUrl("en", p))).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>bold</b>");
    // The JSON-LD script carries the text with < escaped, so it cannot close its script element.
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((m) => m[1]!);
    const product_ = ld.map((s) => JSON.parse(s) as Record<string, any>).find((d) => isProduct(d["@type"]));
    expect(product_!.review[0].name).toBe(attack);
  });

  it("stops a flood from one IP with 429 and Retry-After; nothing past the limit is stored", async () => {
    const ip = freshIp();
    const p = product();
    const answers = await Promise.all(
      Array.from({ length: REVIEW_IP_LIMIT.max + 5 }, (_, i) =>
        client(ip).call("POST", "/api/review/create", body(p.id, { nickname: `Bot ${i}` })),
      ),
    );
    const statuses = answers.map(
      (a) => `${a.status} ${a.status === 200 || a.status === 429 ? "" : JSON.stringify(a.body)}`,
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok, statuses.join("; ")).toHaveLength(REVIEW_IP_LIMIT.max);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    // The path names no store view: the answer speaks Dutch, the default.
    expect(refused[0]!.body.result.errorMessage).toContain("Te veel reviews");
    const stored = await db.execute({
      sql: "select count(*) as n from reviews where product_sku = ? and nickname like 'Bot %'",
      args: [p.sku],
    });
    expect(stored.rows[0]!.n).toBe(REVIEW_IP_LIMIT.max);
    // Another client is not affected.
    expect((await client().call("POST", "/api/review/create", body(p.id))).status).toBe(200);
  });

  it("lets a customer review a product once (409 the second time, also when sent at once)", async () => {
    const { who, id } = await customer();
    const p = product();
    const both = await Promise.all([
      who.call("POST", "/api/review/create", body(p.id, { customer_id: id, rating: 4 })),
      who.call("POST", "/api/review/create", body(p.id, { customer_id: id, rating: 5 })),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(both.find((a) => a.status === 409)!.body.result.errorMessage).toBe("Je hebt dit product al beoordeeld.");
    const rows = await db.execute({
      sql: "select count(*) as n from reviews where customer_id = ? and product_sku = ?",
      args: [id, p.sku],
    });
    expect(rows.rows[0]!.n).toBe(1);
    // Another product is fine.
    expect((await who.call("POST", "/api/review/create", body(product().id, { customer_id: id }))).status).toBe(200);
  });

  it("limits one customer across IPs, and refuses writing as another customer", async () => {
    const { who, id } = await customer();
    const statuses: number[] = [];
    for (let i = 0; i < REVIEW_CUSTOMER_LIMIT.max + 1; i++) {
      who.ip = freshIp();
      statuses.push((await who.call("POST", "/api/review/create", body(own[i]!.id, { customer_id: id }))).status);
    }
    expect(statuses.slice(0, REVIEW_CUSTOMER_LIMIT.max).every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const forged = await client().call("POST", "/api/review/create", body(product().id, { customer_id: id }));
    expect(forged.status).toBe(403);
  });

  it("marks a customer who ordered the product (a variant of it) as a verified buyer", async () => {
    const { who, id } = await customer();
    const p = product();
    const variant = snapshot.product(p.sku).children[0]!.sku;
    await db.execute({
      sql: `insert into orders (id, increment_id, store, cart_id, customer_id, email, status, payment_method, payment_status,
        subtotal, discount, shipping, tax_amount, gift_card_amount, grand_total, shipping_carrier, shipping_method,
        shipping_address, billing_address, created_at, updated_at)
        values (?, ?, 'nl', ?, ?, 'x@example.com', 'placed', 'banktransfer', 'none', 1000, 0, 495, 260, 0, 1495,
        'dhlparcel', 'homedelivery', '{}', '{}', ?, ?)`,
      args: [`rev-${id}`, `REV${id}`, `cart-rev-${id}`, id, Date.now(), Date.now()],
    });
    await db.execute({
      sql: `insert into order_items (order_id, sku, name, qty, unit_price, row_total, discount, tax_amount, tax_rate, stock_claims)
        values (?, ?, 'Jumper', 1, 1000, 1000, 0, 174, 21, '[]')`,
      args: [`rev-${id}`, variant],
    });
    const res = await who.call("POST", "/api/review/create", body(p.id, { customer_id: id, rating: 5 }));
    expect(res.body.result).toMatchObject({ status: "pending", verified: true });
    const other = await who.call("POST", "/api/review/create", body(product().id, { customer_id: id }));
    expect(other.body.result.verified).toBe(false);
    await approve(res.body.result.id);
    expect((await list(p.sku)).body.result.items[0]).toMatchObject({ verified: true, rating: 5 });
  });
});

describe("moderation", () => {
  it("needs the admin token", async () => {
    const id = await review(product().id);
    for (const token of [null, "wrong-token"]) {
      expect((await admin("GET", "/api/review/admin", undefined, token)).status).toBe(401);
      expect((await admin("POST", "/api/review/admin/moderate", { id, status: "approved" }, token)).status).toBe(401);
    }
    const row = (await db.execute({ sql: "select status from reviews where id = ?", args: [id] })).rows[0]!;
    expect(row.status).toBe("pending");
  });

  it("lists the queue, approves and rejects, keeps the aggregate and purges the product's pages", async () => {
    const p = product();
    const a = await review(p.id, { rating: 5, nickname: "Anna" });
    const b = await review(p.id, { rating: 2, nickname: "Bram" });
    const c = await review(p.id, { nickname: "Carla" });
    const queue = await admin("GET", `/api/review/admin?status=pending&sku=${p.sku}`);
    expect(queue.body.result.map((r: { id: number }) => r.id)).toEqual([a, b, c]);

    const approved = await approve(a);
    expect(approved.body.result).toMatchObject({ id: a, status: "approved", changed: true, productSku: p.sku });
    expect(purges).toContainEqual([`product:${p.sku}`]);
    await approve(b);
    await approve(c);
    let shown = (await list(p.sku)).body.result;
    expect(shown.aggregate).toEqual({ count: 3, rated: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });

    // Repeating a decision changes nothing and purges nothing.
    purges.length = 0;
    expect((await approve(a)).body.result.changed).toBe(false);
    expect(purges).toEqual([]);
    // Taking one down counts it out.
    expect((await reject(a)).body.result).toMatchObject({ status: "rejected", changed: true });
    shown = (await list(p.sku)).body.result;
    expect(shown.aggregate).toEqual({ count: 2, rated: 1, average: 2, distribution: [0, 1, 0, 0, 0] });
    expect(shown.items.map((r: { id: number }) => r.id)).not.toContain(a);

    expect((await admin("POST", "/api/review/admin/moderate", { id: 999999999, status: "approved" })).status).toBe(404);
    expect((await admin("POST", "/api/review/admin/moderate", { id: b, status: "pending" })).status).toBe(400);
    expect((await admin("POST", "/api/review/admin/moderate", { id: "abc", status: "approved" })).status).toBe(400);
  });

  it("sorts newest, highest, lowest and pages by five", async () => {
    const p = product();
    const ids: number[] = [];
    for (const rating of [3, 5, 1, 4, 2, 5, 4]) {
      const id = await review(p.id, { rating, nickname: `R${rating}` });
      await approve(id);
      ids.push(id);
    }
    const newest = (await list(p.sku, "&sort=newest")).body.result;
    expect(newest.pages).toBe(2);
    expect(newest.items.map((r: { id: number }) => r.id)).toEqual(ids.slice(2).reverse());
    const second = (await list(p.sku, "&sort=newest&page=2")).body.result;
    expect(second.items.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2).reverse());
    const highest = (await list(p.sku, "&sort=highest")).body.result.items.map((r: { rating: number }) => r.rating);
    expect(highest).toEqual([5, 5, 4, 4, 3]);
    const lowest = (await list(p.sku, "&sort=lowest")).body.result.items.map((r: { rating: number }) => r.rating);
    expect(lowest).toEqual([1, 2, 3, 4, 4]);
    expect((await list(p.sku, "&sort=random")).status).toBe(400);
    expect((await list("no-such-sku")).status).toBe(404);
  });
});

describe("helpful votes", () => {
  it("count once per shopper, also when sent at once, and only on approved reviews", async () => {
    const p = product();
    const id = await review(p.id);
    const shopper = client();
    expect((await shopper.call("POST", "/api/review/helpful", { id })).status).toBe(404);
    await approve(id);
    const first = await shopper.call("POST", "/api/review/helpful", { id });
    expect(first.body.result).toEqual({ id, helpful: 1, counted: true });
    const again = await Promise.all([1, 2, 3].map(() => shopper.call("POST", "/api/review/helpful", { id })));
    for (const a of again) expect(a.body.result).toEqual({ id, helpful: 1, counted: false });
    const { who } = await customer();
    expect((await who.call("POST", "/api/review/helpful", { id })).body.result).toMatchObject({ helpful: 2 });
    expect((await who.call("POST", "/api/review/helpful", { id })).body.result).toMatchObject({ helpful: 2 });
    expect((await list(p.sku, "&sort=helpful")).body.result.items[0]).toMatchObject({ id, helpful: 2 });
  });
});

describe("the product page", () => {
  it("shows the aggregate and approved reviews in its HTML and JSON-LD, never pending or rejected ones", async () => {
    const p = product();
    const shown = await review(p.id, { rating: 4, title: "Approved title", nickname: "Noor" });
    const hidden = await review(p.id, { rating: 1, title: "Pending title", nickname: "Piet" });
    const gone = await review(p.id, { rating: 1, title: "Rejected title", nickname: "Rik" });
    await approve(shown);
    await reject(gone);
    const page = await worker.fetch(productUrl("en", p));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Approved title");
    expect(html).not.toContain("Pending title");
    expect(html).not.toContain("Rejected title");
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, any>)
      .find((d) => isProduct(d["@type"]));
    expect(ld!.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4, reviewCount: 1 });
    expect(ld!.review).toHaveLength(1);
    expect(ld!.review[0]).toMatchObject({
      "@type": "Review",
      name: "Approved title",
      author: { "@type": "Person", name: "Noor" },
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5 },
    });
    void hidden;

    // Approving the pending one refreshes the cached page at once.
    await approve(hidden);
    const after = await (await worker.fetch(productUrl("en", p))).text();
    expect(after).toContain("Pending title");
  });

  it("has no review markup in its JSON-LD without approved reviews", async () => {
    const p = product();
    await review(p.id, { rating: 5 });
    const html = await (await worker.fetch(productUrl("en", p))).text();
    expect(html).not.toContain("aggregateRating");
    expect(html).not.toContain('"Review"');
  });
});

describe("listing tiles", () => {
  it("carry the average and count of approved rated reviews, from the aggregate snapshot", async () => {
    const p = product();
    const search = async () => {
      const res = await worker.fetch(`/api/catalog/search?q=${encodeURIComponent(p.sku)}&store=en`);
      const body = (await res.json()) as { result: { items: { sku: string; rating?: unknown }[] } };
      return body.result.items.find((tile) => tile.sku === p.sku);
    };
    expect((await search())?.rating).toBeUndefined();
    await approve(await review(p.id, { rating: 4 }));
    await approve(await review(p.id, { rating: 5 }));
    await review(p.id, { rating: 1 }); // pending: not counted
    // Within the snapshot's minute (TILE_MEMO_MS); the moderation in this isolate forgot it at once.
    await expect
      .poll(async () => (await search())?.rating, { timeout: 65_000, interval: 1000 })
      .toEqual({
        avg: 4.5,
        n: 2,
      });
  }, 70_000);
});
