import { FILTER_AGGREGATION_SIZE, PRICE_RANGES } from "../../../schema/constants";
import type { FilterCode, SortOption } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreIndex } from "./store-index";
import { FACET_CODES, type CatalogListing } from "./catalog-listing";

/** What a listing asks for, after validation. Prices in whole euros incl. tax. */
export interface ListingQuery {
  /** Candidates in their natural order (category position, or relevance), with scores for relevance. */
  candidates: readonly ProductSummary[];
  scores?: Map<number, number>;
  filters: Partial<Record<FilterCode, string[]>>;
  price: { from: number; to: number | null } | null;
  /** The store's prices at the request's moment (pricesAt): what filters, facets and price sorts read. */
  prices: StoreListing;
  sort: SortOption;
  from: number;
  size: number;
  /** SPEC §5: out-of-stock products are left out unless out-of-stock listing is on. */
  includeOutOfStock: boolean;
}

export interface RawBucket {
  value: string;
  count: number;
  selected: boolean;
}

export interface ListingPage {
  items: ProductSummary[];
  total: number;
  facets: Record<FilterCode | "price", RawBucket[]>;
  priceRange: { min: number; max: number } | null;
}

/** What listing needs of a product in one store view: the final price incl. that store's tax. */
export interface StoreListing {
  /** By product number: final price in cents, and its index into PRICE_RANGES. */
  cents: Int32Array;
  bucket: Uint8Array;
}

const PRICE_VALUES = PRICE_RANGES.map((r) => `${r.from}-${r.to ?? ""}`);

export function priceBucketIndex(euros: number): number {
  for (let i = 0; i < PRICE_RANGES.length; i++) {
    const r = PRICE_RANGES[i]!;
    if (euros >= r.from && (r.to === null || euros < r.to)) return i;
  }
  return PRICE_RANGES.length - 1;
}

/** A store view's prices for the catalogue's listable products. */
export function storeListing(listing: CatalogListing, finalPrice: (p: ProductSummary) => number): StoreListing {
  const cents = new Int32Array(listing.products.length);
  const bucket = new Uint8Array(listing.products.length);
  for (let n = 0; n < listing.products.length; n++) {
    const price = finalPrice(listing.products[n]!);
    cents[n] = price;
    bucket[n] = priceBucketIndex(price / 100);
  }
  return { cents, bucket };
}

/**
 * Filters, facets, sorts and pages listing candidates in one pass. Facets are disjunctive: a facet
 * counts the products that match every other active filter, so choosing a colour still shows the
 * other colours. A product failing exactly one filter therefore still counts in that filter's facet.
 */
export function runListing(index: StoreIndex, query: ListingQuery): ListingPage {
  const { listing } = index;
  const { prices } = query;
  const { dictionary, slotStart, slots } = listing;
  const active = FACET_CODES.flatMap((code) => {
    const values = query.filters[code];
    if (!values || values.length === 0) return [];
    const { ids, offset } = dictionary[code];
    return [{ code, wanted: new Set(values.flatMap((v) => (ids.has(v) ? [offset + ids.get(v)!] : []))) }];
  });
  const price = query.price;
  const tally = new Int32Array(listing.slotCount);
  const priceCounts = new Array<number>(PRICE_RANGES.length).fill(0);
  const results: number[] = [];
  const PRICE = "price";

  for (const p of query.candidates) {
    if (!query.includeOutOfStock && !p.inStock) continue;
    const n = listing.numberOf.get(p.id);
    if (n === undefined) continue;
    const euros = prices.cents[n]! / 100;
    const start = slotStart[n]!;
    const end = slotStart[n + 1]!;
    // The filter this product fails, if exactly one.
    let failed: FilterCode | typeof PRICE | null = null;
    let failures = 0;
    if (price && !(euros >= price.from && (price.to === null || euros < price.to))) {
      failed = PRICE;
      failures++;
    }
    for (const { code, wanted } of active) {
      if (failures > 1) break;
      let hit = false;
      for (let k = start; k < end && !hit; k++) hit = wanted.has(slots[k]!);
      if (!hit) {
        failed = code;
        failures++;
      }
    }
    if (failures === 0) {
      results.push(n);
      for (let k = start; k < end; k++) tally[slots[k]!]!++;
      priceCounts[prices.bucket[n]!]!++;
    } else if (failures === 1) {
      if (failed === PRICE) priceCounts[prices.bucket[n]!]!++;
      else {
        const { offset, values } = dictionary[failed!];
        for (let k = start; k < end; k++) {
          const slot = slots[k]!;
          if (slot >= offset && slot < offset + values.length) tally[slot]!++;
        }
      }
    }
  }

  const facets = {} as Record<FilterCode | "price", RawBucket[]>;
  for (const code of FACET_CODES) {
    const selected = query.filters[code] ?? [];
    const { values: names, offset } = dictionary[code];
    const present: [string, number][] = [];
    for (let id = 0; id < names.length; id++)
      if (tally[offset + id]! > 0) present.push([names[id]!, tally[offset + id]!]);
    facets[code] = present
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, Math.max(FILTER_AGGREGATION_SIZE, selected.length))
      .map(([value, count]) => ({ value, count, selected: selected.includes(value) }));
    for (const value of selected)
      if (!facets[code].some((b) => b.value === value)) facets[code].push({ value, count: 0, selected: true });
  }
  const selectedPrice = price ? `${price.from}-${price.to ?? ""}` : null;
  facets.price = PRICE_VALUES.map((value, i) => ({
    value,
    count: priceCounts[i]!,
    selected: value === selectedPrice,
  })).filter((b) => b.count > 0 || b.selected);

  let min = Infinity;
  let max = 0;
  for (const n of results) {
    const cents = prices.cents[n]!;
    if (cents > 0 && cents < min) min = cents;
    if (cents > max) max = cents;
  }
  const order = pageOrder(results, index, query);
  return {
    items: order.map((i) => listing.products[results[i]!]!),
    total: results.length,
    facets,
    priceRange: max > 0 ? { min: Math.floor(min / 100), max: Math.ceil(max / 100) } : null,
  };
}

/**
 * Positions (into `results`) of the requested page in the requested order. Only the first
 * from + size positions are ever needed, so a bounded selection replaces a full sort when the
 * page is near the start of a long list.
 */
function pageOrder(results: number[], index: StoreIndex, query: ListingQuery): number[] {
  const end = Math.min(results.length, query.from + query.size);
  if (query.from >= end) return [];
  const key = sortKey(results, index, query);
  if (!key) return Array.from({ length: end - query.from }, (_, i) => query.from + i);
  const products = index.listing.products;
  // Ascending by key, then by product id, so equal keys keep a stable, repeatable order.
  const before = (a: number, b: number) => key[a]! - key[b]! || products[results[a]!]!.id - products[results[b]!]!.id;
  const top = selectFirst(results.length, end, before);
  return top.slice(query.from);
}

// One key array per catalogue listing, reused: runListing runs to the end synchronously, and a fresh
// array per sorted page was one more allocation outside the JS heap on every search.
const sortKeys = new WeakMap<CatalogListing, Float64Array>();

/** Room for a key per result (results are distinct listing products, so the listing's size is enough). */
function keyArray(listing: CatalogListing, length: number): Float64Array {
  let key = sortKeys.get(listing);
  if (!key || key.length < length) {
    key = new Float64Array(Math.max(length, listing.products.length));
    sortKeys.set(listing, key);
  }
  return key;
}

/** A number per result that sorts ascending in the requested order, or null for natural order. */
function sortKey(results: number[], index: StoreIndex, query: ListingQuery): Float64Array | null {
  const key = keyArray(index.listing, results.length);
  const { cents } = query.prices;
  switch (query.sort) {
    case "price_asc":
      results.forEach((n, i) => (key[i] = cents[n]!));
      return key;
    case "price_desc":
      results.forEach((n, i) => (key[i] = -cents[n]!));
      return key;
    case "new":
      results.forEach((n, i) => (key[i] = index.listing.newRank[n]!));
      return key;
    case "relevance": {
      const scores = query.scores;
      if (!scores) return null;
      const products = index.listing.products;
      results.forEach((n, i) => (key[i] = -(scores.get(products[n]!.id) ?? 0)));
      return key;
    }
    default:
      return null;
  }
}

/** The first `k` of `0..n-1` under `before`, in order: a full sort for large k, else a bounded insertion. */
function selectFirst(n: number, k: number, before: (a: number, b: number) => number): number[] {
  if (k * 8 >= n) {
    const all = Array.from({ length: n }, (_, i) => i);
    return all.sort(before).slice(0, k);
  }
  const top: number[] = [];
  for (let i = 0; i < n; i++) {
    if (top.length === k && before(i, top[k - 1]!) >= 0) continue;
    // Binary search for the insertion point among the kept ones.
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(top[mid]!, i) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, i);
    if (top.length > k) top.pop();
  }
  return top;
}
