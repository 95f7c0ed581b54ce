/** The report section of search relevance on the judged query sets (ARCHITECTURE §8). */
import { RELEVANCE_GOALS, SKU_NEARLY_ALONE, type SetResult } from "../relevance/evaluate";
import { status, table, type BudgetLine, type Section } from "./markdown";

const f2 = (x: number) => x.toFixed(2);

function budgetsOf(set: SetResult): BudgetLine[] {
  const line = (name: string, value: number, limit: number): BudgetLine => ({
    section: "relevance",
    name: `${set.name}: ${name}`,
    value: f2(value),
    budget: `≥ ${limit}`,
    status: status(value >= limit),
    measured: value,
    limit,
    unit: "ratio",
  });
  return [
    line("success@5", set.overall.successAt5, RELEVANCE_GOALS.successAt5),
    line("precision@5, single-word queries", set.byGroup.single.precisionAt5, RELEVANCE_GOALS.precisionAt5),
    line("precision@5, multi-word queries", set.byGroup.multi.precisionAt5, RELEVANCE_GOALS.precisionAt5),
    {
      section: "relevance",
      name: `${set.name}: sku queries exact`,
      value: `${set.skuExact.exact} of ${set.skuExact.of}`,
      budget: "all",
      status: status(set.skuExact.exact === set.skuExact.of),
      measured: set.skuExact.exact,
      limit: set.skuExact.of,
      unit: "queries",
    },
  ];
}

function setBody(set: SetResult): string[] {
  const groups = ["single", "multi", "sku", "none"] as const;
  return [
    `### ${set.name}: ${set.outcomes.length} queries (${[...new Set(set.outcomes.map((o) => o.lang))].join(", ")}), ${set.ms.toFixed(0)} ms with indexing`,
    "",
    ...table(
      ["queries", "n", "success@5", "MRR", "precision@5"],
      [
        ["all", set.overall.queries, f2(set.overall.successAt5), f2(set.overall.mrr), f2(set.overall.precisionAt5)],
        ...groups.map((g) => [
          g,
          set.byGroup[g].queries,
          f2(set.byGroup[g].successAt5),
          f2(set.byGroup[g].mrr),
          g === "none" ? "–" : f2(set.byGroup[g].precisionAt5),
        ]),
      ],
    ),
    "",
    ...table(
      [
        "lang",
        "kind",
        "query",
        "judged relevant",
        "relevant listed",
        "results",
        "P@5",
        "RR",
        "first five (+ relevant)",
        "did you mean",
        "searched instead",
      ],
      set.outcomes.map((o) => [
        o.lang,
        o.kind,
        o.q,
        o.judged,
        o.relevantCount,
        o.total,
        o.precision === null ? "–" : f2(o.precision),
        f2(o.reciprocalRank),
        o.top.map((t) => `${t.relevant ? "+" : "−"} ${t.name}`).join("; ") || "nothing",
        o.suggestions.join(", "),
        o.searched ? `${o.searched.q}${o.searched.relaxed ? " (fallback: some words)" : ""}` : "",
      ]),
    ),
    "",
  ];
}

export function relevanceSection(sets: SetResult[], skipped: string[]): Section {
  return {
    title: "0. Search relevance on judged query sets",
    budgets: sets.flatMap(budgetsOf),
    body: [
      "Method: bench/relevance — queries judged by rules over what the products are (English name, category, colours,",
      "materials, skus; see demo-queries.ts, luma-queries.ts and sample-queries.ts), never by what the engine returns. Each query runs through",
      "searchCatalog in its store view. success@5: a relevant product in the first five (sku queries: first; queries with",
      "nothing relevant: no results). MRR: 1 / rank of the first relevant product in the first ten. precision@5: relevant",
      `products in the first five over min(5, relevant products listed). A sku query is exact when its product comes first with at most ${SKU_NEARLY_ALONE} results.`,
      "When strict matching finds nothing, search falls back (typos corrected whatever their first letter, half the words",
      'enough) and says what it searched: the "searched instead" column. The vsf-sample set was judged before search',
      "ever ran over that dump (sample-queries.ts); search was tuned on the demo catalogue and the Luma dump.",
      ...skipped.map((s) => `Skipped: ${s}.`),
      "",
      ...table(
        [
          "set",
          "queries",
          "success@5",
          "precision@5",
          "precision@5 single",
          "precision@5 multi",
          "searched instead (corrected or fallback)",
        ],
        sets.map((set) => [
          set.name,
          set.overall.queries,
          f2(set.overall.successAt5),
          f2(set.overall.precisionAt5),
          f2(set.byGroup.single.precisionAt5),
          f2(set.byGroup.multi.precisionAt5),
          set.outcomes.filter((o) => o.searched !== null).length,
        ]),
      ),
      "",
      ...sets.flatMap(setBody),
    ],
  };
}
