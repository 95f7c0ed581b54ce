/**
 * Which products to recommend (issue 32.3), pure: the catalogue's merchandising links first, then
 * a fallback from the products' own categories at a similar price. Only listed, in-stock products
 * (the snapshot's stock, as listing tiles show it), never one of the products recommended for (or
 * another excluded sku, such as the cart's lines), never a colour sibling of one, never twice.
 * Deterministic: the same catalogue and moment give the same picks.
 */
import type { Product } from "../../schema/catalog/product";
import type { ProductSummary } from "../../schema/catalog/files";
import { isSpecialActive } from "../../domain/pricing/store-price";
import { SIMILAR_PRICE_SHARE } from "../../schema/recommendations";
import { isListable, type CatalogData } from "../catalog";

export type MerchandisingLink = "related" | "crosssell" | "upsell";

/** A product recommendations are made for, with its links (from its full document). */
export interface Anchor {
  summary: ProductSummary;
  links: readonly Product["links"][number][];
}

export interface PickRequest {
  anchors: readonly Anchor[];
  /** The summaries of the anchors' linked skus (`linkedSkus`), fetched together by the caller. */
  linked: ReadonlyMap<string, ProductSummary>;
  /** Link types in the order they are shown. */
  kinds: readonly MerchandisingLink[];
  /** Skus never shown (besides the anchors themselves). */
  exclude?: readonly string[];
  limit: number;
  now: Date;
  /**
   * False: links only, no fallback from the shelves (a compact snapshot's isolate holds no shelves:
   * the caller looks for similar products with a listing instead, `similarOnShelf`).
   */
  shelves?: boolean;
}

/** The net price a shopper pays at `now` (a special price in its window). */
function netPrice(p: ProductSummary, now: Date): number {
  return p.specialPrice !== null && isSpecialActive(p, now) ? p.specialPrice : p.price;
}

/** The anchor's categories, deepest first (the most specific shelf is the best fallback). */
export function shelves(data: CatalogData, summary: ProductSummary): number[] {
  return summary.categoryIds
    .map((id) => data.categoriesById.get(id))
    .filter((c) => c !== undefined && c.isActive)
    .sort((a, b) => b!.level - a!.level || a!.id - b!.id)
    .map((c) => c!.id);
}

/** The skus the anchors link to: the summaries a pick reads besides its shelves. */
export function linkedSkus(anchors: readonly Anchor[]): string[] {
  return [...new Set(anchors.flatMap((a) => a.links.map((l) => l.sku)))];
}

/** What is never recommended for the anchors: themselves, their colour siblings and the excluded skus. */
export function blockedSkus(anchors: readonly Anchor[], exclude: readonly string[] = []): Set<string> {
  const blocked = new Set([...exclude, ...anchors.map((a) => a.summary.sku)]);
  for (const anchor of anchors)
    for (const link of anchor.links) if (link.type === "colorrelation") blocked.add(link.sku);
  return blocked;
}

/**
 * The `count` products of a shelf (in merchandising order) with the smallest `distance` (null: not
 * one to take), the shelf's order between equals: one pass keeping the best few, not a filter and
 * sort of the whole shelf (a big category's shelf holds thousands; a product page asks for four).
 */
function closest(
  shelf: readonly ProductSummary[],
  count: number,
  distance: (p: ProductSummary) => number | null,
): ProductSummary[] {
  const best: { p: ProductSummary; d: number }[] = [];
  if (count <= 0) return [];
  for (const p of shelf) {
    const d = distance(p);
    if (d === null) continue;
    // A later product with the same distance as the last kept one comes after it: not kept.
    if (best.length === count && d >= best[count - 1]!.d) continue;
    if (best.some((b) => b.p.sku === p.sku)) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.d > d) at--;
    best.splice(at, 0, { p, d });
    if (best.length > count) best.pop();
  }
  return best.map((b) => b.p);
}

/** The products to recommend for the anchors, at most `limit`, links first. */
export function pickRecommendations(data: CatalogData, request: PickRequest): ProductSummary[] {
  const { anchors, kinds, limit, now } = request;
  const blocked = blockedSkus(anchors, request.exclude);
  const picked: ProductSummary[] = [];
  const take = (p: ProductSummary | undefined): void => {
    if (!p || picked.length >= limit || blocked.has(p.sku) || !isListable(p) || !p.inStock) return;
    blocked.add(p.sku);
    picked.push(p);
  };
  for (const kind of kinds)
    for (const anchor of anchors)
      anchor.links
        .filter((l) => l.type === kind)
        .sort((a, b) => a.position - b.position)
        .forEach((l) => take(request.linked.get(l.sku)));
  for (const anchor of request.shelves === false ? [] : anchors) {
    if (picked.length >= limit) break;
    const price = netPrice(anchor.summary, now);
    const widest = price * SIMILAR_PRICE_SHARE;
    // How far a product's price is from the anchor's; null for one not to recommend or not similar
    // in price. (Each product's price is worked out once: this runs over whole shelves.)
    const distance = (p: ProductSummary): number | null => {
      if (blocked.has(p.sku) || !isListable(p) || !p.inStock) return null;
      const d = Math.abs(netPrice(p, now) - price);
      return d <= widest ? d : null;
    };
    for (const category of shelves(data, anchor.summary)) {
      closest(data.categoryProducts.get(category) ?? [], limit - picked.length, distance).forEach(take);
      if (picked.length >= limit) break;
    }
  }
  return picked;
}
