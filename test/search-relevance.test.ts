/**
 * Search relevance floors (ARCHITECTURE §8) on the judged query sets in bench/relevance: the demo
 * catalogue in nl, de and en, and the Luma dump in ../shared/data (skipped when it is absent).
 * `npm run bench` reports the same figures with every query's top five.
 */
import { describe, expect, it } from "vitest";
import { evaluateDemo, evaluateLuma, LUMA_DUMP, RELEVANCE_GOALS, type SetResult } from "../bench/relevance/evaluate";
import { existsSync } from "node:fs";

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

  it.skipIf(!existsSync(LUMA_DUMP))(
    "Luma dump (real data, en)",
    async () => {
      const luma = await evaluateLuma();
      expectGoals(luma!);
    },
    60_000,
  );
});
