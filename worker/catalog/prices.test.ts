/**
 * Honest discounts (issue 11, point 3), through the worker in Miniflare over HTTP with the real
 * libSQL test database: beside every reduced price the lowest price of the 30 days before the
 * reduction, from the price history the test setup recorded when it loaded the snapshot (and rows a
 * test adds); and special windows evaluated per request, so price sort and price filters agree with
 * the shown price when a window opens while the isolate runs.
 */
import { createClient } from "@libsql/client";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ProductTile, SearchResult } from "../../schema/api/catalog";
import {
  shardFile,
  shardOf,
  type CatalogFile,
  type ProductSummary,
  type ShardFile,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";
import { formatMoney } from "../../domain/money";
import { getStoreView } from "../../domain/store-views";
import { addTax, isSpecialActive, storePrice } from "../../domain/pricing/store-price";
import { productUrl } from "../../domain/urls";
import { copyAssets } from "../../test/support/assets-copy";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { buildCatalogData, buildListingFileOf, LISTING_FILE } from ".";

const snapshot = shippedSnapshot();
const en = getStoreView("en");
const euros = (cents: number) => formatMoney(cents, en.currencyCode, en.locale, en.fractionDigits);
const gross = (p: ProductSummary, net: number) =>
  addTax(net, storePrice(p, p.taxClassId, snapshot.catalog.taxRules, en, new Date()).grossRate);
const PRIOR = /<p class="price__prior[^"]*">Lowest price in the last 30 days: ([^<]+)<\/p>/g;
/** A product page's own part: without the "Complete the look" tiles, which show their own prices. */
const ownPart = (html: string) => html.split('<section class="recs"')[0]!;

/** Listed simple products with a special price running now, never one the other tests' stock ranges use. */
const reduced = snapshot.listed.filter(
  (p, i) => p.type === "simple" && (i < 30 || i > 100) && isSpecialActive(p, new Date()) && p.specialFrom !== null,
);

describe("the lowest price of the 30 days before a reduction", () => {
  // One reduced product gets an older, lower price in its history: 20 days before the setup loaded the snapshot.
  const cheaper = reduced[0]!;
  const plain = reduced[1]!;
  const lowerNet = cheaper.specialPrice! - 500;
  beforeAll(async () => {
    const db = createClient({ url: inject("libsqlUrl") });
    try {
      const first = await db.execute({
        sql: "select min(observed_at) as at from price_history where sku = ?",
        args: [cheaper.sku],
      });
      const loadedAt = Number(first.rows[0]!.at);
      await db.execute({
        sql: `insert into price_history (sku, observed_at, price, special_price, special_from, special_to)
              values (?, ?, ?, null, null, null) on conflict do nothing`,
        args: [cheaper.sku, loadedAt - 20 * 86_400_000, lowerNet],
      });
    } finally {
      db.close();
    }
  });
  const worker = withWorker();

  it("the setup recorded every sku's price once, from the snapshot", async () => {
    const db = createClient({ url: inject("libsqlUrl") });
    try {
      const rows = await db.execute({
        sql: "select price, special_price, special_from, special_to from price_history where sku = ? order by observed_at desc limit 1",
        args: [plain.sku],
      });
      expect(rows.rows[0]).toMatchObject({
        price: plain.price,
        special_price: plain.specialPrice,
        special_from: plain.specialFrom,
        special_to: plain.specialTo,
      });
    } finally {
      db.close();
    }
  });

  it("shows the regular price before the window on a reduced product's page, in its language", async () => {
    const html = ownPart(await (await worker.fetch(productUrl("en", plain))).text());
    expect([...html.matchAll(PRIOR)].map((m) => m[1])).toEqual([euros(gross(plain, plain.price))]);
    const nl = await (await worker.fetch(productUrl("nl", plain))).text();
    expect(nl).toContain("Laagste prijs afgelopen 30 dagen: ");
    const de = await (await worker.fetch(productUrl("de", plain))).text();
    expect(de).toContain("Niedrigster Preis der letzten 30 Tage: ");
  });

  it("shows a lower price from the history that ran in the 30 days before the reduction", async () => {
    const html = ownPart(await (await worker.fetch(productUrl("en", cheaper))).text());
    expect([...html.matchAll(PRIOR)].map((m) => m[1])).toEqual([euros(gross(cheaper, lowerNet))]);
    // The search tile (an exact sku finds the product alone) shows the same figure, as does the API.
    const page = await (await worker.fetch(`/en/search?q=${encodeURIComponent(cheaper.sku)}`)).text();
    expect([...page.matchAll(PRIOR)].map((m) => m[1])).toEqual([euros(gross(cheaper, lowerNet))]);
    const api = (await (
      await worker.fetch(`/api/catalog/search?q=${encodeURIComponent(cheaper.sku)}&store=en`)
    ).json()) as { result: SearchResult };
    expect(api.result.items[0]!.price).toMatchObject({
      special: gross(cheaper, cheaper.specialPrice!),
      priorLowest: gross(cheaper, lowerNet),
    });
  });

  it("puts it beside every reduced price of a category page and nowhere else", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;
    const html = await (await worker.fetch(`/en/${category.urlPath.en}`)).text();
    const struck = html.match(/class="price__old"/g)?.length ?? 0;
    expect(struck).toBeGreaterThan(0);
    expect([...html.matchAll(PRIOR)].length).toBe(struck);
  });

  it("declares in structured data the price the page shows", async () => {
    const html = await (await worker.fetch(productUrl("en", plain))).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { "@type": string; offers?: { price: string; priceValidUntil?: string } })
      .find((j) => j["@type"] === "Product")!;
    expect(ld.offers!.price).toBe((gross(plain, plain.specialPrice!) / 100).toFixed(2));
    if (plain.specialTo) expect(ld.offers!.priceValidUntil).toBe(plain.specialTo.slice(0, 10));
  });
});

describe("a special window that opens while the isolate runs", () => {
  // Two listed simple products of one leaf category: the first gets a high regular price and a low
  // special price whose window opens OPENS_IN_MS after the worker starts.
  const OPENS_IN_MS = 15_000;
  const simpleIn = (id: number) =>
    snapshot.listed.filter(
      (p) => p.type === "simple" && p.inStock && p.specialPrice === null && p.categoryIds.includes(id),
    );
  // A leaf small enough that the whole category is one page (50).
  const leaf = snapshot.catalog.categories
    .filter((c) => c.isActive && c.level >= 3 && c.displayMode !== "PAGE")
    .find(
      (c) => simpleIn(c.id).length >= 4 && snapshot.listed.filter((p) => p.categoryIds.includes(c.id)).length <= 50,
    )!;
  const members = simpleIn(leaf.id);
  const target = members[0]!;
  let opensAt = 0;
  let dir = "";
  beforeAll(async () => {
    dir = await copyAssets("storefront-prices-");
    const manifest = JSON.parse(await readFile(path.join(dir, "catalog/manifest.json"), "utf8")) as SnapshotManifest;
    const base = path.join(dir, "catalog", manifest.path);
    opensAt = Date.now() + OPENS_IN_MS;
    const fields = {
      price: 50_000,
      specialPrice: 4_000,
      specialFrom: new Date(opensAt).toISOString(),
      specialTo: null,
    };
    const catalog = JSON.parse(await readFile(path.join(base, "catalog.json"), "utf8")) as CatalogFile;
    Object.assign(
      catalog.products.find((p) => p.sku === target.sku)!,
      fields,
    );
    await writeFile(path.join(base, "catalog.json"), JSON.stringify(catalog));
    // What the build derives from catalog.json, derived again from the changed one.
    await writeFile(path.join(base, LISTING_FILE), JSON.stringify(buildListingFileOf(buildCatalogData(catalog))));
    const shard = path.join(base, shardFile(shardOf(target.sku, catalog.shardCount)));
    const file = JSON.parse(await readFile(shard, "utf8")) as ShardFile;
    Object.assign(
      file.products.find((p) => p.sku === target.sku)!,
      fields,
    );
    await writeFile(shard, JSON.stringify(file));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const worker = withWorker({ assetsDirectory: () => dir });

  const list = async (query: string): Promise<ProductTile[]> => {
    const res = await worker.fetch(`/api/catalog/search?category=${leaf.id}&store=en&size=200&${query}`);
    return ((await res.json()) as { result: SearchResult }).result.items;
  };
  const skus = (tiles: ProductTile[]) => tiles.map((t) => t.sku);
  const pageSkus = async (query: string) => {
    const html = await (await worker.fetch(`/en/${leaf.urlPath.en}?${query}`)).text();
    return [...html.matchAll(/<a class="tile__link" href="\/en\/p\/([^/"]+)\//g)].map((m) => decodeURIComponent(m[1]!));
  };

  it("sorts and filters by the regular price before the window and by the special price after", async () => {
    // Before: 500.00 plus tax, the dearest of the category, outside 0-100.
    const before = await list("sort=price_desc");
    expect(Date.now(), "the worker took too long to start for this test").toBeLessThan(opensAt - 1000);
    expect(before[0]!.sku).toBe(target.sku);
    expect(before[0]!.price).toMatchObject({ final: gross(target, 50_000), special: null, priorLowest: null });
    expect(skus(await list("price=0-100"))).not.toContain(target.sku);
    const pageBefore = await pageSkus("sort=price_desc");
    expect(pageBefore[0]).toBe(target.sku);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt - Date.now() + 200)));

    // After, in the same isolate and without a new index: 40.00 plus tax, the regular price as the prior one.
    const after = await list("sort=price_asc");
    const tile = after.find((t) => t.sku === target.sku)!;
    const [regular, special] = [gross(target, 50_000), gross(target, 4_000)];
    expect(tile.price).toMatchObject({ final: special, special, regular, priorLowest: regular });
    expect(after.map((t) => t.price.final)).toEqual([...after.map((t) => t.price.final)].sort((a, b) => a - b));
    expect(skus(await list("sort=price_desc"))[0]).not.toBe(target.sku);
    expect(skus(await list("price=0-100"))).toContain(target.sku);
    // The category page (cached under the earlier price epoch) lists it by the new price too.
    const pageAfter = await pageSkus("sort=price_desc");
    expect(pageAfter[0]).not.toBe(target.sku);
    expect(pageAfter).toContain(target.sku);
    const html = await (await worker.fetch(productUrl("en", target))).text();
    expect([...html.matchAll(PRIOR)].map((m) => m[1])).toEqual([euros(regular)]);
  }, 40_000);
});
