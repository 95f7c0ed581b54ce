/**
 * The product lookup features read summaries through (product-lookup.ts), on the snapshot the tests'
 * worker serves: a batch answers the skus and ids the catalogue has and leaves the rest out, and a
 * url finds its product by path or by url key, a listed product before an invisible variant.
 */
import { describe, expect, it } from "vitest";
import { productUrlKey } from "../../schema/catalog/files";
import { shippedSnapshot } from "../../test/support/snapshot";
import { buildCatalogData } from "./catalog-data";
import { memoryLookup, summaryOf } from "./product-lookup";

const snapshot = shippedSnapshot();
const lookup = memoryLookup(buildCatalogData(snapshot.catalog));
const [first, second] = snapshot.listed;

describe("the product lookup", () => {
  it("answers a batch of skus with the ones the catalogue has, once each", async () => {
    const found = await lookup.bySkus([second!.sku, "NO-SUCH-SKU", first!.sku, second!.sku]);
    expect([...found.keys()].sort()).toEqual([first!.sku, second!.sku].sort());
    expect(found.get(first!.sku)).toEqual(first);
    expect(await summaryOf(lookup, "NO-SUCH-SKU")).toBeUndefined();
    expect((await lookup.bySkus([])).size).toBe(0);
  });

  it("answers a batch of ids", async () => {
    const found = await lookup.byIds([first!.id, -1]);
    expect([...found.entries()]).toEqual([[first!.id, first]]);
  });

  it("finds a product by its url path and by its url key alone, whatever the case and slashes", async () => {
    expect((await lookup.atUrl("en", `/${first!.urlPath.en.toUpperCase()}/`))?.sku).toBe(first!.sku);
    expect((await lookup.atUrl("nl", `some/where/${productUrlKey(first!, "nl")}`))?.sku).toBe(first!.sku);
    expect(await lookup.atUrl("en", "/")).toBeUndefined();
    expect(await lookup.atUrl("en", "no/such/product")).toBeUndefined();
  });

  it("gives a url to the listed product when an invisible variant has the same one", async () => {
    const variant = { ...first!, sku: `${first!.sku}-V`, id: 9_999_999, visibility: 1 };
    const file = { ...snapshot.catalog, products: [variant, ...snapshot.catalog.products] };
    const both = memoryLookup(buildCatalogData(file));
    expect((await both.atUrl("en", first!.urlPath.en))?.sku).toBe(first!.sku);
    expect((await both.bySkus([variant.sku])).get(variant.sku)?.visibility).toBe(1);
  });
});
