/**
 * Recommendations (issue 32.3) as tiles: "Complete the look" for a product page, and the cart's
 * "You may also like" with the recently viewed products for GET /api/ext/recommendations.
 */
import type { Context } from "hono";
import type { ProductTile } from "../../schema/api/catalog";
import type { Product } from "../../schema/catalog/product";
import type { ProductSummary } from "../../schema/catalog/files";
import { RECOMMENDATION_COUNT, SIMILAR_PRICE_SHARE } from "../../schema/recommendations";
import type { RecommendationsDto } from "../../schema/api/recommendations";
import { getStoreView, type StoreCode, type StoreView } from "../../domain/store-views";
import type { AppEnv } from "../context";
import {
  categoryTiles,
  isListable,
  priorPrices,
  toTile,
  type CatalogData,
  type LoadedCatalog,
  type PriorPrices,
} from "../catalog";
import { describeError } from "../logging/logger";
import { withTileRatings } from "../reviews";
import { blockedSkus, linkedSkus, pickRecommendations, shelves, type Anchor } from "./pick";

/** What tiles are priced with: the store view, the request's moment, the 30-day prior prices. */
export interface TilePricing {
  store: StoreView;
  now: Date;
  prior: PriorPrices | null;
}

const tilesOf = (data: CatalogData, pricing: TilePricing, products: readonly ProductSummary[]): ProductTile[] =>
  products.map((p) => toTile(data, pricing.store, p, pricing.now, [], pricing.prior));

/** How many cart lines' shelves a compact shop lists for the cart's suggestions (one listing each, together). */
const COMPACT_SHELF_ANCHORS = 2;

/** How many of a shelf's first tiles a compact shop looks through for similar products (one listing). */
export const SHELF_TILES = 48;

/**
 * The shelf a compact snapshot's shop looks for similar products on (pick.ts walks the shelves in
 * memory, which a compact isolate does not hold): the first SHELF_TILES tiles of the product's
 * deepest category, one listing from the libSQL search tier. Null for a full snapshot; empty when
 * the listing cannot be had (recommendations are never worth a failed page).
 */
export async function compactShelf(
  c: Context<AppEnv>,
  catalog: LoadedCatalog,
  summary: ProductSummary,
  code: StoreCode,
): Promise<ProductTile[] | null> {
  if (!catalog.data.compact) return null;
  const [category] = shelves(catalog.data, summary);
  if (category === undefined) return [];
  try {
    return await categoryTiles(c, catalog, category, SHELF_TILES, code);
  } catch (error) {
    c.get("log").warn("recommendations from links only: the shelf could not be listed", describeError(error));
    return [];
  }
}

/**
 * Up to `wanted` tiles of a shelf at a similar price to the anchor's (SIMILAR_PRICE_SHARE of its
 * shelf price), in stock and not blocked, the closest prices first and the shelf's order between
 * equals; the ones taken are blocked for the next shelf.
 */
function similarOnShelf(
  shelf: readonly ProductTile[],
  anchorPrice: number,
  blocked: Set<string>,
  wanted: number,
): ProductTile[] {
  const distance = (t: ProductTile) => Math.abs(t.price.final - anchorPrice);
  const similar = shelf.filter(
    (t) => !blocked.has(t.sku) && t.inStock && distance(t) <= anchorPrice * SIMILAR_PRICE_SHARE,
  );
  const order = new Map(similar.map((t, i) => [t, i]));
  similar.sort((a, b) => distance(a) - distance(b) || order.get(a)! - order.get(b)!);
  const taken = similar.slice(0, Math.max(0, wanted));
  for (const t of taken) blocked.add(t.sku);
  return taken;
}

/**
 * "Complete the look" on a product page: related and cross-sell links, then similar products of its
 * shelves (for a compact snapshot, of `shelf`: compactShelf).
 */
export function completeTheLook(
  data: CatalogData,
  linked: ReadonlyMap<string, ProductSummary>,
  pricing: TilePricing,
  summary: ProductSummary,
  product: Product,
  shelf: readonly ProductTile[] | null = null,
): ProductTile[] {
  const anchors: Anchor[] = [{ summary, links: product.links }];
  const picks = pickRecommendations(data, {
    anchors,
    linked,
    kinds: ["related", "crosssell", "upsell"],
    limit: RECOMMENDATION_COUNT,
    now: pricing.now,
    shelves: shelf === null,
  });
  const tiles = tilesOf(data, pricing, picks);
  if (shelf === null) return tiles;
  const blocked = blockedSkus(anchors);
  for (const t of tiles) blocked.add(t.sku);
  const anchorPrice = tilesOf(data, pricing, [summary])[0]!.price.final;
  return [...tiles, ...similarOnShelf(shelf, anchorPrice, blocked, RECOMMENDATION_COUNT - tiles.length)];
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
  // A compact snapshot's shelves: the first anchors' deepest categories, listed together.
  const shelvesOf = await Promise.all(
    unique.slice(0, COMPACT_SHELF_ANCHORS).map((summary) => compactShelf(c, catalog, summary, storeCode)),
  );
  const compact = catalog.data.compact !== undefined;
  const suggestions = pickRecommendations(data, {
    anchors,
    linked: named,
    kinds: ["crosssell", "related", "upsell"],
    exclude: cart,
    limit: RECOMMENDATION_COUNT,
    now: pricing.now,
    shelves: !compact,
  });
  const suggestedTiles = tilesOf(data, pricing, suggestions);
  if (compact) {
    const blocked = blockedSkus(anchors, cart);
    for (const t of suggestedTiles) blocked.add(t.sku);
    shelvesOf.forEach((shelf, i) => {
      const anchorPrice = tilesOf(data, pricing, [unique[i]!])[0]!.price.final;
      suggestedTiles.push(
        ...similarOnShelf(shelf ?? [], anchorPrice, blocked, RECOMMENDATION_COUNT - suggestedTiles.length),
      );
    });
  }
  const viewed = viewedSkus
    .map((sku) => named.get(sku))
    .filter((p): p is ProductSummary => p !== undefined && isListable(p));
  const [suggested, seen] = await Promise.all([
    withTileRatings(c, suggestedTiles),
    withTileRatings(c, tilesOf(data, pricing, viewed)),
  ]);
  return { suggestions: suggested, viewed: seen };
}
