/** Compare (issue 32.2) over HTTP: the worker in Miniflare against the real test libSQL server. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { COMPARE_MAX_ITEMS } from "../../schema/constants";
import type { CompareListDto, CompareProductsDto } from "../../schema/api/compare";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const snapshot = shippedSnapshot();
// The compare tests' own products: configurables 400–419 of the listed ones (other files use others).
const own = snapshot.listed.filter((p) => p.type === "configurable").slice(400, 420);
const PASSWORD = "Noord-2026!";
const FULL = "You can compare up to 4 products. Remove one to add another.";
let seq = 0;
const fresh = () => `compare.${Date.now().toString(36)}${seq++}@example.com`;

/** A browser: its own cookie jar and IP. */
function client(cookies?: ReadonlyMap<string, string>) {
  const jar = new Map<string, string>(cookies);
  const ip = `10.32.${seq % 250}.${seq++ % 250}`;
  return {
    jar,
    async call(method: "GET" | "POST", path: string, body?: unknown, extra: Record<string, string> = {}) {
      const headers: Record<string, string> = { accept: "application/json", "cf-connecting-ip": ip, ...extra };
      if (body !== undefined && !("content-type" in extra)) headers["content-type"] = "application/json";
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await worker.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [name, value] = line.split(";")[0]!.split("=");
        if (value) jar.set(name!, value);
        else jar.delete(name!);
      }
      const text = await res.text();
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not an envelope.
      }
      return { status: res.status, body: json, headers: res.headers, text };
    },
  };
}

async function customer() {
  const who = client();
  const email = fresh();
  await who.call("POST", "/api/user/create", {
    customer: { email, firstname: "Noor", lastname: "Visser" },
    password: PASSWORD,
  });
  expect((await who.call("POST", "/api/user/login", { username: email, password: PASSWORD })).status).toBe(200);
  return { who, email };
}

const skusOf = (body: { result: CompareListDto }): string[] => body.result.items.map((i) => i.sku);

describe("the compare list (customers only)", () => {
  it("answers 401 to a guest, with or without a session, and to a logged-out customer", async () => {
    const guest = client();
    expect((await guest.call("GET", "/api/compare")).status).toBe(401);
    expect((await guest.call("POST", "/api/compare/add", { sku: own[0]!.sku })).status).toBe(401);
    // A guest with an anonymous session (a cart) is still no customer.
    await guest.call("POST", "/api/cart/create");
    expect((await guest.call("POST", "/api/compare/add", { sku: own[0]!.sku })).status).toBe(401);
    expect((await guest.call("POST", "/api/compare/delete", { sku: own[0]!.sku })).status).toBe(401);
    expect((await guest.call("POST", "/api/compare/merge", { skus: [own[0]!.sku] })).status).toBe(401);
    const { who } = await customer();
    expect((await who.call("POST", "/api/compare/add", { sku: own[0]!.sku })).status).toBe(200);
    // The same cookie, replayed after logout (its session revoked), reads and writes nothing.
    const replay = client(who.jar);
    expect((await who.call("POST", "/api/user/logout")).status).toBe(200);
    expect((await replay.call("GET", "/api/compare")).status).toBe(401);
    expect((await replay.call("POST", "/api/compare/add", { sku: own[1]!.sku })).status).toBe(401);
  });

  it("adds, keeps an add idempotent, deletes, and refuses a fifth with the message and the list unchanged", async () => {
    const { who } = await customer();
    const [a, b, c, d, e] = own;
    const first = await who.call("POST", "/api/compare/add", { sku: a!.sku });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body.result.items).toEqual([
      { sku: a!.sku, product_id: a!.id, added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(skusOf((await who.call("POST", "/api/compare/add", { sku: a!.sku })).body)).toEqual([a!.sku]);
    for (const p of [b, c, d]) expect((await who.call("POST", "/api/compare/add", { sku: p!.sku })).status).toBe(200);
    const fifth = await who.call("POST", "/api/compare/add?storeCode=en", { sku: e!.sku });
    expect(fifth.status).toBe(400);
    expect(fifth.body.result).toMatchObject({ errorCode: "COMPARE_FULL", errorMessage: FULL });
    // In the caller's language.
    const dutch = await who.call("POST", "/api/compare/add?storeCode=nl", { sku: e!.sku });
    expect(dutch.body.result.errorMessage).toBe(
      "Je kunt maximaal 4 producten vergelijken. Verwijder er een om een ander toe te voegen.",
    );
    const german = await who.call("POST", "/api/compare/add", { sku: e!.sku }, { "x-vs-store-code": "de" });
    expect(german.body.result.errorMessage).toBe(
      "Du kannst bis zu 4 Produkte vergleichen. Entferne eines, um ein anderes hinzuzufügen.",
    );
    // Adding one already there is no fifth.
    expect((await who.call("POST", "/api/compare/add", { sku: d!.sku })).status).toBe(200);
    expect(skusOf((await who.call("GET", "/api/compare")).body)).toEqual([a, b, c, d].map((p) => p!.sku));
    const removed = await who.call("POST", "/api/compare/delete", { sku: b!.sku });
    expect(skusOf(removed.body)).toEqual([a, c, d].map((p) => p!.sku));
    // Deleting what is not there is no error; then the fifth fits.
    expect((await who.call("POST", "/api/compare/delete", { sku: b!.sku })).status).toBe(200);
    expect(skusOf((await who.call("POST", "/api/compare/add", { sku: e!.sku })).body)).toEqual(
      [a, c, d, e].map((p) => p!.sku),
    );
  });

  it("never holds more than four when ten adds arrive at once", async () => {
    const { who } = await customer();
    const answers = await Promise.all(
      own.slice(0, 10).map((p) => who.call("POST", "/api/compare/add", { sku: p.sku })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(COMPARE_MAX_ITEMS);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10 - COMPARE_MAX_ITEMS);
    const list = skusOf((await who.call("GET", "/api/compare")).body);
    expect(list).toHaveLength(COMPARE_MAX_ITEMS);
    // The same ten again, at once: still four, and the same four.
    await Promise.all(own.slice(0, 10).map((p) => who.call("POST", "/api/compare/add", { sku: p.sku })));
    expect(skusOf((await who.call("GET", "/api/compare")).body)).toEqual(list);
  });

  it("refuses unknown products with a 404 and junk bodies with a 400, never a 500", async () => {
    const { who } = await customer();
    const unknown = await who.call("POST", "/api/compare/add?storeCode=en", { sku: "NO-SUCH-SKU" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result.errorMessage).toBe("This product does not exist.");
    // A variant is not a product of its own in a comparison.
    const variant = snapshot.product(own[0]!.sku).children[0]!.sku;
    expect((await who.call("POST", "/api/compare/add", { sku: variant })).status).toBe(404);
    for (const body of [
      {},
      { sku: "" },
      { sku: 42 },
      { sku: "x".repeat(65) },
      { sku: "<script>" },
      { sku: own[0]!.sku, extra: 1 },
      [own[0]!.sku],
      null,
    ])
      expect((await who.call("POST", "/api/compare/add", body)).status, JSON.stringify(body)).toBe(400);
    expect((await who.call("POST", "/api/compare/merge", { skus: own.slice(0, 5).map((p) => p.sku) })).status).toBe(
      400,
    );
    expect((await who.call("POST", "/api/compare/merge", { skus: "a,b" })).status).toBe(400);
    const notJson = await who.call("POST", "/api/compare/add", "sku=AN-1", { "content-type": "text/plain" });
    expect(notJson.status).toBe(415);
    const broken = await who.call("POST", "/api/compare/add", '{"sku":', { "content-type": "application/json" });
    expect(broken.status).toBe(400);
    expect((await who.call("GET", "/api/compare")).body.result.items).toEqual([]);
  });

  it("refuses a cross-site POST before reading the session", async () => {
    const { who } = await customer();
    const forged = await who.call(
      "POST",
      "/api/compare/add",
      { sku: own[0]!.sku },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(forged.status).toBe(403);
    expect((await who.call("GET", "/api/compare")).body.result.items).toEqual([]);
  });

  it("merges a guest's list at login: the guest's products as the newest, the newest four kept", async () => {
    const { who, email } = await customer();
    const [a, b, c, d, e] = own;
    for (const p of [a, b, c]) await who.call("POST", "/api/compare/add", { sku: p!.sku });
    // Another browser's guest list (oldest first), with a product the catalogue does not know.
    const laptop = client();
    await laptop.call("POST", "/api/user/login", { username: email, password: PASSWORD });
    const merged = await laptop.call("POST", "/api/compare/merge", { skus: [d!.sku, "UNKNOWN-SKU", e!.sku] });
    expect(merged.status).toBe(200);
    expect(skusOf(merged.body)).toEqual([b, c, d, e].map((p) => p!.sku));
    // A product already there moves up instead of doubling.
    const again = await laptop.call("POST", "/api/compare/merge", { skus: [b!.sku] });
    expect(skusOf(again.body)).toEqual([c, d, e, b].map((p) => p!.sku));
    // An empty merge just reads.
    expect(skusOf((await laptop.call("POST", "/api/compare/merge", { skus: [] })).body)).toEqual(
      [c, d, e, b].map((p) => p!.sku),
    );
    expect(skusOf((await who.call("GET", "/api/compare")).body)).toEqual([c, d, e, b].map((p) => p!.sku));
  });
});

describe("GET /api/compare/products (anyone's, cacheable)", () => {
  it("answers each product's comparable data in the order asked, unknown skus left out, nothing personal", async () => {
    const [a, b] = own;
    const res = await client().call("GET", `/api/compare/products?skus=${b!.sku},NO-SUCH,${a!.sku}&storeCode=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.headers.get("set-cookie")).toBeNull();
    const { products, attributes } = res.body.result as CompareProductsDto;
    expect(products.map((p) => p.tile.sku)).toEqual([b!.sku, a!.sku]);
    // The catalogue's comparable attributes: colour, material and fit (size is its own row).
    expect(attributes.map((x) => x.code)).toEqual(["color", "material", "fit"]);
    expect(attributes.map((x) => x.label)).toEqual(["Colour", "Material", "Fit"]);
    const first = products[0]!;
    expect(first.tile).toMatchObject({ name: b!.name.en, url: expect.stringContaining(`/en/p/${b!.sku}/`) });
    expect(first.brand).toBe(b!.brand);
    expect(first.values.material!.length).toBeGreaterThan(0);
    expect(first.values.color!.length).toBe(b!.attributes.color!.split(",").length);
    expect(Array.isArray(first.sizes)).toBe(true);
    // German labels for the German store view.
    const de = await client().call("GET", `/api/compare/products?skus=${a!.sku}&storeCode=de`);
    expect((de.body.result as CompareProductsDto).attributes.map((x) => x.label)).toEqual([
      "Farbe",
      "Material",
      "Passform",
    ]);
  });

  it("lists only the sizes in stock now (live stock)", async () => {
    const product = snapshot.product(own[19]!.sku);
    const sizeOption = product.configurableOptions.find((o) => o.code === "size")!;
    const enabled = product.children.filter((c) => c.status === 1);
    const gone = enabled[0]!;
    const goneLabel = sizeOption.values.find((v) => v.valueIndex === gone.options.size)!.label.en;
    // Sold out in every colour of that size.
    const sameSize = enabled.filter((c) => c.options.size === gone.options.size).map((c) => c.sku);
    await db.execute({
      sql: `update stock_items set qty = 0, is_in_stock = 0 where sku in (${sameSize.map(() => "?").join(",")})`,
      args: sameSize,
    });
    const res = await client().call("GET", `/api/compare/products?skus=${product.sku}&storeCode=en`);
    const sizes: string[] = res.body.result.products[0].sizes;
    expect(sizes).not.toContain(goneLabel);
    expect(sizes.length).toBeGreaterThan(0);
  });

  it("takes one to four skus and refuses anything else with a 400", async () => {
    const four = own.slice(0, 4).map((p) => p.sku);
    expect(
      (await client().call("GET", `/api/compare/products?skus=${four.join(",")}`)).body.result.products,
    ).toHaveLength(4);
    // Repeats count once.
    expect(
      (await client().call("GET", `/api/compare/products?skus=${four[0]},${four[0]}`)).body.result.products,
    ).toHaveLength(1);
    for (const query of [
      `skus=${own
        .slice(0, 5)
        .map((p) => p.sku)
        .join(",")}`,
      "skus=",
      "",
      "skus=%3Cscript%3E",
      `skus=${"x".repeat(400)}`,
      `skus=${four[0]}&storeCode=fr`,
      `skus=${four[0]}&extra=1`,
    ])
      expect((await client().call("GET", `/api/compare/products?${query}`)).status, query).toBe(400);
    // Only unknown products: an empty answer, not an error.
    expect((await client().call("GET", "/api/compare/products?skus=NOPE")).body.result).toEqual({
      products: [],
      attributes: [],
    });
  });
});

describe("GET /compare", () => {
  it("is shared from the cache for guests; a customer's copy is private and the same shell", async () => {
    const first = await worker.fetch("/en/compare?from=cache-test");
    const second = await worker.fetch("/en/compare?from=cache-test");
    expect(second.headers.get("x-cache")).toBe("HIT");
    const { who } = await customer();
    const mine = await who.call("GET", "/en/compare");
    // Sent to a customer, the page is never kept by a shared cache.
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
    // The same shell for both: the list is the browser's business (the island reads it).
    const shell = await first.text();
    expect(shell).toContain('data-island="Compare"');
    expect(mine.text).toBe(shell);
  });

  it("is one shell for everyone in every store view: title, the island, nothing personal, not indexed", async () => {
    for (const [path, title] of [
      ["/compare", "Producten vergelijken"],
      ["/de/compare", "Produkte vergleichen"],
      ["/en/compare", "Compare products"],
    ] as const) {
      const res = await worker.fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1 class="compare-page__title">${title}</h1>`);
      expect(html).toContain('data-island="Compare"');
      expect(html).toContain('data-page-type="Compare"');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});
