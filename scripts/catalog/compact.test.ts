/**
 * The compact snapshot (issue 36, point 1): the test catalogue shipped compact, served by the worker
 * in Miniflare over HTTP beside the same catalogue shipped full, both on the libSQL tier. Its
 * catalog.json holds no summaries; the shop answers the same product pages, listings, searches,
 * url resolutions, sitemap, cart and review calls.
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResult } from "../../schema/api/catalog";
import { RECOMMENDATION_COUNT, SIMILAR_PRICE_SHARE } from "../../schema/recommendations";
import {
  keyFile,
  shardFile,
  type CatalogFile,
  type KeyFile,
  type ProductSummary,
  type ShardFile,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";
import { categoryUrl, productUrl } from "../../domain/urls";
import { copyAssets } from "../../test/support/assets-copy";
import { shopper } from "../../test/support/shopper";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { ROOT } from "../worker-runtime";
import { compactSnapshot, isCompactSnapshot } from "./compact";
import { writeSnapshot } from "./snapshot-writer";

const snapshot = shippedSnapshot();
let dir = "";
let base = "";
beforeAll(async () => {
  dir = await copyAssets("storefront-compact-");
  const manifest = JSON.parse(await readFile(path.join(dir, "catalog/manifest.json"), "utf8")) as SnapshotManifest;
  base = path.join(dir, "catalog", manifest.path);
  await compactSnapshot(base);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// PAGE_CACHE off: every request renders, so each one exercises the snapshot, not the page cache.
const full = withWorker({ bindings: { SEARCH_TIER: "libsql", PAGE_CACHE: "off" } });
// SEARCH_TIER=isolate on purpose: a compact snapshot has no in-isolate index, so the libSQL tier answers anyway.
const compact = withWorker({ assetsDirectory: () => dir, bindings: { SEARCH_TIER: "isolate", PAGE_CACHE: "off" } });

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, "utf8")) as T;
const both = async (url: string, init?: RequestInit) => {
  const [a, b] = await Promise.all([full.fetch(url, init), compact.fetch(url, init)]);
  return [a, b] as const;
};
/** The page without what differs per request (the CSP nonce, the request id). */
const stable = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, "")
    .replace(/"requestId":"[^"]*"/g, "")
    .replace(/"stockAt":\d+/g, "");
/** Where two texts first differ, with some context (a page is too long to read whole in a failure). */
const firstDifference = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i === a.length && i === b.length ? null : { at: i, a: a.slice(i - 80, i + 120), b: b.slice(i - 80, i + 120) };
};

describe("the compact layout", () => {
  it("keeps no product in catalog.json, and every summary in a shard with those its pages show", async () => {
    expect(await isCompactSnapshot(base)).toBe(true);
    const file = await readJson<CatalogFile>(path.join(base, "catalog.json"));
    expect(file.products).toEqual([]);
    expect(file.compact?.products).toBe(snapshot.catalog.products.length);
    expect(file.compact?.sitemap.products).toBe(snapshot.listed.length);
    const known = new Set(snapshot.catalog.products.map((p) => p.sku));
    const summaries = new Set<string>();
    for (let n = 0; n < file.shardCount; n++) {
      const shard = await readJson<ShardFile>(path.join(base, shardFile(n)));
      const own = new Set(shard.summaries!.map((s) => s.sku));
      for (const product of shard.products) {
        expect(own.has(product.sku)).toBe(true);
        for (const link of product.links) if (known.has(link.sku)) expect(own.has(link.sku), link.sku).toBe(true);
      }
      for (const s of shard.summaries!) summaries.add(s.sku);
    }
    expect(summaries.size).toBe(snapshot.catalog.products.length);
    const keys = await readJson<KeyFile>(path.join(base, keyFile(0)));
    expect(Object.keys(keys.skus).length).toBeGreaterThan(0);
    // The in-isolate tier's files are not shipped.
    const names = await readdir(base);
    expect(names.filter((n) => /^search-|^listing/.test(n))).toEqual([]);
    // A few numbers per category, none per product: a fraction of the full file.
    const fullSize = (await stat(path.join(ROOT, "dist/client/catalog", snapshot.manifest.path, "catalog.json"))).size;
    expect((await stat(path.join(base, "catalog.json"))).size).toBeLessThan(fullSize / 4);
  });

  it("is what the snapshot writer writes directly in the compact layout, file for file", async () => {
    const catalog = snapshot.toCatalog();
    const out = await mkdtemp(path.join(tmpdir(), "storefront-compact-direct-"));
    try {
      const { manifest } = await writeSnapshot(catalog, { dir: out, layout: "compact" });
      const direct = path.join(out, manifest.path);
      const files = async (root: string) =>
        (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile() && !/^search-|^listing|^swatches/.test(e.name) && !e.parentPath.includes("media"))
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
          .sort();
      expect(await files(direct)).toEqual(await files(base));
      for (const name of await files(direct)) {
        const [a, b] = await Promise.all([
          readJson<unknown>(path.join(direct, name)),
          readJson<unknown>(path.join(base, name)),
        ]);
        if (name !== "catalog.json") expect(a, name).toEqual(b);
        else {
          const { version: _v, createdAt: _c, media: _m, ...written } = a as CatalogFile;
          const { version: _v2, createdAt: _c2, media: _m2, ...compacted } = b as CatalogFile;
          expect(written).toEqual(compacted);
        }
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("is left as it is when compacted again", async () => {
    expect(await compactSnapshot(base)).toBe(0);
  });

  it("serves product pages as the full layout does, a variant's url redirecting to its parent", async () => {
    const products = snapshot.listed.filter((p) => p.type !== "simple").slice(0, 3);
    products.push(...snapshot.listed.filter((p) => p.type === "simple").slice(0, 2));
    for (const p of products) {
      const [a, b] = await both(productUrl("en", p));
      expect(b.status, p.sku).toBe(200);
      const [pageA, pageB] = [stable(await a.text()), stable(await b.text())];
      // The product's own part; "Complete the look" in a compact shop looks at the first tiles of one
      // listing rather than the whole shelf in memory (the next test).
      const withoutRecs = (html: string) => html.replace(/<section class="recs".*?<\/section>/s, "");
      expect(firstDifference(withoutRecs(pageA), withoutRecs(pageB)), p.sku).toBeNull();
    }
    const variant = snapshot.catalog.products.find((p) => p.visibility === 1 && p.status === 1);
    if (variant) {
      const [a, b] = await both(`/en/p/${encodeURIComponent(variant.sku)}/x`, { redirect: "manual" });
      expect(b.status).toBe(a.status);
      expect(b.headers.get("location")).toBe(a.headers.get("location"));
    }
    expect((await compact.fetch("/en/p/NO-SUCH-SKU/x")).status).toBe(404);
  });

  it("resolves old urls and the url map as the full layout does", async () => {
    const p = snapshot.listed[3]!;
    for (const url of [`/${p.urlPath.nl}.html`, `/de/${p.urlPath.de}`, "/en/nowhere/to/be/found"]) {
      const [a, b] = await both(url, { redirect: "manual" });
      expect(b.status, url).toBe(a.status);
      expect(b.headers.get("location"), url).toBe(a.headers.get("location"));
    }
    const map = (worker: typeof full, body: unknown) =>
      worker
        .fetch("/api/url/map", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
        .then(async (r) => ({ status: r.status, body: await r.json() }));
    for (const body of [{ url: `/${p.urlPath.en}` }, { url: "/", filters: { sku: p.sku } }, { url: "/nope" }])
      expect(await map(compact, body)).toEqual(await map(full, body));
  });

  it("lists and searches from the libSQL tier", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive && c.includeInMenu)!;
    for (const query of [
      `category=${category.id}`,
      "q=dress&store=en&size=5",
      `q=${encodeURIComponent(snapshot.listed[0]!.sku)}`,
    ]) {
      const [a, b] = await both(`/api/catalog/search?${query}`);
      const [x, y] = [(await a.json()) as { result: SearchResult }, (await b.json()) as { result: SearchResult }];
      expect(b.status, query).toBe(200);
      expect(y.result.items, query).toEqual(x.result.items);
      expect(y.result.total, query).toBe(x.result.total);
    }
    const [a, b] = await both(categoryUrl(category, "nl"));
    expect(b.status).toBe(200);
    expect(firstDifference(stable(await a.text()), stable(await b.text()))).toBeNull();
  });

  it("answers the same sitemap", async () => {
    const [a, b] = await both("/sitemap.xml");
    expect(b.status).toBe(200);
    const text = await b.text();
    expect(text).toBe(await a.text());
    expect(text).toContain(productUrl("de", snapshot.listed.at(-1)!));
  });

  it("completes the look from the product's deepest category when it has no links, with one listing", async () => {
    // A product without merchandising links, on a shelf with enough products at a similar price.
    const deepest = (p: ProductSummary) =>
      p.categoryIds
        .map((id) => snapshot.catalog.categories.find((c) => c.id === id))
        .filter((c) => c !== undefined && c.isActive)
        .sort((a, b) => b!.level - a!.level || a!.id - b!.id)[0];
    const similar = (p: ProductSummary, q: ProductSummary) =>
      Math.abs(q.price - p.price) <= p.price * SIMILAR_PRICE_SHARE;
    const anchor = snapshot.listed.find((p) => {
      if (p.type !== "simple" || snapshot.product(p.sku).links.length > 0) return false;
      const shelf = deepest(p);
      const mates = snapshot.listed.filter(
        (q) => q.sku !== p.sku && q.inStock && shelf && q.categoryIds.includes(shelf.id) && similar(p, q),
      );
      return mates.length >= RECOMMENDATION_COUNT;
    })!;
    const html = await (await compact.fetch(productUrl("en", anchor))).text();
    const section = /<section class="recs".*?<\/section>/s.exec(html)?.[0] ?? "";
    const bySku = new Map(snapshot.listed.map((p) => [productUrl("en", p), p]));
    const tiles = [...section.matchAll(/<a class="tile__link" href="([^"]+)"/g)].map(([, href]) => bySku.get(href!));
    expect(tiles).toHaveLength(RECOMMENDATION_COUNT);
    for (const tile of tiles) {
      expect(tile, "a listed product").toBeDefined();
      expect(tile!.sku).not.toBe(anchor.sku);
      expect(tile!.categoryIds).toContain(deepest(anchor)!.id);
    }
    // The cart's suggestions for it come from the same shelf.
    const res = await compact.fetch(`/api/ext/recommendations?cart=${encodeURIComponent(anchor.sku)}&storeCode=en`);
    const suggestions = ((await res.json()) as { result: { suggestions: { sku: string }[] } }).result.suggestions;
    expect(suggestions.map((t) => t.sku)).toEqual(tiles.map((t) => t!.sku));
  });

  it("puts a product in the cart and lists its reviews", async () => {
    const simple = snapshot.listed.find((p) => p.type === "simple" && p.inStock)!;
    const anna = shopper(compact);
    const created = await anna.call("POST", "/api/cart/create");
    const added = await anna.call("POST", `/api/cart/update?cartId=${created.body.result as string}`, {
      cartItem: { sku: simple.sku, qty: 1 },
    });
    expect(added.status).toBe(200);
    expect((await compact.fetch(`/api/review/list?sku=${encodeURIComponent(simple.sku)}`)).status).toBe(200);
    expect((await compact.fetch("/api/review/list?sku=NO-SUCH-SKU")).status).toBe(404);
  });

  it("reports its product count in the health check", async () => {
    const health = (await (await compact.fetch("/api/health")).json()) as {
      result: { catalog: { status: string; products: number } };
    };
    expect(health.result.catalog).toMatchObject({ status: "ok", products: snapshot.catalog.products.length });
  });
});
