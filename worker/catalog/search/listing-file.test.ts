import { describe, expect, it } from "vitest";
import { generateDemoCatalog } from "../../../scripts/catalog/demo/generate";
import { summarizeAll } from "../../../scripts/catalog/summaries";
import { CATALOG_FORMAT, type CatalogFile } from "../../../schema/catalog/snapshot";
import { buildCatalogData, isListable } from "../catalog-data";
import { buildListingFile, catalogListing, LISTING_FORMAT, listingFromFile, type ListingFile } from "./catalog-listing";
import { adoptListingFile, buildListingFileOf } from "./catalog-listing-cache";
import { catalogPriceEpoch } from "./price-epochs";

const demo = generateDemoCatalog({ products: 300 });
const file: CatalogFile = {
  format: CATALOG_FORMAT,
  version: "listing-test",
  source: demo.source,
  createdAt: "2026-01-01T00:00:00Z",
  rootCategoryId: demo.rootCategoryId,
  shardCount: 1,
  media: false,
  categories: demo.categories,
  attributes: demo.attributes,
  taxRules: demo.taxRules,
  products: summarizeAll(demo.products),
};
const products = file.products.filter(isListable);
/** The file as an isolate reads it: through JSON. */
const shipped = (f: ListingFile): ListingFile => JSON.parse(JSON.stringify(f)) as ListingFile;

describe("listing.json (the catalogue's listing data as the build ships it)", () => {
  it("gives the listing data the isolate would compute, field by field", () => {
    const computed = catalogListing(products);
    const read = listingFromFile(products, "listing-test", shipped(buildListingFile(products, "listing-test")))!;
    expect(read).not.toBeNull();
    expect(read.dictionary).toEqual(computed.dictionary);
    expect(read.slotCount).toBe(computed.slotCount);
    expect(read.slotStart).toEqual(computed.slotStart);
    expect(read.slots).toEqual(computed.slots);
    expect(read.windowed).toEqual(computed.windowed);
    expect(read.priceChanges).toEqual(computed.priceChanges);
    expect(read.numberOf).toEqual(computed.numberOf);
    expect(read.newRank).toEqual(computed.newRank);
    // The demo has multi-valued facets and special windows, so every part is exercised.
    expect(computed.slots.length).toBeGreaterThan(products.length * 2);
    expect(computed.windowed.length).toBeGreaterThan(0);
    expect(computed.priceChanges.length).toBeGreaterThan(0);
  });

  it("is not taken for another catalogue version, format or product count (the isolate computes it then)", () => {
    const good = shipped(buildListingFile(products, "listing-test"));
    expect(listingFromFile(products, "other-version", good)).toBeNull();
    expect(listingFromFile(products, "listing-test", { ...good, format: LISTING_FORMAT + 1 })).toBeNull();
    expect(listingFromFile(products.slice(1), "listing-test", good)).toBeNull();
    expect(listingFromFile(products, "listing-test", null)).toBeNull();
    expect(listingFromFile(products, "listing-test", { ...good, values: undefined } as never)).toBeNull();
  });

  it("is adopted by a loaded catalogue, whose price epochs then come from it", () => {
    const data = buildCatalogData(file);
    expect(adoptListingFile(data, shipped(buildListingFileOf(data)))).toBe(true);
    const fresh = buildCatalogData(file);
    expect(adoptListingFile(fresh, null)).toBe(false);
    for (const at of ["2025-06-01T00:00:00Z", "2026-11-27T12:00:00Z", "2031-01-01T00:00:00Z"])
      expect(catalogPriceEpoch(data, Date.parse(at))).toBe(catalogPriceEpoch(fresh, Date.parse(at)));
  });
});
