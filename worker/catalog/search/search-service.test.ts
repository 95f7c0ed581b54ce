import { describe, expect, it } from "vitest";
import { fixtureCatalogFile } from "../../../test/support/catalog-fixture";
import { getStoreView } from "../../../domain/store-views";
import { createTranslator } from "../../../client/i18n/translate";
import { ALL_MESSAGES } from "../../../client/i18n/messages/all";
import { buildCatalogData } from "../catalog-data";
import { searchCatalog, type SearchContext } from "./search-service";
import { buildSearchIndexFile } from "./orama-file";
import { buildStoreIndex, restoreStoreIndex } from "./restore";
import { matchText, planQuery, relaxPlan } from "./text-match";

const now = new Date("2026-11-22T12:00:00Z");
const data = buildCatalogData(fixtureCatalogFile());

async function context(code: "nl" | "de" | "en"): Promise<SearchContext> {
  const store = getStoreView(code);
  const children: Record<string, string> = { "AN-1-CML-M": "AN-1" };
  return {
    data,
    index: await buildStoreIndex(data, store, now),
    t: createTranslator(ALL_MESSAGES[code]),
    parentOfChild: (sku) => Promise.resolve(children[sku] ?? null),
    now,
  };
}

describe("catalogue search", () => {
  it("finds by name in each language with stemming and typos", async () => {
    const nl = await context("nl");
    expect((await searchCatalog(nl, { q: "jassen" })).items.map((i) => i.sku)).toEqual(["AN-1"]);
    expect((await searchCatalog(nl, { q: "sjaalkrag" })).items.map((i) => i.sku)).toEqual(["AN-1"]);
    const de = await context("de");
    expect((await searchCatalog(de, { q: "Wollmäntel" })).items.map((i) => i.sku)).toContain("AN-1");
    expect((await searchCatalog(de, { q: "Schalkragn" })).items.map((i) => i.sku)).toEqual(["AN-1"]);
  });

  it("finds compounds by their last part when the catalogue uses that part as a word ('Kleid' finds 'Leinenkleid')", async () => {
    const de = await context("de");
    expect((await searchCatalog(de, { q: "kleid" })).items.map((i) => i.sku).sort()).toEqual(["AN-2", "AN-6"]);
    expect((await searchCatalog(de, { q: "mantel" })).items.map((i) => i.sku)).toEqual(["AN-1"]);
  });

  it("leaves out invisible, disabled and out-of-stock products", async () => {
    const en = await context("en");
    const skus = (await searchCatalog(en, { q: "coat" })).items.map((i) => i.sku);
    expect(skus).toContain("AN-1");
    expect(skus).not.toContain("AN-3");
    expect(skus).not.toContain("AN-5");
    expect((await searchCatalog(en, { q: "belt part" })).total).toBe(0);
  });

  it("puts an exact product or variant sku first", async () => {
    const en = await context("en");
    expect((await searchCatalog(en, { q: "AN-2" })).items[0]?.sku).toBe("AN-2");
    expect((await searchCatalog(en, { q: "AN-1-CML-M" })).items[0]?.sku).toBe("AN-1");
  });

  it("matches colour words and ranks the product with both words first", async () => {
    const en = await context("en");
    const result = await searchCatalog(en, { q: "blue dress" });
    expect(result.items[0]?.sku).toBe("AN-6");
    expect(result.items.map((i) => i.sku)).toContain("AN-2");
  });

  it("lists a category with its descendants by position, with facets and price ranges", async () => {
    const nl = await context("nl");
    const result = await searchCatalog(nl, { category: 10 });
    expect(result.items.map((i) => i.sku)).toEqual(["AN-1", "AN-2", "AN-6"]);
    const color = result.aggregations.find((a) => a.code === "color");
    expect(color?.label).toBe("Kleur");
    expect(color?.buckets.map((b) => [b.label, b.count])).toEqual([
      ["Zwart", 1],
      ["Camel", 1],
      ["Blauw", 2],
    ]);
    const price = result.aggregations.find((a) => a.code === "price");
    expect(price?.buckets.map((b) => b.label.replace(/\u00a0/g, " "))).toEqual(["< € 100", "€ 100 - € 250", "> € 500"]);
  });

  it("filters disjunctively and sorts by price", async () => {
    const nl = await context("nl");
    const blue = await searchCatalog(nl, { category: 10, filters: { color: ["3"] }, sort: "price_desc" });
    expect(blue.items.map((i) => i.sku)).toEqual(["AN-2", "AN-6"]);
    expect(blue.aggregations.find((a) => a.code === "color")?.buckets.find((b) => b.value === "1")?.count).toBe(1);
    const cheap = await searchCatalog(nl, { category: 10, price: { from: 0, to: 100 } });
    expect(cheap.items.map((i) => i.sku)).toEqual(["AN-6"]);
    const newest = await searchCatalog(nl, { category: 10, sort: "new" });
    expect(newest.items[0]?.sku).toBe("AN-2");
  });

  it("prices tiles per store view with the special price when active: the German store at the Dutch gross price", async () => {
    const nl = await context("nl");
    const de = await context("de");
    const tileNl = (await searchCatalog(nl, { q: "AN-1" })).items[0]!;
    const tileDe = (await searchCatalog(de, { q: "AN-1" })).items[0]!;
    expect(tileNl.price).toMatchObject({ regular: 24200, special: 18150, final: 18150, discountPercent: 25 });
    // Cross-border pricing: the same 242,00 and 181,50 (19 % VAT inside), not net + 19 % (238,00 and 178,50).
    expect(tileDe.price).toMatchObject({ regular: 24200, special: 18150, final: 18150, discountPercent: 25 });
    expect(tileNl.url).toBe("/p/AN-1/wool-coat-with-shawl-collar");
    expect(tileDe.url).toBe("/de/p/AN-1/wool-coat-with-shawl-collar");
  });

  it("pages and suggests a correction when nothing matches", async () => {
    const en = await context("en");
    const page = await searchCatalog(en, { category: 10, size: 1, from: 1 });
    expect(page).toMatchObject({ total: 3, start: 1, perPage: 1 });
    expect(page.items.map((i) => i.sku)).toEqual(["AN-2"]);
    // Misspelt words are corrected (a swap is one edit) and the correction is proposed.
    const typo = await searchCatalog(en, { q: "lnien dress" });
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.suggestions).toEqual(["linen dress"]);
    // "drezz" is two edits from "dress", too far for a word of five letters: nothing, and no proposal.
    expect(await searchCatalog(en, { q: "drezz" })).toMatchObject({ total: 0, suggestions: [], searched: null });
    const nothing = await searchCatalog(en, { q: "xylophone" });
    expect(nothing).toMatchObject({ total: 0, suggestions: [], flags: { noresults: true } });
  });

  it("answers the same from an index file that went through JSON as from a fresh build", async () => {
    const store = getStoreView("nl");
    const built = await buildStoreIndex(data, store, now);
    const file = JSON.parse(JSON.stringify(await buildSearchIndexFile(data, "nl"))) as Awaited<
      ReturnType<typeof buildSearchIndexFile>
    >;
    const restored = restoreStoreIndex(data, store, file, now);
    for (const q of ["jas", "wollen jassen", "sjaalkrag", "AN-2", "marineblouw"]) {
      const a = matchText(built, q);
      const b = matchText(restored, q);
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      for (const [id, score] of a) expect(b.get(id)).toBeCloseTo(score, 4);
    }
    expect(() => restoreStoreIndex(data, getStoreView("de"), file, now)).toThrow(/for nl, not \d+ for de/);
  });
});

describe("when strict matching finds nothing (issue 35 point 9)", () => {
  const skus = (r: { items: { sku: string }[] }) => r.items.map((i) => i.sku).sort();

  it("answers a query found as typed with the strict match alone, and says nothing about what was searched", async () => {
    const en = await context("en");
    const strict = await searchCatalog(en, { q: "linen dress" });
    expect(strict.items[0]?.sku).toBe("AN-2");
    expect(strict).toMatchObject({ suggestions: [], searched: null });
    // Both words are needed: the blue dress is not brought in by "linen" alone.
    expect(skus(strict)).toEqual(["AN-2"]);
  });

  it("a typo the strict pass corrects says what it searched", async () => {
    const en = await context("en");
    const typo = await searchCatalog(en, { q: "lnien dress" });
    expect(typo.searched).toEqual({ q: "linen dress", relaxed: false });
  });

  it("corrects a typo in the first letter of a plural ('fresses' finds the dresses)", async () => {
    const en = await context("en");
    const result = await searchCatalog(en, { q: "fresses" });
    expect(skus(result)).toEqual(["AN-2", "AN-6"]);
    expect(result).toMatchObject({ suggestions: ["dresses"], searched: { q: "dresses", relaxed: false } });
  });

  it("a word the catalogue has nothing for does not hide what the other word finds, and is left out of what was searched", async () => {
    const en = await context("en");
    const result = await searchCatalog(en, { q: "denim dress" });
    expect(skus(result)).toEqual(["AN-2", "AN-6"]);
    expect(result).toMatchObject({ suggestions: ["dress"], searched: { q: "dress", relaxed: true } });
    const nl = await context("nl");
    // A misspelt word and an unknown one: the correction is searched, the unknown word left out.
    const mixed = await searchCatalog(nl, { q: "katoenen jurkne" });
    expect(skus(mixed)).toEqual(["AN-2", "AN-6"]);
    expect(mixed.searched).toEqual({ q: "jurken", relaxed: true });
  });

  it("the fallback still asks half the words: one word of three is not enough", async () => {
    const en = await context("en");
    // The linen dress matches two of the three words; the blue dress ("dress") and the coat ("wool") one each.
    const result = await searchCatalog(en, { q: "linen dress denim" });
    expect(skus(result)).toEqual(["AN-2"]);
    expect(result.searched).toEqual({ q: "linen dress", relaxed: true });
    // No product has two of these three words.
    expect(await searchCatalog(en, { q: "wool dress denim" })).toMatchObject({ total: 0, searched: null });
  });

  it("runs no second pass when it could find nothing new: one unknown word nothing is close to", async () => {
    const en = await context("en");
    expect(relaxPlan(en.index, planQuery(en.index, "xylophone"))).toBeNull();
    expect(relaxPlan(en.index, planQuery(en.index, "fresses"))?.map((w) => w.corrections)).toEqual([["dresses"]]);
    // Two words: the second pass may ask one of them.
    expect(relaxPlan(en.index, planQuery(en.index, "denim dress"))).not.toBeNull();
  });

  it("still finds nothing for what the shop does not have, with no proposal", async () => {
    const en = await context("en");
    for (const q of ["xylophone", "drezz", "sunglasses case"])
      expect(await searchCatalog(en, { q }), q).toMatchObject({
        total: 0,
        suggestions: [],
        searched: null,
        flags: { noresults: true },
      });
  });
});
