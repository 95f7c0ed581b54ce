/**
 * After-sales (issue 32 point 6) through the worker in Miniflare over HTTP against the real test
 * libSQL: shipping with a tracking link (operator API, e-mail, order detail), the guest's lookup
 * (uniform answers, forged grants, floods → 429), returns (window, quantities, a double request at
 * once → one return) and the operator's return transitions (idempotent, out of order refused).
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { jarClient } from "../../test/support/shopper";
import { withWorker } from "../../test/support/worker";
import { fixtureOrder } from "../../test/support/orders";
import { LOOKUP_IP_LIMIT, LOOKUP_ORDER_LIMIT } from "./limits";

const ADMIN_TOKEN = "test-aftersales-admin-token-0123456789abcdef";
const worker = withWorker({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

let seq = 0;
const freshIp = () => `10.36.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;
const freshEmail = () => `guest.${Date.now().toString(36)}${seq++}@example.com`;
const LINES = [
  { sku: "AS-COAT-M", name: "Wool coat", qty: 2 },
  { sku: "AS-SCARF", name: "Cashmere scarf", qty: 1 },
];

/** One client: its cookie jar and IP. */
const client = (ip = freshIp()) => jarClient(worker, ip, { "x-vs-store-code": "en" });

const admin = (path: string, body?: unknown, token = ADMIN_TOKEN) =>
  client("10.36.255.1").call(body === undefined ? "GET" : "POST", `/api/aftersales/admin${path}`, body, {
    "x-admin-token": token,
  });

async function mails(to: string, kind: string) {
  const rows = await db.execute({
    sql: "select subject, text_body, html_body from mail_outbox where to_address = ? and kind = ? order by created_at",
    args: [to, kind],
  });
  return rows.rows as unknown as { subject: string; text_body: string; html_body: string }[];
}

/** A guest client holding the lookup grant for the order. */
async function guestWithGrant(order: { number: string; email: string }) {
  const guest = client();
  const found = await guest.call("POST", "/api/aftersales/lookup", { orderNumber: order.number, email: order.email });
  expect(found.status).toBe(200);
  return guest;
}

describe("shipping and the tracking link", () => {
  it("needs the operator's token", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES });
    const body = { orderNumber: order.number, carrier: "dhl", trackingNumber: "JVGL0123456789" };
    expect((await admin("/ship", body, "wrong-token-wrong-token-wrong-token")).status).toBe(401);
    expect((await client().call("POST", "/api/aftersales/admin/ship", body)).status).toBe(401);
  });

  it("checks the number's shape per carrier and builds the carrier's public link", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES });
    for (const [carrier, bad] of [
      ["dhl", "12345"],
      ["postnl", "JVGL0123456789"],
      ["dpd", "3SABCD123456789"],
    ] as const) {
      const refused = await admin("/ship", { orderNumber: order.number, carrier, trackingNumber: bad });
      expect(refused.status, `${carrier} ${bad}`).toBe(400);
      expect(refused.body.result.errorMessage).toContain("is not a");
    }
    expect((await admin("/ship", { orderNumber: order.number, carrier: "ups", trackingNumber: "1Z" })).status).toBe(
      400,
    );
    expect(
      (await admin("/ship", { orderNumber: "NOPE", carrier: "dpd", trackingNumber: "01234567890123" })).status,
    ).toBe(404);

    const shipped = await admin("/ship", {
      orderNumber: order.number,
      carrier: "postnl",
      trackingNumber: "3s abcd 123456789",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.result).toEqual({
      changed: true,
      trackingUrl: "https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ",
    });
    const status = await db.execute({ sql: "select status from orders where id = ?", args: [order.id] });
    expect(status.rows[0]!.status).toBe("processed");
    const sent = await mails(order.email, "order-shipped");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your order ${order.number} is on its way`);
    expect(sent[0]!.text_body).toContain("3SABCD123456789");
    expect(sent[0]!.html_body).toContain('href="https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ"');

    // The same parcel again changes nothing and sends nothing; a corrected number sends the new link.
    expect(
      (await admin("/ship", { orderNumber: order.number, carrier: "postnl", trackingNumber: "3SABCD123456789" })).body
        .result.changed,
    ).toBe(false);
    expect(await mails(order.email, "order-shipped")).toHaveLength(1);
    const fixed = await admin("/ship", { orderNumber: order.number, carrier: "dpd", trackingNumber: "01234567890123" });
    expect(fixed.body.result.trackingUrl).toBe("https://tracking.dpd.de/status/en_US/parcel/01234567890123");
    expect(await mails(order.email, "order-shipped")).toHaveLength(2);
  });

  it("refuses to ship a canceled order", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES });
    await db.execute({ sql: "update orders set status = 'canceled' where id = ?", args: [order.id] });
    expect(
      (await admin("/ship", { orderNumber: order.number, carrier: "dhl", trackingNumber: "JVGL0123456789" })).status,
    ).toBe(409);
  });

  it("writes the shipped e-mail in the order's language", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, store: "de" });
    await admin("/ship", { orderNumber: order.number, carrier: "dhl", trackingNumber: "JVGL0123456789" });
    const [mail] = await mails(order.email, "order-shipped");
    expect(mail!.subject).toBe(`Deine Bestellung ${order.number} ist unterwegs`);
    expect(mail!.html_body).toContain("tracking-id=JVGL0123456789");
  });

  it("shows the link on the customer's order detail page and in the API", async () => {
    const site = client();
    const email = freshEmail();
    expect(
      (
        await site.call("POST", "/api/user/create", {
          customer: { email, firstname: "Anna", lastname: "Jansen" },
          password: "Noord-2026!",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await site.call(
          "POST",
          "/api/user/login",
          { username: email, password: "Noord-2026!" },
          { "x-session-transport": "cookie" },
        )
      ).status,
    ).toBe(200);
    const customerId = Number(
      (await db.execute({ sql: "select id from customers where email = ?", args: [email] })).rows[0]!.id,
    );
    const order = await fixtureOrder(db, { email, lines: LINES, customerId });
    await admin("/ship", { orderNumber: order.number, carrier: "dhl", trackingNumber: "JVGL0123456789" });

    const page = await site.call("GET", `/en/my-account/order/${order.number}`, undefined, { accept: "text/html" });
    expect(page.status).toBe(200);
    const html = page.body.result as string;
    expect(html).toContain(
      'href="https://www.dhl.com/nl-en/home/tracking/tracking-parcel.html?submit=1&amp;tracking-id=JVGL0123456789"',
    );
    expect(html).toContain("Track your parcel with DHL");
    expect(html).toContain('action="/en/my-account/order/' + order.number + '/return"');

    const api = await site.call("GET", `/api/aftersales/order?number=${order.number}`);
    expect(api.status).toBe(200);
    expect(api.body.result.shipment).toMatchObject({ carrier: "dhl", trackingNumber: "JVGL0123456789" });
    expect(api.body.result.returnable).toEqual([
      { itemId: order.items[0]!.id, sku: "AS-COAT-M", name: "Wool coat", qty: 2 },
      { itemId: order.items[1]!.id, sku: "AS-SCARF", name: "Cashmere scarf", qty: 1 },
    ]);

    // A customer's return from order detail, as the page's form posts it.
    const form = new URLSearchParams({ [`qty-${order.items[1]!.id}`]: "1", reason: "damaged" });
    const posted = await site.call("POST", `/en/my-account/order/${order.number}/return`, form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("location")!;
    expect(location).toMatch(
      new RegExp(`^/en/my-account/order/${order.number}\\?return=R-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$`),
    );
    const after = await site.call("GET", location, undefined, { accept: "text/html" });
    expect(after.body.result).toContain("has been requested");

    // Someone else's order: the same 404 as a made-up number.
    const other = client();
    expect((await other.call("GET", `/api/aftersales/order?number=${order.number}`)).status).toBe(404);
    expect(
      (
        await other.call("POST", "/api/aftersales/returns", {
          orderNumber: order.number,
          reason: "damaged",
          lines: [{ itemId: order.items[0]!.id, qty: 1 }],
        })
      ).status,
    ).toBe(404);
  });
});

describe("the guest's order lookup", () => {
  it("answers a wrong number, a wrong e-mail and an unknown order alike, and grants the right one", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 2 });
    const misses = await Promise.all([
      client().call("POST", "/api/aftersales/lookup", { orderNumber: order.number, email: "someone@example.com" }),
      client().call("POST", "/api/aftersales/lookup", { orderNumber: `${order.number}9`, email: order.email }),
      client().call("POST", "/api/aftersales/lookup", { orderNumber: "X000000000", email: "nobody@example.com" }),
    ]);
    for (const miss of misses) {
      expect(miss.status).toBe(404);
      expect(miss.body).toEqual(misses[0].body);
      expect(miss.headers.getSetCookie()).toEqual([]);
    }
    expect(misses[0].body.result.errorMessage).toBe(
      "We could not find an order with this order number and e-mail address.",
    );

    const guest = client();
    const hit = await guest.call("POST", "/api/aftersales/lookup", {
      orderNumber: ` ${order.number} `,
      email: order.email.toUpperCase(),
    });
    expect(hit.status).toBe(200);
    expect(hit.body.result.orderNumber).toBe(order.number);
    const cookie = hit.headers.getSetCookie().find((c) => c.startsWith("__Host-an_lookup="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toContain(order.number);
    expect((await guest.call("GET", `/api/aftersales/order?number=${order.number}`)).status).toBe(200);
  });

  it("does not take a forged or altered grant", async () => {
    const mine = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 1 });
    const theirs = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 1 });
    const guest = await guestWithGrant(mine);
    const [, expires, mac] = guest.jar.get("__Host-an_lookup")!.split(".");
    // The grant names my order: theirs stays closed, by number or by a grant rewritten to their id.
    expect((await guest.call("GET", `/api/aftersales/order?number=${theirs.number}`)).status).toBe(404);
    guest.jar.set("__Host-an_lookup", `${theirs.id}.${expires}.${mac}`);
    expect((await guest.call("GET", `/api/aftersales/order?number=${theirs.number}`)).status).toBe(404);
    guest.jar.set("__Host-an_lookup", `${mine.id}.${Number(expires) + 3_600_000}.${mac}`);
    expect((await guest.call("GET", `/api/aftersales/order?number=${mine.number}`)).status).toBe(404);
    guest.jar.set("__Host-an_lookup", "junk");
    expect((await guest.call("GET", `/api/aftersales/order?number=${mine.number}`)).status).toBe(404);
    // The page without a grant asks again.
    const page = await client().call("GET", "/en/order-lookup/order", undefined, { accept: "text/html" });
    expect(page.status).toBe(403);
    expect(page.body.result).toContain("Your order lookup has expired");
  });

  it("stops a flood from one IP with 429 and Retry-After, right answers included", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES });
    const attacker = client();
    const answers = await Promise.all(
      Array.from({ length: LOOKUP_IP_LIMIT.max + 5 }, (_, i) =>
        attacker.call("POST", "/api/aftersales/lookup", { orderNumber: `Y${i}`, email: order.email }),
      ),
    );
    expect(answers.filter((a) => a.status === 404)).toHaveLength(LOOKUP_IP_LIMIT.max);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(Number(limited[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited[0]!.body.result.errorMessage).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
    // Past the limit even the right number and e-mail are refused the same way.
    const right = await attacker.call("POST", "/api/aftersales/lookup", {
      orderNumber: order.number,
      email: order.email,
    });
    expect(right.status).toBe(429);
  });

  it("stops guesses at one order number from many IPs", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES });
    const answers = [];
    for (let i = 0; i < LOOKUP_ORDER_LIMIT.max + 2; i++)
      answers.push(
        await client().call("POST", "/api/aftersales/lookup", {
          orderNumber: order.number,
          email: `guess${i}@example.com`,
        }),
      );
    expect(answers.slice(0, LOOKUP_ORDER_LIMIT.max).every((a) => a.status === 404)).toBe(true);
    expect(answers.slice(LOOKUP_ORDER_LIMIT.max).every((a) => a.status === 429 && a.headers.get("retry-after"))).toBe(
      true,
    );
  });

  it("refuses junk bodies and cross-site posts", async () => {
    const c = client();
    expect((await c.call("POST", "/api/aftersales/lookup", "{not json")).status).toBe(400);
    expect(
      (await c.call("POST", "/api/aftersales/lookup", { orderNumber: "1", email: "a@b.c", extra: 1 })).status,
    ).toBe(400);
    expect(
      (await c.call("POST", "/api/aftersales/lookup", { orderNumber: "x".repeat(33), email: "a@b.c" })).status,
    ).toBe(400);
    expect(
      (await c.call("POST", "/api/aftersales/lookup", "orderNumber=1", { "content-type": "text/plain" })).status,
    ).toBe(415);
    const cross = await c.call(
      "POST",
      "/api/aftersales/lookup",
      { orderNumber: "1", email: "a@b.c" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(cross.status).toBe(403);
    const form = await c.call("POST", "/en/order-lookup", "orderNumber=1&email=a%40b.c", {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://evil.example",
    });
    expect(form.status).toBe(403);
  });

  it("works as a plain form: a hit redirects to the granted order page", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 3 });
    const guest = client();
    const miss = await guest.call(
      "POST",
      "/order-lookup",
      new URLSearchParams({ orderNumber: order.number, email: "x@example.com" }).toString(),
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
        accept: "text/html",
      },
    );
    expect(miss.status).toBe(404);
    expect(miss.body.result).toContain("We vinden geen bestelling met dit bestelnummer en e-mailadres.");
    const hit = await guest.call(
      "POST",
      "/order-lookup",
      new URLSearchParams({ orderNumber: order.number, email: order.email }).toString(),
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
      },
    );
    expect(hit.status).toBe(303);
    expect(hit.headers.get("location")).toBe("/order-lookup/order");
    const page = await guest.call("GET", "/order-lookup/order", undefined, { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.body.result).toContain(`Bestelling ${order.number}`);
    expect(page.body.result).toContain("https://jouw.postnl.nl/track-and-trace/3SABCD123456789-NL-1015CJ");
    expect(page.body.result).toContain("Retour aanvragen");
  });
});

describe("returns", () => {
  it("makes a return with a number and its e-mail, and refuses the same lines twice", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 5 });
    const guest = await guestWithGrant(order);
    const body = { orderNumber: order.number, reason: "too_small", lines: [{ itemId: order.items[0]!.id, qty: 1 }] };
    const made = await guest.call("POST", "/api/aftersales/returns", body);
    expect(made.status).toBe(201);
    expect(made.body.result).toEqual({
      number: expect.stringMatching(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      status: "requested",
    });
    const [mail] = await mails(order.email, "return-requested");
    expect(mail!.subject).toBe(`Return ${made.body.result.number} requested`);
    expect(mail!.text_body).toContain("1 × Wool coat");

    // One coat is left to return; the scarf too. Asking for two coats now is refused.
    const again = await guest.call("POST", "/api/aftersales/returns", {
      ...body,
      lines: [{ itemId: order.items[0]!.id, qty: 2 }],
    });
    expect(again.status).toBe(409);
    expect(again.body.result.errorMessage).toBe("A return for these items has already been requested.");
    const rest = await guest.call("POST", "/api/aftersales/returns", {
      ...body,
      lines: [
        { itemId: order.items[0]!.id, qty: 1 },
        { itemId: order.items[1]!.id, qty: 1 },
      ],
    });
    expect(rest.status).toBe(201);
    const view = await guest.call("GET", `/api/aftersales/order?number=${order.number}`);
    expect(view.body.result.returnable.map((l: { qty: number }) => l.qty)).toEqual([0, 0]);
    expect(view.body.result.returns).toHaveLength(2);
  });

  it("checks quantities, lines, reasons and bodies", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 5 });
    const other = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 5 });
    const guest = await guestWithGrant(order);
    const ask = (lines: unknown, reason: unknown = "damaged") =>
      guest.call("POST", "/api/aftersales/returns", { orderNumber: order.number, reason, lines });
    const tooMany = await ask([{ itemId: order.items[1]!.id, qty: 2 }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result.errorMessage).toBe("You cannot return more items than you ordered.");
    expect((await ask([{ itemId: other.items[0]!.id, qty: 1 }])).status).toBe(400);
    expect((await ask([])).status).toBe(400);
    expect((await ask([{ itemId: order.items[0]!.id, qty: 0 }])).status).toBe(400);
    expect(
      (
        await ask([
          { itemId: order.items[0]!.id, qty: 1 },
          { itemId: order.items[0]!.id, qty: 1 },
        ])
      ).status,
    ).toBe(400);
    expect((await ask([{ itemId: order.items[0]!.id, qty: 1 }], "because")).status).toBe(400);
    expect((await ask("all")).status).toBe(400);
    expect(
      Number(
        (await db.execute({ sql: "select count(*) as n from returns where order_id = ?", args: [order.id] })).rows[0]!
          .n,
      ),
    ).toBe(0);
  });

  it("is open 30 days from shipping, or from delivery when the carrier delivered", async () => {
    const old = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 31 });
    const fresh = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 29 });
    const unshipped = await fixtureOrder(db, { email: freshEmail(), lines: LINES });
    const line = (o: typeof old) => ({
      orderNumber: o.number,
      reason: "too_large",
      lines: [{ itemId: o.items[1]!.id, qty: 1 }],
    });

    const late = await (await guestWithGrant(old)).call("POST", "/api/aftersales/returns", line(old));
    expect(late.status).toBe(422);
    expect(late.body.result.errorMessage).toBe("The 30-day return period for this order has ended.");
    const early = await (await guestWithGrant(unshipped)).call("POST", "/api/aftersales/returns", line(unshipped));
    expect(early.status).toBe(422);
    expect(early.body.result.errorMessage).toBe("You can request a return once your order has shipped.");
    expect((await (await guestWithGrant(fresh)).call("POST", "/api/aftersales/returns", line(fresh))).status).toBe(201);

    // Delivered today, shipped 31 days ago: the window counts from delivery.
    expect((await admin("/delivered", { orderNumber: old.number })).body.result.changed).toBe(true);
    expect((await admin("/delivered", { orderNumber: old.number })).body.result.changed).toBe(false);
    expect((await (await guestWithGrant(old)).call("POST", "/api/aftersales/returns", line(old))).status).toBe(201);
  });

  it("makes one return of two identical requests sent at once", async () => {
    for (let round = 0; round < 3; round++) {
      const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 2 });
      const guest = await guestWithGrant(order);
      const body = {
        orderNumber: order.number,
        reason: "changed_mind",
        lines: [{ itemId: order.items[0]!.id, qty: 2 }],
      };
      const both = await Promise.all([
        guest.call("POST", "/api/aftersales/returns", body),
        guest.call("POST", "/api/aftersales/returns", body),
      ]);
      expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
      const rows = await db.execute({ sql: "select count(*) as n from returns where order_id = ?", args: [order.id] });
      expect(Number(rows.rows[0]!.n)).toBe(1);
      expect(await mails(order.email, "return-requested")).toHaveLength(1);
    }
  });

  it("never returns more than ordered under a burst of partial requests", async () => {
    const order = await fixtureOrder(db, {
      email: freshEmail(),
      lines: [{ sku: "AS-SOCKS", name: "Socks", qty: 3 }],
      shippedDaysAgo: 2,
    });
    const guest = await guestWithGrant(order);
    const body = { orderNumber: order.number, reason: "too_small", lines: [{ itemId: order.items[0]!.id, qty: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => guest.call("POST", "/api/aftersales/returns", body)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const sum = await db.execute({
      sql: "select sum(qty) as n from return_lines where order_item_id = ?",
      args: [order.items[0]!.id],
    });
    expect(Number(sum.rows[0]!.n)).toBe(3);
  });
});

describe("the operator's return transitions", () => {
  it("moves requested → received → refunded, once each, with an e-mail per step", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 2, store: "nl" });
    const guest = await guestWithGrant(order);
    const made = await guest.call("POST", "/api/aftersales/returns", {
      orderNumber: order.number,
      reason: "wrong_item",
      lines: [{ itemId: order.items[1]!.id, qty: 1 }],
    });
    const number = made.body.result.number as string;
    const move = (status: string) => admin("/return", { returnNumber: number, status });

    const skipped = await move("refunded");
    expect(skipped.status).toBe(409);
    expect(skipped.body.result.errorMessage).toContain("cannot be marked refunded");
    expect((await move("received")).body.result).toEqual({ changed: true, status: "received" });
    expect((await move("received")).body.result).toEqual({ changed: false, status: "received" });
    expect((await move("refunded")).body.result).toEqual({ changed: true, status: "refunded" });
    expect((await move("refunded")).body.result).toEqual({ changed: false, status: "refunded" });
    expect((await move("received")).status).toBe(409);
    expect((await admin("/return", { returnNumber: "R-NONE-NONE-NONE", status: "received" })).status).toBe(404);
    expect((await admin("/return", { returnNumber: number, status: "requested" })).status).toBe(400);

    expect((await mails(order.email, "return-requested"))[0]!.subject).toBe(`Retour ${number} aangevraagd`);
    expect((await mails(order.email, "return-received")).map((m) => m.subject)).toEqual([`Retour ${number} ontvangen`]);
    expect((await mails(order.email, "return-refunded")).map((m) => m.subject)).toEqual([
      `Retour ${number} terugbetaald`,
    ]);
    const listed = await admin("/returns?status=refunded");
    expect(listed.body.result.some((r: { number: string }) => r.number === number)).toBe(true);
    const view = await guest.call("GET", `/api/aftersales/order?number=${order.number}`);
    expect(view.body.result.returns[0].status).toBe("refunded");
  });

  it("returns the order once the returns received hold every unit of it, not before", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 2 });
    const guest = await guestWithGrant(order);
    const status = async () =>
      (await db.execute({ sql: "select status from orders where id = ?", args: [order.id] })).rows[0]!.status;
    const request = async (lines: { itemId: number; qty: number }[]) =>
      (await guest.call("POST", "/api/aftersales/returns", { orderNumber: order.number, reason: "too_small", lines }))
        .body.result.number as string;
    const coats = await request([{ itemId: order.items[0]!.id, qty: 2 }]);
    const scarf = await request([{ itemId: order.items[1]!.id, qty: 1 }]);
    expect(await status()).toBe("processed");
    await admin("/return", { returnNumber: coats, status: "received" });
    // The scarf is still on its way: the order is not returned yet.
    expect(await status()).toBe("processed");
    await admin("/return", { returnNumber: scarf, status: "received" });
    expect(await status()).toBe("returned");
    // Refunding changes the return, not the order again.
    await admin("/return", { returnNumber: scarf, status: "refunded" });
    expect(await status()).toBe("returned");
  });

  it("sends one e-mail when the same step is sent many times at once", async () => {
    const order = await fixtureOrder(db, { email: freshEmail(), lines: LINES, shippedDaysAgo: 2 });
    const guest = await guestWithGrant(order);
    const made = await guest.call("POST", "/api/aftersales/returns", {
      orderNumber: order.number,
      reason: "damaged",
      lines: [{ itemId: order.items[0]!.id, qty: 1 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin("/return", { returnNumber: made.body.result.number, status: "received" })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.result.changed)).toHaveLength(1);
    expect(await mails(order.email, "return-received")).toHaveLength(1);
  });
});
