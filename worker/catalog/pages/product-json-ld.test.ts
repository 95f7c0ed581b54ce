/**
 * Product structured data (issue 11, point 7) on real product pages through the worker: a
 * ProductGroup with a variant and offer per child, shipping and return policy, and the declared
 * price equal to the shown one (grouped products included).
 */
import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../../../test/support/snapshot";
import { withWorker } from "../../../test/support/worker";
import { productUrlKey } from "../../../schema/catalog/files";

const worker = withWorker();
const snapshot = shippedSnapshot();

interface Offer {
  url: string;
  price: string;
  priceCurrency: string;
  priceValidUntil?: string;
  shippingDetails: { shippingRate: { value: string }; shippingDestination: { addressCountry: string } };
  hasMerchantReturnPolicy: { merchantReturnDays: number; returnFees: string };
}

async function page(path: string) {
  const body = await (await worker.fetch(path)).text();
  // The page carries several JSON-LD blocks (organisation, site, breadcrumbs): the product's is wanted.
  const json = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((m) => m[1]!)
    .find((text) => /^(Product|ProductGroup)$/.test(String((JSON.parse(text) as { "@type"?: unknown })["@type"])));
  expect(json, `JSON-LD on ${path}`).toBeTruthy();
  // The price the page shows first (the product options' price), as cents: its special price, or
  // else the price line's own text.
  const line = /class="product-options"><p class="price price--large">(.*?)<\/p>/.exec(body)?.[1];
  const shown = line && (/class="price__special">([^<]+)</.exec(line)?.[1] ?? line.replace(/<[^>]*>/g, ""));
  return {
    ld: JSON.parse(json!.replaceAll("\\u003c", "<")) as Record<string, unknown>,
    shownCents: shown ? Number(shown.replace(/[^\d]/g, "")) : null,
  };
}

describe("product structured data", () => {
  it("a configurable is a ProductGroup with hasVariant, variesBy and an offer per variant with its own URL", async () => {
    const summary = snapshot.listed.find((p) => p.type === "configurable" && p.inStock)!;
    const product = snapshot.product(summary.sku);
    const { ld } = await page(`/p/${summary.sku}/${productUrlKey(summary, "nl")}`);
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld.productGroupID).toBe(summary.sku);
    expect(ld.variesBy).toEqual(expect.arrayContaining(["https://schema.org/color", "https://schema.org/size"]));
    const variants = ld.hasVariant as { sku: string; offers: Offer; color?: string; size?: string }[];
    expect(variants.map((v) => v.sku).sort()).toEqual(
      product.children
        .filter((c) => c.status === 1)
        .map((c) => c.sku)
        .sort(),
    );
    expect(new Set(variants.map((v) => v.offers.url)).size).toBe(variants.length);
    for (const v of variants) {
      expect(v.offers.url).toContain(`/${v.sku}`);
      expect(v.offers.priceCurrency).toBe("EUR");
      expect(v.offers.shippingDetails.shippingDestination.addressCountry).toBe("NL");
      expect(v.offers.hasMerchantReturnPolicy).toMatchObject({
        merchantReturnDays: 30,
        returnFees: "https://schema.org/FreeReturn",
      });
      expect(v.color).toBeTruthy();
      expect(v.size).toBeTruthy();
    }
  });

  it("a special price declares how long it is valid", async () => {
    const summary = snapshot.listed.find(
      (p) => p.type === "simple" && p.specialPrice !== null && p.specialTo !== null && p.specialPrice < p.price,
    );
    if (!summary) return;
    const { ld, shownCents } = await page(`/en/p/${summary.sku}/${productUrlKey(summary, "en")}`);
    const offer = ld.offers as Offer;
    expect(offer.priceValidUntil).toBe(summary.specialTo!.slice(0, 10));
    expect(Math.round(Number(offer.price) * 100)).toBe(shownCents);
  });

  it("declares the price the page shows, for grouped and bundle products too", async () => {
    for (const type of ["grouped", "bundle", "simple"] as const) {
      const summary = snapshot.listed.find((p) => p.type === type)!;
      const { ld, shownCents } = await page(`/p/${summary.sku}/${productUrlKey(summary, "nl")}`);
      expect(ld["@type"], type).toBe("Product");
      expect(shownCents, type).not.toBeNull();
      expect(Math.round(Number((ld.offers as Offer).price) * 100), type).toBe(shownCents);
    }
  });
});
