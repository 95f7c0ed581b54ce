/**
 * Recommendations (issue 32.3) as tiles: "Complete the look" for a product page, and the cart's
 * "You may also like" with the recently viewed products for GET /api/ext/recommendations.
 */
import type { Context } from "hono";
import type { ProductTile } from "../../schema/api/catalog";
import type { Product } from "../../schema/catalog/product";
import type { ProductSummary } from "../../schema/catalog/files";
import { RECOMMENDATION_COUNT } from "../../schema/recommendations";
import type { RecommendationsDto } from "../../schema/api/recommendations";
import { getStoreView, type StoreCode, type StoreView } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { isListable, priorPrices, toTile, type CatalogData, type PriorPrices } from "../catalog";
import { withTileRatings } from "../reviews";
import { linkedSkus, pickRecommendations, type Anchor } from "./pick";

/** What tiles are priced with: the store view, the request's moment, the 30-day prior prices. */
export interface TilePricing {
  store: StoreView;
  now: Date;
  prior: PriorPrices | null;
}

const tilesOf = (data: CatalogData, pricing: TilePricing, products: readonly ProductSummary[]): ProductTile[] =>
  products.map((p) => toTile(data, pricing.store, p, pricing.now, [], pricing.prior));

/** "Complete the look" on a product page: related and cross-sell links, then similar products of its shelves. */
export function completeTheLook(
  data: CatalogData,
  linked: ReadonlyMap<string, ProductSummary>,
  pricing: TilePricing,
  summary: ProductSummary,
  product: Product,
): ProductTile[] {
  const picks = pickRecommendations(data, {
    anchors: [{ summary, links: product.links }],
    linked,
    kinds: ["related", "crosssell", "upsell"],
    limit: RECOMMENDATION_COUNT,
    now: pricing.now,
  });
  return tilesOf(data, pricing, picks);
}

/** The listed products the cart lines' skus name, in their order: each itself, or a variant's parent. */
async function listedProductsOf(c: Context<AppEnv>, skus: readonly string[]): Promise<ProductSummary[]> {
  const catalog = c.get("catalog");
  const own = await catalog.summaries(skus);
  const parents = await Promise.all(
    skus.map((sku) => {
      const p = own.get(sku);
      return p && isListable(p) ? Promise.resolve(null) : catalog.parentOf(sku);
    }),
  );
  const parentSummaries = await catalog.summaries(parents.filter((p) => p !== null));
  return skus
    .map((sku, i) => {
      const p = own.get(sku);
      if (p && isListable(p)) return p;
      const parent = parents[i] ? parentSummaries.get(parents[i]) : undefined;
      return parent && isListable(parent) ? parent : null;
    })
    .filter((p) => p !== null);
}

/** The cart's suggestions (cross-sells first) and the viewed products still listed, as tiles. */
export async function recommendationsFor(
  c: Context<AppEnv>,
  storeCode: StoreCode,
  query: { cart?: string[] | undefined; viewed?: string[] | undefined },
): Promise<RecommendationsDto> {
  const catalog = await c.get("catalog").get();
  const { data } = catalog;
  const pricing: TilePricing = {
    store: getStoreView(storeCode, c.get("config").EN_TAX_COUNTRY),
    now: new Date(),
    prior: await priorPrices(c, catalog),
  };
  const cart = query.cart ?? [];
  const lines = await listedProductsOf(c, cart);
  const unique = [...new Map(lines.map((p) => [p.sku, p])).values()];
  // Full documents carry the links; a shard is a static asset the isolate keeps (no database).
  const anchors: Anchor[] = await Promise.all(
    unique.map(async (summary) => ({ summary, links: (await c.get("catalog").product(summary.sku))?.links ?? [] })),
  );
  const viewedSkus = query.viewed ?? [];
  const named = await catalog.products.bySkus([...linkedSkus(anchors), ...viewedSkus]);
  const suggestions = pickRecommendations(data, {
    anchors,
    linked: named,
    kinds: ["crosssell", "related", "upsell"],
    exclude: cart,
    limit: RECOMMENDATION_COUNT,
    now: pricing.now,
  });
  const viewed = viewedSkus
    .map((sku) => named.get(sku))
    .filter((p): p is ProductSummary => p !== undefined && isListable(p));
  const [suggested, seen] = await Promise.all([
    withTileRatings(c, tilesOf(data, pricing, suggestions)),
    withTileRatings(c, tilesOf(data, pricing, viewed)),
  ]);
  return { suggestions: suggested, viewed: seen };
}
