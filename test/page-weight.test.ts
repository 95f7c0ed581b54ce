import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  PAGE_KINDS,
  SHAPE_BUDGET,
  heaviestOfEachKind,
  measurePages,
  overBudget,
  readSnapshot,
  type MeasuredPage,
  type PageKind,
} from "../bench/lib/heaviest-pages";
import { withWorker } from "./support/worker";

// ARCHITECTURE §8: at most 80 KB of HTML, 1,100 elements and 2,000 attributes, and on a listing
// 5 KB of island props — for the heaviest page of each kind, which this test finds by itself from
// the catalogue the worker serves (bench/lib/heaviest-pages.ts, as the bench's page-shape rows do):
// every top category in every store view, every category's deepest filter set, the searches with
// the most facet values, the products with the most data.
const worker = withWorker();
const IDENTITY = { headers: { "accept-encoding": "identity" } };

const row = (p: MeasuredPage) =>
  `${p.kind} ${p.path} (${p.note}): ${(p.shape.bytes / 1024).toFixed(1)} KB, ${p.shape.elements} elements, ${p.shape.attributes} attributes, ${(p.shape.islandPropsBytes / 1024).toFixed(1)} KB island props`;

let measured: MeasuredPage[] = [];
const of = (kind: PageKind) => measured.filter((p) => p.kind === kind);

describe("page weight (the heaviest page of each kind)", () => {
  beforeAll(async () => {
    const snapshot = readSnapshot(path.resolve(import.meta.dirname, "../dist/client/catalog"));
    measured = await measurePages(async (p) => {
      const res = await worker.fetch(p, IDENTITY);
      return { status: res.status, body: await res.text() };
    }, snapshot);
    const heaviest = heaviestOfEachKind(measured);
    for (const kind of PAGE_KINDS)
      if (heaviest[kind]) console.log(`heaviest of ${of(kind).length}: ${row(heaviest[kind])}`);
  }, 240_000);

  it("measures every top category in every store view, a filter set of every category, searches and products", () => {
    const { catalog } = readSnapshot(path.resolve(import.meta.dirname, "../dist/client/catalog"));
    const tops = catalog.categories.filter((c) => c.isActive && c.parentId === catalog.rootCategoryId);
    expect(of("top category")).toHaveLength(tops.length * 3);
    expect(of("filtered category").length).toBeGreaterThan(tops.length * 3);
    // The deepest set has many values chosen at once (a chip and a selected option for each).
    expect(Math.max(...of("filtered category").map((p) => Number.parseInt(p.note, 10)))).toBeGreaterThan(20);
    expect(of("search").length).toBeGreaterThanOrEqual(3);
    expect(of("product").length).toBeGreaterThanOrEqual(3);
  });

  it.each(["top category", "filtered category", "search"] as const)(
    "every %s page is within the HTML and island props budget",
    (kind) => {
      const over = of(kind).flatMap((p) =>
        overBudget(p.shape).length ? [`${row(p)}: ${overBudget(p.shape).join(", ")}`] : [],
      );
      expect(over).toEqual([]);
    },
  );

  it("every product page is within the HTML budget (its options carry the variants as props by design)", () => {
    const over = of("product").flatMap((p) => {
      const misses = overBudget({ ...p.shape, islandPropsBytes: 0 });
      return misses.length ? [`${row(p)}: ${misses.join(", ")}`] : [];
    });
    expect(over).toEqual([]);
    // Reported, not judged (§8's props budget is a listing's): the largest product's props.
    const largest = Math.max(...of("product").map((p) => p.shape.islandPropsBytes));
    expect(largest).toBeGreaterThan(0);
    console.log(
      `largest product island props: ${(largest / 1024).toFixed(1)} KB (listing budget ${SHAPE_BUDGET.islandProps / 1024} KB)`,
    );
  });
});
