/**
 * The shelf fallback of pickRecommendations keeps the closest prices in one pass (`closest`); it
 * must pick exactly what filtering and sorting the whole shelf picked: the closest prices first, the
 * shelf's order between equals. Held against that reference on every seventh listed product of the
 * test catalogue, at two moments (special windows change the net prices) and two limits.
 */
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../schema/catalog/files";
import { isSpecialActive } from "../../domain/pricing/store-price";
import { SIMILAR_PRICE_SHARE } from "../../schema/recommendations";
import { shippedSnapshot } from "../../test/support/snapshot";
import { buildCatalogData, isListable, type CatalogData } from "../catalog";
import { pickRecommendations, shelves } from "./pick";

const snapshot = shippedSnapshot();
const data = buildCatalogData(snapshot.catalog);

const net = (p: ProductSummary, now: Date) =>
  p.specialPrice !== null && isSpecialActive(p, now) ? p.specialPrice : p.price;

/** The fallback as it was written before: filter the whole shelf, sort it, take from the front. */
function reference(d: CatalogData, anchor: ProductSummary, limit: number, now: Date): string[] {
  const blocked = new Set([anchor.sku]);
  const picked: string[] = [];
  const price = net(anchor, now);
  for (const category of shelves(d, anchor)) {
    const shelf = (d.categoryProducts.get(category) ?? []).filter(
      (p) => !blocked.has(p.sku) && p.inStock && Math.abs(net(p, now) - price) <= price * SIMILAR_PRICE_SHARE,
    );
    const order = new Map(shelf.map((p, i) => [p, i]));
    shelf.sort(
      (a, b) => Math.abs(net(a, now) - price) - Math.abs(net(b, now) - price) || order.get(a)! - order.get(b)!,
    );
    for (const p of shelf) {
      if (picked.length >= limit || blocked.has(p.sku) || !isListable(p)) continue;
      blocked.add(p.sku);
      picked.push(p.sku);
    }
    if (picked.length >= limit) break;
  }
  return picked;
}

describe("the shelf fallback", () => {
  it("picks what sorting the whole shelf picked", () => {
    let compared = 0;
    for (const now of [new Date("2026-01-15T12:00:00Z"), new Date()])
      for (const limit of [1, 4])
        for (const anchor of snapshot.listed.filter((_, i) => i % 7 === 0)) {
          const picks = pickRecommendations(data, {
            anchors: [{ summary: anchor, links: [] }],
            linked: new Map(),
            kinds: [],
            limit,
            now,
          }).map((p) => p.sku);
          expect(picks, `${anchor.sku}, limit ${limit}, ${now.toISOString()}`).toEqual(
            reference(data, anchor, limit, now),
          );
          compared += picks.length;
        }
    expect(compared).toBeGreaterThan(200);
  });
});
