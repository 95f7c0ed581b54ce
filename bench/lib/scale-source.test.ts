import { describe, expect, it } from "vitest";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import { searchTierSourceOf as tierSourceOf } from "../../worker/catalog";
import { prepared } from "../relevance/evaluate";
import { materialised, replicaSku, replicatedSource } from "./scale-source";

const { data, children } = prepared(generateDemoCatalog({ products: 200 }), "t");
const base = tierSourceOf(data, children);
const baseRows = materialised(base);
const n = base.products;
const baseSkus = new Set(baseRows.skus.map(([sku, doc]) => `${sku}|${doc}`));

describe("a source replicated three times over", () => {
  const times = 3;
  const source = materialised(replicatedSource(base, times));

  it("numbers docs 1…3n without gaps, and ids and skus stay unique", () => {
    expect(source.products).toBe(3 * n);
    expect(source.docs.map((d) => d.doc)).toEqual(Array.from({ length: 3 * n }, (_, i) => i + 1));
    expect(new Set(source.docs.map((d) => d.id)).size).toBe(3 * n);
    const skus = [...source.docs.map((d) => d.sku), ...source.skus.map(([sku]) => sku)];
    expect(new Set(skus).size).toBe(skus.length);
    for (const d of source.docs) {
      expect(d.summary.id).toBe(d.id);
      expect(d.summary.sku).toBe(d.sku);
    }
  });

  it("keeps the base as replica 0, row for row, and copies it with offsets after", () => {
    expect(source.docs.slice(0, n)).toEqual(baseRows.docs);
    const copy = source.docs[2 * n + 4]!;
    const original = baseRows.docs[4]!;
    expect(copy.doc).toBe(original.doc + 2 * n);
    expect(copy.sku).toBe(replicaSku(original.sku, 2));
    expect(copy.name).toBe(original.name);
    expect(copy.price).toEqual(original.price);
    expect(source.facets.length).toBe(times * baseRows.facets.length);
    expect(source.facets.slice(0, baseRows.facets.length)).toEqual(baseRows.facets);
  });

  it("points every facet, category place, variant sku and FTS row at a doc that exists, as in the base", () => {
    const docs = new Map(source.docs.map((d) => [d.doc, d]));
    const baseOf = (doc: number) => ((doc - 1) % n) + 1;
    for (const [doc] of source.facets) expect(docs.has(doc)).toBe(true);
    for (const [sku, doc] of source.skus) {
      expect(docs.has(doc)).toBe(true);
      const r = Math.floor((doc - 1) / n);
      expect(baseSkus.has(`${r === 0 ? sku : sku.slice(`R${r}-`.length)}|${baseOf(doc)}`), sku).toBe(true);
    }
    for (const code of ["nl", "de", "en"] as const) {
      const rows = source.stores[code].rows;
      expect(rows.map((r) => r.doc)).toEqual(Array.from({ length: 3 * n }, (_, i) => i + 1));
      expect(rows[n + 7]).toEqual({ ...baseRows.stores[code].rows[7], doc: n + 8 });
      expect(source.stores[code].terms).toBe(baseRows.stores[code].terms);
    }
  });

  it("lists each category's replicas after one another, positions unique and in the base's order", () => {
    const byCategory = new Map<number, [number, number][]>();
    for (const [category, doc, pos] of source.cats)
      byCategory.set(category, [...(byCategory.get(category) ?? []), [doc, pos]]);
    expect(byCategory.size).toBeGreaterThan(5);
    for (const places of byCategory.values()) {
      expect(new Set(places.map(([, pos]) => pos)).size).toBe(places.length);
      const ordered = [...places].sort((a, b) => a[1] - b[1]).map(([doc]) => doc);
      const third = ordered.length / 3;
      expect(Number.isInteger(third)).toBe(true);
      // Replica by replica, each the base's order shifted by its doc offset.
      for (let r = 1; r < 3; r++)
        expect(ordered.slice(r * third, (r + 1) * third)).toEqual(ordered.slice(0, third).map((doc) => doc + r * n));
    }
  });

  it("can be walked again (the seed and a check may each read it)", () => {
    const replicated = replicatedSource(base, 2);
    expect([...replicated.docs].length).toBe(2 * n);
    expect([...replicated.docs].length).toBe(2 * n);
  });
});
