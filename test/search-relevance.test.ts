/**
 * Search relevance floors (ARCHITECTURE §8) on the judged query sets in bench/relevance: the demo
 * catalogue in nl, de and en, and the Luma dump in ../shared/data (skipped when it is absent).
 * `npm run bench` reports the same figures with every query's top five.
 */
import { describe, expect, it } from "vitest";
import { evaluateDemo, evaluateLuma, RELEVANCE_GOALS, searcher, type SetResult } from "../bench/relevance/evaluate";
import { generateDemoCatalog } from "../scripts/catalog/demo/generate";
import { realData } from "./support/real-data";

const luma = realData("vsf-luma-2017/catalog.json");

function expectGoals(result: SetResult): void {
  const misses = result.outcomes
    .filter((o) => !o.success)
    .map(
      (o) => `${o.lang} "${o.q}": ${o.top.map((t) => `${t.relevant ? "+" : "-"}${t.name}`).join(", ") || "nothing"}`,
    );
  expect(misses, "queries without a relevant product in the first five").toEqual([]);
  expect(result.overall.successAt5).toBeGreaterThanOrEqual(RELEVANCE_GOALS.successAt5);
  expect(result.byGroup.single.precisionAt5).toBeGreaterThanOrEqual(RELEVANCE_GOALS.precisionAt5);
  expect(result.byGroup.multi.precisionAt5).toBeGreaterThanOrEqual(RELEVANCE_GOALS.precisionAt5);
  expect(result.skuExact.exact).toBe(result.skuExact.of);
}

describe("search relevance on judged query sets", () => {
  it("demo catalogue (nl, de, en): success@5, precision@5 for single and multi-word queries, sku queries exact", async () => {
    const demo = await evaluateDemo();
    expect(demo.outcomes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demo.outcomes.map((o) => o.lang))).toEqual(new Set(["nl", "de", "en"]));
    expectGoals(demo);
  }, 60_000);

  luma.it(
    "Luma dump (real data, en)",
    async () => {
      expectGoals((await evaluateLuma(luma.path))!);
    },
    60_000,
  );
});

describe("search on the demo catalogue as the issue tried it", () => {
  const { search, data, facts } = searcher(generateDemoCatalog({ products: 1000 }), "demo");
  const what = (sku: string) => facts.get(data.productsBySku.get(sku)!.id)!;

  it("more words narrow the result: 'wollen jas' finds fewer than 'jas', 'heren jas' a men's coat first", async () => {
    const jas = await search("nl", "jas");
    const wool = await search("nl", "wollen jas");
    expect(wool.total).toBeGreaterThan(0);
    expect(wool.total).toBeLessThan(jas.total);
    const men = await search("nl", "heren jas");
    expect(what(men.items[0]!.sku).categories).toContain("men/coats");
    const linen = await search("de", "Leinen Kleid");
    expect(what(linen.items[0]!.sku)).toMatchObject({ materials: expect.arrayContaining(["Linen"]) });
    expect(what(linen.items[0]!.sku).name).toMatch(/dress/i);
  });

  it("an exact word outranks a typo match, a sku returns its product alone", async () => {
    for (const item of (await search("en", "shirt", 5)).items) expect(item.name).not.toMatch(/skirt|short/i);
    const sku = await search("nl", "AN-10000");
    expect(sku.items.map((i) => i.sku)).toEqual(["AN-10000"]);
  });

  it("swapped letters, synonyms and compounds find what they name", async () => {
    expect(what((await search("nl", "parak")).items[0]!.sku).name).toMatch(/parka/i);
    expect(what((await search("en", "balzer")).items[0]!.sku).name).toMatch(/blazer/i);
    expect(what((await search("en", "sweater")).items[0]!.sku).name).toMatch(/jumper/i);
    expect(what((await search("nl", "spijkerbroek")).items[0]!.sku).name).toMatch(/jeans/i);
    expect(what((await search("nl", "kabeltrui")).items[0]!.sku).name).toMatch(/jumper.*cable/i);
    expect(what((await search("nl", "regenjas")).items[0]!.sku).name).toMatch(/trench|parka|water-repellent/i);
    expect(what((await search("nl", "winterjas")).items[0]!.sku).name).toMatch(/coat|parka|padded/i);
    const leinenkleid = what((await search("de", "Leinenkleid")).items[0]!.sku);
    expect(leinenkleid.materials).toContain("Linen");
    expect(leinenkleid.name).toMatch(/dress/i);
  });

  it("'did you mean' proposes only a close word that finds products", async () => {
    expect((await search("en", "parak")).suggestions).toEqual(["parka"]);
    const rok = await search("nl", "rok");
    expect(rok.suggestions).not.toContain("broek");
    const hats = await search("en", "pants");
    expect(hats.suggestions).not.toContain("hats");
    expect(hats.total).toBeGreaterThan(0);
  });

  it("identical products do not crowd the top results", async () => {
    const names = (await search("nl", "wollen jas", 5)).items.map((i) => i.name);
    expect(new Set(names).size).toBeGreaterThanOrEqual(3);
  });
});
