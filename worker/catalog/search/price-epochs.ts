/**
 * Prices at a request's moment without re-indexing. A price epoch is the span between two moments
 * a special window opens or closes; a store index keeps its listing prices for one epoch and prices
 * again only the products with a window when a request falls in another. The catalogue's epoch is
 * part of every cached page's key.
 */
import { finalPricesAt } from "../../../domain/pricing/store-price";
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

/**
 * The store's listing prices at `now` (ms): the index keeps the prices of one price epoch; when a
 * request's moment lies in another, only the few products with a special window are priced again
 * and the epoch is kept for the next requests. So a price sort or filter agrees with the tiles'
 * prices the moment a window opens or closes. Not request state: the same moment always gives the
 * same prices.
 */
export function pricesAt(index: StoreIndex, data: CatalogData, now: number): StoreListing {
  const epoch = priceEpoch(index.listing, now);
  if (index.current.epoch === epoch) return index.current.prices;
  const { windowed, products } = index.listing;
  const cents = Int32Array.from(index.prices.cents);
  const bucket = Uint8Array.from(index.prices.bucket);
  const finalPrice = finalPricesAt(data.file.taxRules, index.store, new Date(now));
  for (const n of windowed) {
    const p = products[n]!;
    cents[n] = finalPrice(p, p.taxClassId);
    bucket[n] = priceBucketIndex(cents[n] / 100);
  }
  const prices = { cents, bucket };
  index.current = { epoch, prices };
  return prices;
}

/** The catalogue's price epoch at `now`: part of a cached page's key, so no cached page outlives a price change. */
export function catalogPriceEpoch(data: CatalogData, now: number): number {
  return priceEpoch(data.compact ?? listingOf(data), now);
}
