/** The cart API (SPEC §7) through the worker in Miniflare against the real test libSQL server. */
// Runs alone: 50 add-to-carts at once on one line.
import { createClient } from "@libsql/client";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storePrice } from "../../domain/pricing/store-price";
import { productUrl } from "../../domain/urls";
import { shopper, type Shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const snapshot = shippedSnapshot();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

// Products 30–51 of the simple ones: other test files use others (they share one database).
const simples = snapshot.listed.filter((p) => p.type === "simple" && p.status === 1).slice(30);
// The last suitable configurable: the catalogue tests read the first ones' stock.
const configurable = (() => {
  for (const summary of [...snapshot.listed].reverse()) {
    if (summary.type !== "configurable") continue;
    const p = snapshot.product(summary.sku);
    if (p.status === 1 && p.children.filter((c) => c.status === 1).length >= 2) return p;
  }
  throw new Error("no configurable product with two variants");
})();
const variant = configurable.children.find((c) => c.status === 1)!;
const grossNl = (
  p: { price: number; specialPrice: number | null; specialFrom: string | null; specialTo: string | null },
  taxClassId: number,
) => storePrice(p, taxClassId, snapshot.catalog.taxRules, "NL", new Date()).final;

/** Sets a sku's stock directly in the database (an operator or another order would). */
async function stock(sku: string, qty: number, manageStock = true) {
  await db.execute({
    sql: "update stock_items set qty = ?, is_in_stock = ?, manage_stock = ? where sku = ?",
    args: [qty, qty > 0 ? 1 : 0, manageStock ? 1 : 0, sku],
  });
}

async function newCart(who: Shopper): Promise<string> {
  const created = await who.call("POST", "/api/cart/create");
  expect(created.status).toBe(200);
  return created.body.result as string;
}

const add = (who: Shopper, cartId: string, cartItem: Record<string, unknown>) =>
  who.call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem });

describe("the cart API", () => {
  let anna: Shopper;
  let cartId: string;
  beforeAll(async () => {
    anna = shopper(worker);
    cartId = await newCart(anna);
    await stock(simples[0]!.sku, 40);
    await stock(variant.sku, 40);
  });

  it("creates a cart for a new shopper and starts their session with a __Host- cookie", () => {
    expect(cartId).toMatch(/^[\w-]{20,}$/);
    expect(anna.cookie).toMatch(/^__Host-an_session=/);
  });

  it("adds a simple product and a configurable's variant at the catalogue's price, whatever the client says", async () => {
    const simple = simples[0]!;
    const first = await add(anna, cartId, { sku: simple.sku, qty: 2 });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      sku: simple.sku,
      qty: 2,
      price: grossNl(simple, simple.taxClassId),
      quote_id: cartId,
    });

    const second = await add(anna, cartId, { sku: variant.sku, qty: 1 });
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({
      sku: variant.sku,
      product_type: "configurable",
      price: grossNl(variant, configurable.taxClassId),
    });

    const pulled = await anna.call("GET", `/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      [simple.sku, 2],
      [variant.sku, 1],
    ]);
    // Each line carries its picture and its page (the variant's own, with the variant chosen).
    expect(pulled.body.result[1]).toMatchObject({
      image: variant.image ?? configurable.image,
      url: productUrl("nl", configurable, variant.sku),
    });
    expect(pulled.body.result[0]).toMatchObject({ image: simple.image, url: productUrl("nl", simple) });
  });

  it("chooses the variant from a configurable's options (configurable_item_options)", async () => {
    const [code, value] = Object.entries(variant.options)[0]!;
    const other = Object.entries(variant.options).slice(1);
    const attributeId = (c: string) => snapshot.catalog.attributes.find((a) => a.code === c)!.id;
    const options = [[code, value], ...other].map(([c, v]) => ({ option_id: attributeId(c!), option_value: v }));
    const res = await add(anna, cartId, {
      sku: configurable.sku,
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: options } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.sku).toBe(variant.sku);
    expect(res.body.result.qty).toBe(2);
    const impossible = options.map((o) => ({ ...o, option_value: "999999" }));
    const refused = await add(anna, cartId, {
      sku: configurable.sku,
      qty: 1,
      product_option: { extension_attributes: { configurable_item_options: impossible } },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toMatchObject({
      errorCode: "VARIANT_UNAVAILABLE",
      errorMessage: "Deze combinatie van maten is niet beschikbaar",
    });
  });

  it("computes totals on the server in cents, with total segments", async () => {
    const totals = (await anna.call("GET", `/api/cart/totals?cartId=${cartId}`)).body.result;
    const expected = 2 * grossNl(simples[0]!, simples[0]!.taxClassId) + 2 * grossNl(variant, configurable.taxClassId);
    expect(totals.subtotal_incl_tax).toBe(expected);
    expect(totals.total_segments.map((s: { code: string }) => s.code)).toEqual([
      "subtotal",
      "shipping",
      "tax",
      "grand_total",
    ]);
    expect(totals.grand_total).toBe(expected + totals.shipping_incl_tax);
    expect(totals.items_qty).toBe(4);
  });

  it("refuses fractional, zero, negative and huge quantities, and client prices, with 400", async () => {
    for (const qty of [1.5, 0, -1, 100, 1e9, "2"]) {
      const res = await add(anna, cartId, { sku: simples[0]!.sku, qty });
      expect(res.status, String(qty)).toBe(400);
      expect(res.body.result.errorCode).toBe("INVALID_INPUT");
      expect(res.body.result.fields).toHaveProperty("cartItem.qty");
    }
    const priced = await add(anna, cartId, { sku: simples[0]!.sku, qty: 1, price: 1 });
    expect(priced.status).toBe(400);
  });

  it("answers another shopper's cart, an unknown cart and a request without a session with 404", async () => {
    const bob = shopper(worker);
    await newCart(bob);
    for (const [who, id] of [
      [bob, cartId],
      [anna, "no-such-cart-id-at-all"],
      [shopper(worker), cartId],
    ] as const) {
      expect((await who.call("GET", `/api/cart/totals?cartId=${id}`)).status).toBe(404);
      expect((await add(who, id, { sku: simples[0]!.sku, qty: 1 })).status).toBe(404);
    }
  });

  it("answers 401 when the cart's session is gone (logged out elsewhere), so the browser falls back to a guest cart", async () => {
    const carl = shopper(worker);
    const id = await newCart(carl);
    const token = decodeURIComponent(/^__Host-an_session=([^;]+)/.exec(carl.cookie!)![1]!);
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    const revoked = await db.execute({
      sql: "update sessions set revoked_at = ? where token_hash = ?",
      args: [Date.now(), hash],
    });
    expect(revoked.rowsAffected).toBe(1);
    const pulled = await carl.call("GET", `/api/cart/pull?cartId=${id}`);
    expect(pulled.status).toBe(401);
    expect(pulled.body.result).toMatchObject({ errorCode: "UNAUTHORIZED" });
    expect((await add(carl, id, { sku: simples[0]!.sku, qty: 1 })).status).toBe(401);
    // The fallback: a new cart for the same browser (its cookie is replaced by a new session's).
    const created = await carl.call("POST", "/api/cart/create");
    expect(created.status).toBe(200);
    expect((await carl.call("GET", `/api/cart/pull?cartId=${created.body.result}`)).status).toBe(200);
  });

  it("says how many are available, and refuses what is out of stock", async () => {
    const sku = simples[1]!.sku;
    await stock(sku, 3);
    const tooMany = await add(anna, cartId, { sku, qty: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.result).toMatchObject({
      errorCode: "QUANTITY_UNAVAILABLE",
      errorMessage: "Er zijn maar 3 producten van dit type beschikbaar",
    });
    expect((await add(anna, cartId, { sku, qty: 3 })).status).toBe(200);
    await stock(simples[2]!.sku, 0);
    const out = await add(anna, cartId, { sku: simples[2]!.sku, qty: 1 });
    expect(out.status).toBe(409);
    expect(out.body.result.errorMessage).toBe(
      "Het product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!",
    );
  });

  it("adds a product without a stock record for pre-reservation, saying so (volatile)", async () => {
    const sku = simples[3]!.sku;
    await db.execute({ sql: "delete from stock_items where sku = ?", args: [sku] });
    const res = await add(anna, cartId, { sku, qty: 1 });
    expect(res.status).toBe(200);
    expect(res.body.result.info).toContain("voorlopige reservering");
  });

  it("loses no unit when 50 add-to-cart calls for one line arrive at once", async () => {
    const sku = simples[4]!.sku;
    await stock(sku, 1000);
    const id = await newCart(anna);
    const results = await Promise.all(Array.from({ length: 50 }, () => add(anna, id, { sku, qty: 1 })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const pulled = await anna.call("GET", `/api/cart/pull?cartId=${id}`);
    expect(pulled.body.result).toEqual([expect.objectContaining({ sku, qty: 50 })]);
  });

  it("deletes a line, and a deleted or foreign line answers 404", async () => {
    const id = await newCart(anna);
    const line = (await add(anna, id, { sku: simples[0]!.sku, qty: 1 })).body.result;
    expect(
      (await anna.call("POST", `/api/cart/delete?cartId=${id}`, { cartItem: { item_id: line.item_id } })).status,
    ).toBe(200);
    expect(
      (await anna.call("POST", `/api/cart/delete?cartId=${id}`, { cartItem: { item_id: line.item_id } })).status,
    ).toBe(404);
    expect((await anna.call("GET", `/api/cart/pull?cartId=${id}`)).body.result).toEqual([]);
  });
});

describe("cart edit mode (SPEC §4)", () => {
  const [first, second] = configurable.children.filter((c) => c.status === 1) as [
    (typeof configurable.children)[number],
    (typeof configurable.children)[number],
  ];
  let ben: Shopper;
  let cartId: string;
  beforeAll(async () => {
    ben = shopper(worker);
    cartId = await newCart(ben);
    await stock(first.sku, 40);
    await stock(second.sku, 40);
  });
  const lines = async () =>
    (
      (await ben.call("GET", `/api/cart/pull?cartId=${cartId}`)).body.result as {
        item_id: number;
        sku: string;
        qty: number;
      }[]
    ).map((l) => [l.item_id, l.sku, l.qty] as const);

  it("changes a line to another variant in place, keeping its id and quantity", async () => {
    const added = await add(ben, cartId, { sku: first.sku, qty: 2 });
    const itemId = added.body.result.item_id as number;
    const edited = await add(ben, cartId, { sku: second.sku, qty: 2, item_id: itemId });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ item_id: itemId, sku: second.sku, qty: 2 });
    expect(await lines()).toEqual([[itemId, second.sku, 2]]);
  });

  it("joins the edited line with a line of the same variant already in the bag", async () => {
    const [[editedId]] = (await lines()) as [readonly [number, string, number]];
    const other = await add(ben, cartId, { sku: first.sku, qty: 1 });
    const otherId = other.body.result.item_id as number;
    const joined = await add(ben, cartId, { sku: first.sku, qty: 2, item_id: editedId });
    expect(joined.status).toBe(200);
    expect(joined.body.result).toMatchObject({ item_id: otherId, sku: first.sku, qty: 3 });
    expect(await lines()).toEqual([[otherId, first.sku, 3]]);
  });

  it("refuses a variant without the stock for the line and leaves the line as it was", async () => {
    await stock(second.sku, 1);
    const [[id]] = (await lines()) as [readonly [number, string, number]];
    const refused = await add(ben, cartId, { sku: second.sku, qty: 3, item_id: id });
    expect(refused.status).toBe(409);
    expect(await lines()).toEqual([[id, first.sku, 3]]);
  });
});

describe("a random sequence of cart actions", () => {
  it("keeps the API equal to a simple model of the cart (property)", async () => {
    const skus = simples.slice(10, 14).map((p) => p.sku);
    for (const sku of skus) await stock(sku, 10_000);
    const action = fc.oneof(
      fc.record({
        kind: fc.constant("add" as const),
        sku: fc.constantFrom(...skus),
        qty: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        kind: fc.constant("set" as const),
        sku: fc.constantFrom(...skus),
        qty: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ kind: fc.constant("delete" as const), sku: fc.constantFrom(...skus) }),
      fc.record({
        kind: fc.constant("bad" as const),
        sku: fc.constantFrom(...skus),
        qty: fc.constantFrom(0, -3, 2.5, 500),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        const who = shopper(worker);
        const id = await newCart(who);
        const model = new Map<string, number>();
        const ids = new Map<string, number>();
        for (const step of actions) {
          if (step.kind === "add") {
            const res = await add(who, id, { sku: step.sku, qty: step.qty });
            expect(res.status).toBe(200);
            ids.set(step.sku, res.body.result.item_id);
            model.set(step.sku, (model.get(step.sku) ?? 0) + step.qty);
          } else if (step.kind === "set") {
            const itemId = ids.get(step.sku);
            const res = await add(who, id, { sku: step.sku, qty: step.qty, ...(itemId ? { item_id: itemId } : {}) });
            expect(res.status).toBe(itemId ? 200 : 200);
            if (!itemId) ids.set(step.sku, res.body.result.item_id);
            model.set(step.sku, itemId ? step.qty : (model.get(step.sku) ?? 0) + step.qty);
          } else if (step.kind === "delete") {
            const itemId = ids.get(step.sku);
            const res = await who.call("POST", `/api/cart/delete?cartId=${id}`, {
              cartItem: { item_id: itemId ?? 999_999_999 },
            });
            expect(res.status).toBe(itemId ? 200 : 404);
            ids.delete(step.sku);
            model.delete(step.sku);
          } else {
            expect((await add(who, id, { sku: step.sku, qty: step.qty })).status).toBe(400);
          }
        }
        const pulled = await who.call("GET", `/api/cart/pull?cartId=${id}`);
        const actual = new Map<string, number>(
          pulled.body.result.map((i: { sku: string; qty: number }) => [i.sku, i.qty]),
        );
        expect(actual).toEqual(model);
        const totals = (await who.call("GET", `/api/cart/totals?cartId=${id}`)).body.result;
        expect(totals.items_qty).toBe([...model.values()].reduce((a, b) => a + b, 0));
      }),
      { numRuns: 15 },
    );
  });
});

describe("add to bag without JavaScript", () => {
  const post = (path: string, form: Record<string, string>, cookie?: string) =>
    worker.fetch(path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });

  it("adds from the product page's form, lands on the cart, and the browser finds that cart again", async () => {
    const sku = simples[20]!.sku;
    await stock(sku, 10);
    const res = await post("/de/cart/add", { sku, qty: "2", return: "/de" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/de/cart?added=${sku}`);
    const cookie = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
    const who = shopper(worker);
    who.cookie = cookie;
    const mine = (await who.call("GET", "/api/cart/mine")).body.result as string;
    expect((await who.call("GET", `/api/cart/pull?cartId=${mine}`)).body.result).toEqual([
      expect.objectContaining({ sku, qty: 2 }),
    ]);
    // A second form post goes into the same cart.
    expect((await post("/de/cart/add", { sku, qty: "1" }, cookie)).status).toBe(303);
    expect((await who.call("GET", `/api/cart/pull?cartId=${mine}`)).body.result).toEqual([
      expect.objectContaining({ sku, qty: 3 }),
    ]);
  });

  it("prices a German cart line as the German product page shows it: the Dutch gross price (cross-border pricing)", async () => {
    const simple = simples[20]!;
    const jsonLdPrice = async (path: string) => {
      const html = await (await worker.fetch(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
        (m) => JSON.parse(m[1]!) as { "@type"?: string; offers?: { price?: string } },
      );
      const product = blocks.find((b) => b["@type"] === "Product");
      return Math.round(Number(product?.offers?.price) * 100);
    };
    const dePage = await jsonLdPrice(productUrl("de", simple));
    expect(dePage).toBe(await jsonLdPrice(productUrl("nl", simple)));
    expect(dePage).toBe(grossNl(simple, simple.taxClassId));
    expect(dePage % 100 === 0 || dePage % 100 === 95).toBe(true);

    const res = await post("/de/cart/add", { sku: simple.sku, qty: "1", return: "/de" });
    const who = shopper(worker);
    who.cookie = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
    const mine = (await who.call("GET", "/api/cart/mine")).body.result as string;
    const totals = (await who.call("GET", `/api/cart/totals?cartId=${mine}`)).body.result;
    const line = totals.items.find((i: { sku: string }) => i.sku === simple.sku);
    expect(line.price_incl_tax).toBe(dePage);
    expect(totals.subtotal_incl_tax).toBe(dePage);
    // The German VAT (19 %) inside the same gross price.
    expect(line.tax_percent).toBe(19);
    expect(line.tax_amount).toBe(Math.round((dePage * 19) / 119));
  });

  it("lands on the cart with the reason when the product cannot be added", async () => {
    const sku = simples[21]!.sku;
    await stock(sku, 0);
    const res = await post("/cart/add", { sku, qty: "1" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/cart?error=OUT_OF_STOCK&sku=${sku}`);
  });

  it("adds a grouped product's several sku/qty pairs in one post, skipping quantities of 0", async () => {
    const [a, b, c] = [simples[22]!.sku, simples[23]!.sku, simples[24]!.sku];
    for (const sku of [a, b, c]) await stock(sku, 10);
    const body = new URLSearchParams([
      ["sku", a],
      ["qty", "2"],
      ["sku", b],
      ["qty", "0"],
      ["sku", c],
      ["qty", "1"],
    ]);
    const res = await worker.fetch("/en/cart/add", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: body.toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/en/cart?added=${encodeURIComponent(`${a},${c}`)}`);
    const who = shopper(worker);
    who.cookie = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
    const mine = (await who.call("GET", "/api/cart/mine")).body.result as string;
    const pulled = (await who.call("GET", `/api/cart/pull?cartId=${mine}`)).body.result as {
      sku: string;
      qty: number;
    }[];
    expect(pulled.map((l) => [l.sku, l.qty])).toEqual([
      [a, 2],
      [c, 1],
    ]);

    // Every quantity 0: nothing to add, said on the cart page; more than 99 of one: refused as input.
    const none = await post("/en/cart/add", { sku: a, qty: "0" });
    expect(none.headers.get("location")).toBe("/en/cart?error=NOTHING_TO_ADD");
    const huge = await post("/en/cart/add", { sku: a, qty: "1000" });
    expect(huge.headers.get("location")).toBe("/en/cart?error=INVALID_INPUT");
  });

  it("says how many are left when a form asks for more than the stock", async () => {
    const sku = simples[25]!.sku;
    await stock(sku, 3);
    const res = await post("/cart/add", { sku, qty: "5" });
    expect(res.headers.get("location")).toBe(`/cart?error=QUANTITY_UNAVAILABLE&sku=${sku}&max=3`);
    const page = await worker.fetch(res.headers.get("location")!);
    expect(await page.text()).toContain("Er zijn maar 3 producten van dit type beschikbaar");
  });

  it("refuses a cross-site form post", async () => {
    const res = await worker.fetch("/cart/add", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      body: "sku=x&qty=1",
    });
    expect(res.status).toBe(403);
  });
});
