/**
 * Prices at a request's moment without re-indexing. A price epoch is the span between two moments
 * a special window opens or closes; a store index keeps its listing prices for one epoch and prices
 * again only the products with a window when a request falls in another. The operator's price
 * changes over the snapshot (price-overlay.ts) are priced again the same way: only the changed
 * products, once per set of changes and their own windows' epoch. The catalogue's epoch is part of
 * every cached page's key.
 */
import { finalPricesAt } from "../../../domain/pricing/store-price";
import type { PriceOverlay } from "../price-overlay";
import type { StoreView } from "../../../domain/store-views";
import type { CatalogData } from "../catalog-data";
import type { CatalogListing } from "./catalog-listing";
import { listingOf } from "./catalog-listing-cache";
import { priceBucketIndex, storeListing, type StoreListing } from "./listing";
import type { StoreIndex } from "./store-index";

/** How many price changes have happened by `now`: the same number means the same prices everywhere. */
export function priceEpoch(listing: { priceChanges: ArrayLike<number> }, now: number): number {
  const changes = listing.priceChanges;
  let lo = 0;
  let hi = changes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (changes[mid]! <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A store's listing prices at `now`, every product priced, with the epoch they hold for: a new store index's. */
export function epochPrices(
  data: CatalogData,
  listing: CatalogListing,
  store: StoreView,
  now: Date,
): { epoch: number; prices: StoreListing } {
  const finalPrice = finalPricesAt(data.file.taxRules, store, now);
  const prices = storeListing(listing, (p) => finalPrice(p, p.taxClassId));
  return { epoch: priceEpoch(listing, now.getTime()), prices };
}

/** The listing's numbers of the products an overlay changes, worked out once per overlay and listing. */
const changedByOverlay = new WeakMap<PriceOverlay, WeakMap<CatalogListing, Int32Array>>();

function changedNumbers(listing: CatalogListing, overlay: PriceOverlay): Int32Array {
  let byListing = changedByOverlay.get(overlay);
  if (!byListing) changedByOverlay.set(overlay, (byListing = new WeakMap()));
  let numbers = byListing.get(listing);
  if (!numbers) {
    const changed: number[] = [];
    // `fields` answers the summary itself when its sku has no change.
    listing.products.forEach((p, n) => {
      if (overlay.fields(p.sku, p) !== p) changed.push(n);
    });
    byListing.set(listing, (numbers = Int32Array.from(changed)));
  }
  return numbers;
}

/**
 * The store's listing prices at `now` (ms), with the operator's price changes when there are any:
 * the index keeps the prices of one price epoch; when a request's moment lies in another, or the
 * changes are another set (or one of their own windows opened or closed), only the few products
 * with a special window and the changed ones are priced again, and the result is kept for the next
 * requests. So a price sort or filter agrees with the tiles' prices the moment a window opens or
 * closes, and once an operator's change is read. Not request state: the same moment and changes
 * always give the same prices.
 */
export function pricesAt(index: StoreIndex, data: CatalogData, now: number, overlay?: PriceOverlay): StoreListing {
  const changes = overlay && overlay.size > 0 ? overlay : undefined;
  const epoch = priceEpoch(index.listing, now);
  const changesEpoch = changes ? changes.epoch(now) : 0;
  const { current } = index;
  if (current.epoch === epoch && current.overlay === changes && (current.overlayEpoch ?? 0) === changesEpoch)
    return current.prices;
  const { windowed, products } = index.listing;
  const cents = Int32Array.from(index.prices.cents);
  const bucket = Uint8Array.from(index.prices.bucket);
  const finalPrice = finalPricesAt(data.file.taxRules, index.store, new Date(now));
  const reprice = (n: number) => {
    const p = products[n]!;
    cents[n] = finalPrice(changes ? changes.fields(p.sku, p) : p, p.taxClassId);
    bucket[n] = priceBucketIndex(cents[n] / 100);
  };
  windowed.forEach(reprice);
  if (changes) changedNumbers(index.listing, changes).forEach(reprice);
  const prices = { cents, bucket };
  index.current = { epoch, prices, overlay: changes, overlayEpoch: changesEpoch };
  return prices;
}

/** The catalogue's price epoch at `now`: part of a cached page's key, so no cached page outlives a price change. */
export function catalogPriceEpoch(data: CatalogData, now: number): number {
  return priceEpoch(data.compact ?? listingOf(data), now);
}
