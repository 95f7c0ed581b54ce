/**
 * The product lookup features read summaries through (product-lookup.ts), on the snapshot the tests'
 * worker serves: a batch answers the skus and ids the catalogue has and leaves the rest out, and a
 * url finds its product by path or by url key, a listed product before an invisible variant.
 */
import { describe, expect, it } from "vitest";
import {
  productKey,
  productSitemapFile,
  productUrlKey,
  shardOf,
  type KeyFile,
  type ShardFile,
} from "../../schema/catalog/snapshot";
import { shippedSnapshot } from "../../test/support/snapshot";
import { buildCatalogData } from "./catalog-data";
import { compactLookup, memoryLookup, summaryOf } from "./product-lookup";
import { catalogSitemapEntries } from "./content-views";
import type { LoadedCatalog } from "./loader";

const snapshot = shippedSnapshot();
const lookup = memoryLookup(buildCatalogData(snapshot.catalog));
const [first, second] = snapshot.listed;

describe("the product lookup", () => {
  it("answers a batch of skus with the ones the catalogue has, once each", async () => {
    const found = await lookup.bySkus([second!.sku, "NO-SUCH-SKU", first!.sku, second!.sku]);
    expect([...found.keys()].sort()).toEqual([first!.sku, second!.sku].sort());
    expect(found.get(first!.sku)).toEqual(first);
    expect(await summaryOf(lookup, "NO-SUCH-SKU")).toBeUndefined();
    expect((await lookup.bySkus([])).size).toBe(0);
  });

  it("answers a batch of ids", async () => {
    const found = await lookup.byIds([first!.id, -1]);
    expect([...found.entries()]).toEqual([[first!.id, first]]);
  });

  it("finds a product by its url path and by its url key alone, whatever the case and slashes", async () => {
    expect((await lookup.atUrl("en", `/${first!.urlPath.en.toUpperCase()}/`))?.sku).toBe(first!.sku);
    expect((await lookup.atUrl("nl", `some/where/${productUrlKey(first!, "nl")}`))?.sku).toBe(first!.sku);
    expect(await lookup.atUrl("en", "/")).toBeUndefined();
    expect(await lookup.atUrl("en", "no/such/product")).toBeUndefined();
  });

  it("gives a url to the listed product when an invisible variant has the same one", async () => {
    const variant = { ...first!, sku: `${first!.sku}-V`, id: 9_999_999, visibility: 1 };
    const file = { ...snapshot.catalog, products: [variant, ...snapshot.catalog.products] };
    const both = memoryLookup(buildCatalogData(file));
    expect((await both.atUrl("en", first!.urlPath.en))?.sku).toBe(first!.sku);
    expect((await both.bySkus([variant.sku])).get(variant.sku)?.visibility).toBe(1);
  });
});

describe("the compact lookup", () => {
  /** The test snapshot as a compact one would carry it: one shard per product, key files by hash. */
  const data = buildCatalogData(snapshot.catalog);
  const shardCount = 64;
  const shards: ShardFile[] = Array.from({ length: shardCount }, () => ({ products: [], summaries: [] }));
  for (const p of snapshot.catalog.products) {
    const shard = shards[shardOf(p.sku, shardCount)]!;
    const full = snapshot.product(p.sku);
    shard.products.push(full);
    const shown = [p.sku, ...full.links.map((l) => l.sku)];
    for (const sku of shown) {
      const summary = data.productsBySku.get(sku);
      if (summary && !shard.summaries!.includes(summary)) shard.summaries!.push(summary);
    }
  }
  const keys: KeyFile[] = Array.from({ length: 8 }, () => ({ skus: {} }));
  const put = (key: string, sku: string) => void (keys[shardOf(key, keys.length)]!.skus[key] = sku);
  for (const p of snapshot.catalog.products) put(productKey.id(p.id), p.sku);
  for (const [path, p] of data.productsByUrlPath.en) put(productKey.path("en", path), p.sku);
  for (const [key, p] of data.productsByUrlKey.en) put(productKey.urlKey("en", key), p.sku);

  const counting = (max?: number) => {
    const reads = { shards: 0, keys: 0 };
    const lookup = compactLookup(
      {
        shardCount,
        keyShardCount: keys.length,
        shard: (n) => (reads.shards++, Promise.resolve(shards[n]!)),
        keys: (n) => (reads.keys++, Promise.resolve(keys[n]!)),
      },
      max,
    );
    return { reads, lookup };
  };
  const linked = snapshot.catalog.products.find((p) => snapshot.product(p.sku).links.length >= 2)!;

  it("answers what the memory lookup answers", async () => {
    const { lookup } = counting();
    const skus = [...snapshot.listed.slice(0, 30).map((p) => p.sku), "NO-SUCH-SKU"];
    expect(await lookup.bySkus(skus)).toEqual(await memoryLookup(data).bySkus(skus));
    expect(await lookup.byIds([first!.id, -1])).toEqual(await memoryLookup(data).byIds([first!.id, -1]));
    expect((await lookup.atUrl("en", first!.urlPath.en))?.sku).toBe(first!.sku);
    expect((await lookup.atUrl("en", `x/${productUrlKey(second!, "en")}`))?.sku).toBe(second!.sku);
    expect(await lookup.atUrl("en", "no/such/page")).toBeUndefined();
  });

  it("reads one shard for a product and the products its page shows", async () => {
    const { reads, lookup } = counting();
    expect((await summaryOf(lookup, linked.sku))?.sku).toBe(linked.sku);
    expect(reads.shards).toBe(1);
    const shown = snapshot.product(linked.sku).links.map((l) => l.sku);
    const found = await lookup.bySkus([linked.sku, ...shown]);
    expect(found.size).toBe(new Set([linked.sku, ...shown].filter((s) => data.productsBySku.has(s))).size);
    expect(reads.shards).toBe(1);
  });

  it("keeps at most its bound of summaries, reading a shard again once its summary left", async () => {
    const { reads, lookup } = counting(5);
    const many = snapshot.listed.slice(0, 40).map((p) => p.sku);
    await lookup.bySkus(many);
    const before = reads.shards;
    await lookup.bySkus([many[0]!]);
    expect(reads.shards).toBe(before + 1);
  });
});

describe("a compact snapshot's product sitemap", () => {
  it("reads the parts a range needs and answers the entries the full one has", async () => {
    const data = buildCatalogData(snapshot.catalog);
    const fullCatalog = { data } as LoadedCatalog;
    const all = await catalogSitemapEntries(fullCatalog).products.slice(0, snapshot.listed.length);
    const perFile = 7;
    const read: string[] = [];
    const compactCatalog = {
      data: {
        ...data,
        compact: {
          products: snapshot.catalog.products.length,
          categoryCounts: {},
          priceChanges: [],
          keyShardCount: 1,
          sitemap: { products: all.length, perFile },
        },
      },
      read: <T>(file: string) => {
        read.push(file);
        const n = Number(/products-(\d+)\.json$/.exec(file)![1]);
        return Promise.resolve({ entries: all.slice(n * perFile, (n + 1) * perFile) } as T);
      },
    } as unknown as LoadedCatalog;
    const sitemap = catalogSitemapEntries(compactCatalog).products;
    expect(sitemap.count).toBe(all.length);
    expect(await sitemap.slice(5, 20)).toEqual(all.slice(5, 20));
    expect(read).toEqual([productSitemapFile(0), productSitemapFile(1), productSitemapFile(2)]);
    expect(await sitemap.slice(0, all.length)).toEqual(all);
    expect(await sitemap.slice(3, 3)).toEqual([]);
  });
});
