/**
 * Recommendations (issue 32.3) through the worker in Miniflare over HTTP: "Complete the look" in the
 * product page's HTML (links first, the fallback's shelf and price band, never the product itself,
 * sold-out products left out, the recommended products' cache tags), and the cart page's one call
 * (cross-sells of the cart's lines, recently viewed in order) with junk and oversized queries refused.
 */
import { describe, expect, it } from "vitest";
import { productUrl } from "../../domain/urls";
import type { ProductSummary } from "../../schema/catalog/files";
import type { Product } from "../../schema/catalog/product";
import type { ProductTile } from "../../schema/api/catalog";
import { RECOMMENDATION_CART_MAX, RECOMMENDATION_COUNT, SIMILAR_PRICE_SHARE } from "../../schema/recommendations";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();
const snapshot = shippedSnapshot();
const bySku = new Map(snapshot.catalog.products.map((p) => [p.sku, p]));
const byUrl = new Map(snapshot.listed.map((p) => [productUrl("nl", p), p]));
const eligible = (sku: string) => {
  const p = bySku.get(sku);
  return p !== undefined && p.status === 1 && p.visibility >= 2 && p.inStock;
};
const netPrice = (p: ProductSummary) => p.specialPrice ?? p.price;
const noSpecial = (p: Product) => p.specialPrice === null;
const links = (p: Product, ...types: string[]) =>
  types.flatMap((type) =>
    p.links
      .filter((l) => l.type === type)
      .sort((a, b) => a.position - b.position)
      .map((l) => l.sku),
  );

/** The skus of the "Complete the look" tiles on a product page, in order, and the page's cache tags. */
async function completeTheLook(product: ProductSummary) {
  const response = await worker.fetch(productUrl("nl", product));
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = /<section class="recs" aria-labelledby="recs-look">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
  const skus = [...section.matchAll(/<a class="tile__link" href="([^"]+)"/g)].map(([, href]) => byUrl.get(href!)?.sku);
  return { html, section, skus, tags: (response.headers.get("cache-tag") ?? "").split(",") };
}

async function recommendations(query: string) {
  const response = await worker.fetch(`/api/ext/recommendations?${query}`);
  return { status: response.status, body: (await response.json()) as { code: number; result: any } };
}

describe("Complete the look on the product page", () => {
  it("shows the related, cross-sell and up-sell links first, in that order, with their cache tags", async () => {
    const product = snapshot.find(
      (p) => p.status === 1 && links(p, "related", "crosssell", "upsell").filter(eligible).length >= 3,
    );
    const expected = links(product, "related", "crosssell", "upsell").filter(eligible).slice(0, RECOMMENDATION_COUNT);
    const { skus, tags, section } = await completeTheLook(bySku.get(product.sku)!);
    expect(section).toContain("Maak de look compleet");
    expect(skus.slice(0, expected.length)).toEqual(expected);
    expect(skus).toHaveLength(RECOMMENDATION_COUNT);
    for (const sku of skus) expect(tags).toContain(`product:${sku}`);
    // Zero JavaScript: the tiles carry no heart or quick add (no island hydrates them).
    expect(section).not.toContain("tile__quick");
    expect(section).not.toContain("data-island");
  });

  it("leaves sold-out linked products out", async () => {
    const product = snapshot.find(
      (p) => p.status === 1 && p.visibility >= 2 && p.links.some((l) => l.type === "crosssell" && !eligible(l.sku)),
    );
    const soldOut = product.links.filter((l) => !eligible(l.sku)).map((l) => l.sku);
    expect(soldOut.some((sku) => bySku.get(sku)?.inStock === false)).toBe(true);
    const { skus } = await completeTheLook(bySku.get(product.sku)!);
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of soldOut) expect(skus).not.toContain(sku);
  });

  it("falls back to in-stock products of the same shelf within ±30 % of the price, never the product itself", async () => {
    const product = snapshot.find(
      (p) => p.status === 1 && p.visibility >= 2 && p.links.length === 0 && p.type === "configurable" && noSpecial(p),
    );
    const summary = bySku.get(product.sku)!;
    const first = await completeTheLook(summary);
    expect(first.skus).toHaveLength(RECOMMENDATION_COUNT);
    expect(first.skus).not.toContain(product.sku);
    for (const sku of first.skus) {
      const tile = bySku.get(sku!)!;
      expect(tile.inStock).toBe(true);
      expect(tile.categoryIds.some((id) => summary.categoryIds.includes(id))).toBe(true);
      expect(Math.abs(netPrice(tile) - summary.price)).toBeLessThanOrEqual(summary.price * SIMILAR_PRICE_SHARE);
    }
    // Deterministic: the same page again (and in another store view) recommends the same products.
    expect((await completeTheLook(summary)).skus).toEqual(first.skus);
    const en = await (await worker.fetch(productUrl("en", summary))).text();
    expect(en).toContain("Complete the look");
  });

  it("never recommends the same style in another colour (its colour siblings)", async () => {
    const product = snapshot.find(
      (p) => p.status === 1 && p.visibility >= 2 && p.links.filter((l) => l.type === "colorrelation").length >= 2,
    );
    const siblings = links(product, "colorrelation");
    const { skus } = await completeTheLook(bySku.get(product.sku)!);
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of [product.sku, ...siblings]) expect(skus).not.toContain(sku);
  });
});

describe("GET /api/ext/recommendations", () => {
  const merchandised = snapshot.find(
    (p) => p.status === 1 && p.visibility >= 2 && p.type === "configurable" && links(p, "crosssell").some(eligible),
  );

  it("suggests the cart lines' cross-sells first, never a product already in the cart", async () => {
    // A configurable's line carries its variant's sku: the suggestions are its parent's.
    const variant = merchandised.children[0]!.sku;
    const firstCross = links(merchandised, "crosssell").filter(eligible);
    const other = snapshot.listed.find((p) => p.inStock && p.sku !== merchandised.sku && !firstCross.includes(p.sku))!;
    const { status, body } = await recommendations(`cart=${variant},${other.sku}&storeCode=en`);
    expect(status).toBe(200);
    const skus = (body.result.suggestions as ProductTile[]).map((t) => t.sku);
    expect(skus.slice(0, firstCross.length)).toEqual(firstCross.slice(0, RECOMMENDATION_COUNT));
    expect(skus).toHaveLength(RECOMMENDATION_COUNT);
    expect(skus).not.toContain(merchandised.sku);
    expect(skus).not.toContain(other.sku);
    const tile = body.result.suggestions[0] as ProductTile;
    expect(tile.url).toMatch(/^\/en\/p\//);
    expect(tile.price.final).toBeGreaterThan(0);
  });

  it("answers the recently viewed products as tiles in the order asked, unknown ones left out", async () => {
    const [a, b] = snapshot.listed.slice(3, 5);
    const { status, body } = await recommendations(`viewed=${b!.sku},NO-SUCH-SKU,${a!.sku}`);
    expect(status).toBe(200);
    expect((body.result.viewed as ProductTile[]).map((t) => t.sku)).toEqual([b!.sku, a!.sku]);
    expect(body.result.suggestions).toEqual([]);
  });

  it("refuses junk, empty and oversized queries with a 400 naming the field", async () => {
    const many = snapshot.listed.slice(0, RECOMMENDATION_CART_MAX + 1).map((p) => p.sku);
    for (const [query, field] of [
      ["", "cart"],
      ["cart=", "cart"],
      ["cart=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "cart.0"],
      [`cart=${"A".repeat(65)}`, "cart.0"],
      [`cart=${many.join(",")}`, "cart"],
      ["viewed=" + Array.from({ length: 13 }, (_, i) => `SKU-${i}`).join(","), "viewed"],
      ["cart=AN-1&storeCode=fr", "storeCode"],
      ["cart=AN-1&evil=1", "evil"],
    ] as const) {
      const { status, body } = await recommendations(query);
      expect(status, query).toBe(400);
      expect(body.result.errorCode, query).toBe("INVALID_INPUT");
      expect(Object.keys(body.result.fields ?? {}), query).toContain(field);
    }
    const tooMany = await recommendations(`cart=${many.join(",")}`);
    expect(tooMany.body.result.errorMessage).toContain(`at most ${RECOMMENDATION_CART_MAX} skus`);
  });

  it("answers unknown skus with empty lists, not an error", async () => {
    const { status, body } = await recommendations("cart=NOPE-1,NOPE-2&viewed=NOPE-3");
    expect(status).toBe(200);
    expect(body.result).toEqual({ suggestions: [], viewed: [] });
  });
});
