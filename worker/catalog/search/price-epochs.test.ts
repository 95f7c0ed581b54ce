import { describe, expect, it } from "vitest";
import { fixtureCatalogFile } from "../../../test/support/catalog-fixture";
import { getStoreView } from "../../../domain/store-views";
import { buildCatalogData } from "../catalog-data";
import { catalogPriceEpoch, priceEpoch, pricesAt } from "./price-epochs";
import { buildStoreIndex } from "./restore";

// AN-1 costs 200.00, and 150.00 in its special window 2026-01-01 .. 2030-12-31 (both ends inclusive);
// the nl store view shows them with 21 % VAT: 242.00 and 181.50.
const data = buildCatalogData(fixtureCatalogFile());
const at = (iso: string) => Date.parse(iso);

describe("price epochs", () => {
  it("counts the moments a special window opened or closed by now, the opening and closing moments included", async () => {
    const { listing } = await buildStoreIndex(data, getStoreView("nl"), new Date("2025-06-01T00:00:00Z"));
    const before = priceEpoch(listing, at("2025-12-31T23:59:59Z"));
    expect(priceEpoch(listing, at("2026-01-01T00:00:00Z"))).toBe(before + 1);
    expect(priceEpoch(listing, at("2030-12-31T23:59:59Z"))).toBe(before + 1);
    expect(priceEpoch(listing, at("2031-01-01T00:00:00Z"))).toBe(before + 2);
    expect(catalogPriceEpoch(data, at("2026-06-01T00:00:00Z"))).toBe(before + 1);
  });

  it("prices again only when a request falls in another epoch, and agrees with the window at each moment", async () => {
    const index = await buildStoreIndex(data, getStoreView("nl"), new Date("2025-06-01T00:00:00Z"));
    const an1 = index.listing.numberOf.get(1)!;
    const an2 = index.listing.numberOf.get(2)!;
    const built = index.current.prices;
    expect(built.cents[an1]).toBe(24200);
    // The same epoch a year later: the very same prices, nothing priced again.
    expect(pricesAt(index, data, at("2025-12-01T00:00:00Z"))).toBe(built);

    const inWindow = pricesAt(index, data, at("2026-06-01T00:00:00Z"));
    expect(inWindow).not.toBe(built);
    expect(inWindow.cents[an1]).toBe(18150);
    expect(inWindow.cents[an2]).toBe(built.cents[an2]);
    // Kept for the next requests of that epoch; the prices at index time stay as they were.
    expect(pricesAt(index, data, at("2030-01-01T00:00:00Z"))).toBe(inWindow);
    expect(index.prices.cents[an1]).toBe(24200);

    expect(pricesAt(index, data, at("2031-01-01T00:00:00Z")).cents[an1]).toBe(24200);
  });
});
