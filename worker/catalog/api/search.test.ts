import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../../schema/api/catalog";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";
import { SEARCH_INDEX_FORMAT } from "../search/store-index";

const worker = withWorker();
const snapshot = shippedSnapshot();
const topCategory = () => snapshot.catalog.categories.find((c) => c.level === 2 && c.isActive)!;

async function search(query: string): Promise<{
  status: number;
  body: { code: number; result: SearchResult & { errorMessage?: string; errorCode?: string } };
}> {
  const res = await worker.fetch(`/api/catalog/search?${query}`);
  return { status: res.status, body: (await res.json()) as never };
}

describe("GET /api/catalog/search", () => {
  it("runs on the search index files the build ships beside the snapshot", async () => {
    const manifest = (await (await worker.fetch("/catalog/manifest.json")).json()) as { path: string; version: string };
    for (const store of ["nl", "de", "en"] as const) {
      const res = await worker.fetch(`/catalog/${manifest.path}/search-${store}.json`);
      expect(res.status, store).toBe(200);
      const file = (await res.json()) as { format: number; store: string; version: string; productIds: number[] };
      expect({ format: file.format, store: file.store, version: file.version }).toEqual({
        format: SEARCH_INDEX_FORMAT,
        store,
        version: manifest.version,
      });
      expect(file.productIds.length).toBe(snapshot.listed.length);
    }
  });

  it("lists a category with aggregations for brand, colour, size and price", async () => {
    const { status, body } = await search(`category=${topCategory().id}`);
    expect(status).toBe(200);
    expect(body.result.total).toBeGreaterThan(10);
    expect(body.result.items.length).toBe(Math.min(50, body.result.total));
    expect(body.result.aggregations.map((a) => a.code)).toEqual(
      expect.arrayContaining(["brand", "color", "size", "price"]),
    );
    const price = body.result.aggregations.find((a) => a.code === "price")!;
    expect(price.buckets.every((b) => /€/.test(b.label))).toBe(true);
  });

  it("finds a product by its name, in each store view's language", async () => {
    const product = snapshot.listed.find((p) => p.inStock && p.type === "configurable")!;
    for (const store of ["nl", "de", "en"] as const) {
      const { body } = await search(`q=${encodeURIComponent(product.name[store])}&store=${store}`);
      expect(
        body.result.items.slice(0, 5).map((i) => i.sku),
        store,
      ).toContain(product.sku);
    }
  });

  it("applies SPEC §5: size ≤ 0 becomes 50, start < 0 becomes 0", async () => {
    const { body } = await search(`category=${topCategory().id}&size=-3&from=-10`);
    expect(body.result.perPage).toBe(50);
    expect(body.result.start).toBe(0);
  });

  it("filters by colour and removes other colours from the results", async () => {
    const { body } = await search(`category=${topCategory().id}`);
    const color = body.result.aggregations.find((a) => a.code === "color")!.buckets[0]!;
    const filtered = await search(`category=${topCategory().id}&filters[color]=${color.value}`);
    expect(filtered.body.result.total).toBe(color.count);
  });

  it("sorts by price low to high", async () => {
    const { body } = await search(`category=${topCategory().id}&sort=price_asc&size=200`);
    const prices = body.result.items.map((i) => i.price.final);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers POST with a JSON body too", async () => {
    const res = await worker.fetch("/api/catalog/search", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ category: topCategory().id, size: 5 }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: SearchResult }).result.items).toHaveLength(5);
  });

  it("corrects a misspelling (two letters swapped is one edit) and proposes the correction", async () => {
    const words = [
      ...new Set(snapshot.listed.flatMap((p) => p.name.en.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 6)),
    ];
    let checked = 0;
    for (const word of words.slice(0, 20)) {
      const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
      if (typo === word) continue;
      const { body } = await search(`q=${typo}&store=en`);
      expect(body.result.total, typo).toBeGreaterThan(0);
      // A swap that is itself the beginning of a known word is searched as typed, without a proposal.
      if (body.result.suggestions.length === 0) continue;
      expect(body.result.suggestions, typo).toEqual([word]);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("proposes nothing that is not close: two letters changed in a five-letter word find nothing, with no proposal", async () => {
    const word = snapshot.listed.flatMap((p) => p.name.en.toLowerCase().split(/[^a-z]+/)).find((w) => w.length === 5)!;
    const { body } = await search(`q=${word.slice(0, 3)}qz&store=en`);
    if (body.result.total === 0) expect(body.result).toMatchObject({ suggestions: [], flags: { noresults: true } });
  });
});

describe("when strict matching finds nothing (issue 35 point 9)", () => {
  // A long word of an in-stock product's name: one letter off is closer to it than to any other word.
  const word = snapshot.listed
    .filter((p) => p.inStock)
    .flatMap((p) => p.name.en.toLowerCase().split(/[^a-z]+/))
    .find((w) => w.length >= 8)!;

  it("corrects a typo in the first letter and says what it searched", async () => {
    const { status, body } = await search(`q=q${word.slice(1)}&store=en`);
    expect(status).toBe(200);
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.searched).toEqual({ q: word, relaxed: false });
    expect(body.result.suggestions).toEqual([word]);
  });

  it("leaves out a word the catalogue has nothing for and shows what the other word finds", async () => {
    const strict = await search(`q=${word}&store=en`);
    expect(strict.body.result.searched).toBeNull();
    const { body } = await search(`q=zzqxv+${word}&store=en`);
    expect(body.result.total).toBe(strict.body.result.total);
    expect(body.result.searched).toEqual({ q: word, relaxed: true });
  });

  it("still answers nothing, with nothing searched instead, when nothing is close", async () => {
    const { body } = await search("q=zzqxv+qqxzy&store=en");
    expect(body.result).toMatchObject({ total: 0, suggestions: [], searched: null, flags: { noresults: true } });
  });
});

describe("hostile search input gets a clear answer, never a 500", () => {
  it.each([
    ["q=ab", 400, "at least 3 characters"],
    [`q=${"x".repeat(10_000)}`, 400, "at most 200 characters"],
    ["filters[flavour]=sweet", 400, "filters"],
    ["sort=random", 400, "sort"],
    ["price=cheap", 400, "Price filter"],
    ["category=999999", 404, "Category not found"],
    ["q=%FF%FE", 400, ""],
  ])("%s → %i", async (query, status, message) => {
    const res = await worker.fetch(`/api/catalog/search?${query}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: number; result: { errorMessage: string } };
    expect(body.code).toBe(status);
    expect(body.result.errorMessage).toContain(message);
  });

  it("a huge page number gives an empty page with the total", async () => {
    const { status, body } = await search(`category=${topCategory().id}&from=999999999`);
    expect(status).toBe(200);
    expect(body.result.items).toEqual([]);
    expect(body.result.total).toBeGreaterThan(0);
  });
});
