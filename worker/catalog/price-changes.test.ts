/**
 * Price changes without a new snapshot (issue 36 point 4), through the worker in Miniflare over
 * HTTP with the real libSQL test database: the operator's changes (scripts/price-import.ts) reach a
 * running isolate within the site versions' memo, and every place a price is worked out shows them —
 * listing tiles, the product page with its structured data, the price sync API and the cart — with
 * the lowest price of the 30 days before the new reduction worked out over the price history.
 *
 * The worker serves a copy of the test catalogue under its own snapshot version, and the changes are
 * made against that version, so the suite's other workers (the seeded version) never see them.
 */
import { createClient } from "@libsql/client";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProductTile, SearchResult } from "../../schema/api/catalog";
import type { ProductSummary, SnapshotManifest } from "../../schema/catalog/snapshot";
import { formatMoney } from "../../domain/money";
import { getStoreView } from "../../domain/store-views";
import { addTax, isSpecialActive, storePrice, type PriceFields } from "../../domain/pricing/store-price";
import { productUrl } from "../../domain/urls";
import { copyAssets } from "../../test/support/assets-copy";
import { shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const snapshot = shippedSnapshot();
const en = getStoreView("en");
const euros = (cents: number) => formatMoney(cents, en.currencyCode, en.locale, en.fractionDigits);
const grossRate = (p: ProductSummary) =>
  storePrice(p, p.taxClassId, snapshot.catalog.taxRules, en, new Date()).grossRate;
const gross = (p: ProductSummary, net: number) => addTax(net, grossRate(p));
const PRIOR = /<p class="price__prior[^"]*">Lowest price in the last 30 days: ([^<]+)<\/p>/g;
/** A product page's own part: without the "Complete the look" tiles, which show their own prices. */
const ownPart = (html: string) => html.split('<section class="recs"')[0]!;

// Listed simple products without a special price, from the end of the list (no other test's range).
const plain = snapshot.listed.filter(
  (p) => p.type === "simple" && p.specialPrice === null && p.price > 2_000 && p.categoryIds.length > 0,
);
const [reduced, dearer] = [plain.at(-3)!, plain.at(-4)!];
// A configurable from the end of the list whose sizes all cost what it costs: its change is theirs.
const sized = snapshot.listed.findLast(
  (p) =>
    p.type === "configurable" &&
    snapshot.product(p.sku).children.some((child) => child.status === 1) &&
    snapshot.product(p.sku).children.every((child) => child.specialPrice === null),
)!;
const sizedFields: PriceFields = { price: sized.price + 3_000, specialPrice: null, specialFrom: null, specialTo: null };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
// The operator's changes: a reduction running now on one, a higher regular price on the other.
const reducedFields: PriceFields = {
  price: reduced.price + 1_000,
  specialPrice: reduced.price - 500,
  specialFrom: `${day(-1)} 00:00:00`,
  specialTo: `${day(30)} 23:59:59`,
};
const dearerFields: PriceFields = {
  price: dearer.price + 2_500,
  specialPrice: null,
  specialFrom: null,
  specialTo: null,
};

let dir = "";
let version = "";
const db = createClient({ url: inject("libsqlUrl") });
beforeAll(async () => {
  dir = await copyAssets("storefront-price-changes-");
  const at = path.join(dir, "catalog/manifest.json");
  const manifest = JSON.parse(await readFile(at, "utf8")) as SnapshotManifest;
  version = `${manifest.version}-price-changes`;
  await writeFile(at, JSON.stringify({ ...manifest, version }));
  await db.execute({ sql: "update stock_items set qty = 20, is_in_stock = 1 where sku = ?", args: [dearer.sku] });
});
afterAll(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});
const worker = withWorker({ assetsDirectory: () => dir });

const tileOf = async (p: ProductSummary): Promise<ProductTile> => {
  const res = await worker.fetch(`/api/catalog/search?category=${p.categoryIds[0]}&store=en&size=200`);
  const tiles = ((await res.json()) as { result: SearchResult }).result.items;
  return tiles.find((t) => t.sku === p.sku)!;
};
const renderList = async (p: ProductSummary) => {
  const res = await worker.fetch(`/api/product/render-list?skus=${encodeURIComponent(p.sku)}&store=en`);
  return ((await res.json()) as { result: { items: { price_info: { final_price: number } }[] } }).result.items[0]!;
};

/**
 * The operator's changes as `npm run operator -- price import` writes them (scripts/price-import.ts,
 * whose own test covers the writing), without their price history rows: the history is kept per sku,
 * and the suite's other files load the seeded snapshot's prices against it.
 */
async function change(catalogVersion: string, changes: [string, PriceFields][]): Promise<void> {
  await db.batch(
    [
      ...changes.map(([sku, f]) => ({
        sql: `insert into price_overrides (sku, catalog_version, price, special_price, special_from, special_to, changed_at)
              values (?, ?, ?, ?, ?, ?, ?)`,
        args: [sku, catalogVersion, f.price, f.specialPrice, f.specialFrom, f.specialTo, Date.now()],
      })),
      {
        sql: "insert into app_meta (key, value) values ('price_overlay', ?) on conflict(key) do update set value = excluded.value",
        args: [`test-${Date.now().toString(36)}`],
      },
    ],
    "write",
  );
}

/** Asks until `check` passes or `ms` have gone by (the isolate reads the change within its memo). */
async function eventually(check: () => Promise<void>, ms = 8_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe("an operator's price change over the served snapshot", () => {
  it("shows the snapshot's prices before, and the changed ones everywhere after, without a restart", async () => {
    expect(isSpecialActive(reducedFields, new Date())).toBe(true);
    // Before: the snapshot's prices, and the product page cached under them.
    expect((await tileOf(reduced)).price).toMatchObject({ final: gross(reduced, reduced.price), special: null });
    const before = await (await worker.fetch(productUrl("en", reduced))).text();
    expect(ownPart(before)).toContain(euros(gross(reduced, reduced.price)));

    await change(version, [
      [reduced.sku, reducedFields],
      [dearer.sku, dearerFields],
      [sized.sku, sizedFields],
    ]);

    // The price sync API, within the site versions' memo.
    await eventually(async () =>
      expect((await renderList(reduced)).price_info.final_price).toBe(gross(reduced, reducedFields.specialPrice!)),
    );
    expect((await renderList(dearer)).price_info.final_price).toBe(gross(dearer, dearerFields.price));

    // A listing tile: the new regular and special price, and as the lowest price of the 30 days
    // before the reduction the snapshot's price (the history's last), below the new regular one.
    expect((await tileOf(reduced)).price).toMatchObject({
      regular: gross(reduced, reducedFields.price),
      special: gross(reduced, reducedFields.specialPrice!),
      final: gross(reduced, reducedFields.specialPrice!),
      priorLowest: gross(reduced, reduced.price),
    });
    expect((await tileOf(dearer)).price).toMatchObject({ final: gross(dearer, dearerFields.price), special: null });

    // The listing sorts and filters by the changed prices too, as its tiles show them: a price filter
    // around the new price finds the product, one around the snapshot's does not, and a price sort
    // follows the tiles' prices.
    const listed = async (query: string) => {
      const res = await worker.fetch(
        `/api/catalog/search?category=${dearer.categoryIds[0]}&store=en&size=200&${query}`,
      );
      return ((await res.json()) as { result: SearchResult }).result.items;
    };
    const around = (cents: number) => `price=${Math.floor(cents / 100)}-${Math.floor(cents / 100) + 1}`;
    expect((await listed(around(gross(dearer, dearerFields.price)))).map((t) => t.sku)).toContain(dearer.sku);
    expect((await listed(around(gross(dearer, dearer.price)))).map((t) => t.sku)).not.toContain(dearer.sku);
    for (const sort of ["price_asc", "price_desc"] as const) {
      const finals = (await listed(`sort=${sort}`)).map((t) => t.price.final);
      const sorted = [...finals].sort((a, b) => (sort === "price_asc" ? a - b : b - a));
      expect(finals, sort).toEqual(sorted);
    }

    // The product page (not the one cached before: the price version is part of its key), its
    // prior-price line and its structured data, whose offer ends with the special.
    const html = await (await worker.fetch(productUrl("en", reduced))).text();
    expect(ownPart(html)).toContain(euros(gross(reduced, reducedFields.specialPrice!)));
    expect([...ownPart(html).matchAll(PRIOR)].map((m) => m[1])).toEqual([euros(gross(reduced, reduced.price))]);
    expect(html).toContain(`"priceValidUntil":"${day(30)}"`);

    // The cart charges the changed price (NL tax).
    const who = shopper(worker);
    const cartId = (await who.call("POST", "/api/cart/create")).body.result as string;
    const added = await who.call("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: dearer.sku, qty: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result).toMatchObject({
      price: storePrice(dearerFields, dearer.taxClassId, snapshot.catalog.taxRules, "NL", new Date()).final,
    });

    // A configurable's change is its sizes' too: on its page and in the cart.
    const size = snapshot.product(sized.sku).children.find((child) => child.status === 1)!;
    await db.execute({ sql: "update stock_items set qty = 20, is_in_stock = 1 where sku = ?", args: [size.sku] });
    const sizedPage = ownPart(await (await worker.fetch(productUrl("en", sized))).text());
    expect(sizedPage).toContain(euros(gross(sized, sizedFields.price)));
    const sizeAdded = await who.call("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: size.sku, qty: 1 },
    });
    expect(sizeAdded.status, JSON.stringify(sizeAdded.body)).toBe(200);
    expect(sizeAdded.body.result).toMatchObject({
      price: storePrice(sizedFields, sized.taxClassId, snapshot.catalog.taxRules, "NL", new Date()).final,
    });
  }, 60_000);
});
