import { FILTER_AGGREGATION_SIZE, PRICE_RANGES } from "../../../schema/constants";
import type { FilterCode, SortOption } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreIndex } from "./store-index";
import { splitAttributeValues } from "../../../schema/catalog/files";

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

/** Facet values numbered per facet, so counting is array arithmetic instead of string hashing. */
export type FacetDictionary = Record<FilterCode, { ids: Map<string, number>; values: string[]; offset: number }>;

/**
 * What listing needs of a catalogue whatever the store view, computed once per catalogue and
 * shared by the store indexes: listable products numbered 0..n-1, their facet values as slots of
 * one tally (facet offset + value number), and their place in the "new" order.
 */
export interface CatalogListing {
  products: ProductSummary[];
  numberOf: Map<number, number>;
  dictionary: FacetDictionary;
  /** Number of tally slots over all facets. */
  slotCount: number;
  /** Product n's slots are slots[slotStart[n] .. slotStart[n + 1]). */
  slotStart: Int32Array;
  slots: Int32Array;
  /** Position when sorted newest first (worked out on the first "new" sort: most isolates never need it). */
  readonly newRank: Int32Array;
  /** Numbers of the products whose price depends on the moment: a special price with a window. */
  windowed: Int32Array;
  /** Every moment (ms, ascending) at which a special window opens or closes: prices only change there. */
  priceChanges: Float64Array;
}

/** What listing needs of a product in one store view: the final price incl. that store's tax. */
export interface StoreListing {
  /** By product number: final price in cents, and its index into PRICE_RANGES. */
  cents: Int32Array;
  bucket: Uint8Array;
}

const FACET_CODES = ["brand", "color", "size", "material"] as const satisfies readonly FilterCode[];
const PRICE_VALUES = PRICE_RANGES.map((r) => `${r.from}-${r.to ?? ""}`);

export function priceBucketIndex(euros: number): number {
  for (let i = 0; i < PRICE_RANGES.length; i++) {
    const r = PRICE_RANGES[i]!;
    if (euros >= r.from && (r.to === null || euros < r.to)) return i;
  }
  return PRICE_RANGES.length - 1;
}

/**
 * The listing data of a catalogue as the build ships it (listing.json beside the search index
 * files): computing it is one pass over every listable product's facet values, which an isolate's
 * first page would otherwise run before V8 has optimized it (about 20 ms at 10k products in a fresh
 * process; parsing the file about 5).
 */
export interface ListingFile {
  format: number;
  /** The catalogue version it was computed from. */
  version: string;
  /** Listable products: the numbering the rest refers to. */
  count: number;
  values: Record<(typeof FACET_CODES)[number], string[]>;
  slotStart: number[];
  slots: number[];
  windowed: number[];
  priceChanges: number[];
}

/** Bumped whenever what listing.json holds changes; an older file is recomputed in the isolate. */
export const LISTING_FORMAT = 1;
export const LISTING_FILE = "listing.json";

/** The facet numbering, slots and price windows of `products`, computed. */
function listingParts(products: readonly ProductSummary[]): Omit<ListingFile, "format" | "version" | "count"> {
  const count = products.length;
  const facets = FACET_CODES.length;
  const ids = FACET_CODES.map(() => new Map<string, number>());
  const values = FACET_CODES.map(() => [] as string[]);
  // One pass numbers each facet's values and notes every product's slots as value number × facets +
  // facet; they become tally slots once every facet's size (its offset) is known.
  // A summary holds an attribute's values as one text, and many products share it ("167,168,169"):
  // each distinct text is split and numbered once, per facet.
  const numbered = FACET_CODES.map(() => new Map<string, number[]>());
  const numbersOf = (facet: number, text: string): number[] => {
    const known = ids[facet]!;
    const list = FACET_CODES[facet] === "brand" ? [text] : splitAttributeValues(text);
    return list.map((value) => {
      let number = known.get(value);
      if (number === undefined) {
        number = values[facet]!.push(value) - 1;
        known.set(value, number);
      }
      return number;
    });
  };
  const slotStart: number[] = new Array<number>(count + 1);
  const noted: number[] = [];
  for (let n = 0; n < count; n++) {
    const p = products[n]!;
    slotStart[n] = noted.length;
    for (let facet = 0; facet < facets; facet++) {
      const code = FACET_CODES[facet]!;
      const text = code === "brand" ? p.brand : p.attributes[code];
      if (!text) continue;
      let numbers = numbered[facet]!.get(text);
      if (numbers === undefined) {
        numbers = numbersOf(facet, text);
        numbered[facet]!.set(text, numbers);
      }
      for (let i = 0; i < numbers.length; i++) noted.push(numbers[i]! * facets + facet);
    }
  }
  slotStart[count] = noted.length;
  const offsets: number[] = [];
  let slotCount = 0;
  for (let facet = 0; facet < facets; facet++) {
    offsets.push(slotCount);
    slotCount += values[facet]!.length;
  }
  const slots = noted.map((k) => {
    const facet = k % facets;
    return offsets[facet]! + (k - facet) / facets;
  });
  const windowed: number[] = [];
  const changes = new Set<number>();
  products.forEach((p, n) => {
    if (p.specialPrice === null || p.specialPrice >= p.price || (!p.specialFrom && !p.specialTo)) return;
    windowed.push(n);
    // The ends are inclusive: a window closes one millisecond after its last moment.
    if (p.specialFrom) changes.add(Date.parse(p.specialFrom));
    if (p.specialTo) changes.add(Date.parse(p.specialTo) + 1);
  });
  return {
    values: Object.fromEntries(FACET_CODES.map((code, facet) => [code, values[facet]!])) as ListingFile["values"],
    slotStart,
    slots,
    windowed,
    priceChanges: [...changes].filter(Number.isFinite).sort((a, b) => a - b),
  };
}

/** The listing data around its parts (computed, or read from listing.json). */
function assemble(
  products: ProductSummary[],
  parts: Omit<ListingFile, "format" | "version" | "count">,
): CatalogListing {
  const dictionary = {} as FacetDictionary;
  let slotCount = 0;
  for (const code of FACET_CODES) {
    const values = parts.values[code];
    const ids = new Map<string, number>();
    for (let i = 0; i < values.length; i++) ids.set(values[i]!, i);
    dictionary[code] = { ids, values, offset: slotCount };
    slotCount += values.length;
  }
  const numberOf = new Map<number, number>();
  for (let n = 0; n < products.length; n++) numberOf.set(products[n]!.id, n);
  let newRank: Int32Array | undefined;
  return {
    products,
    numberOf,
    dictionary,
    slotCount,
    slotStart: Int32Array.from(parts.slotStart),
    slots: Int32Array.from(parts.slots),
    get newRank() {
      return (newRank ??= newestFirstRanks(products));
    },
    windowed: Int32Array.from(parts.windowed),
    priceChanges: Float64Array.from(parts.priceChanges),
  };
}

/** The catalogue's listing data for its listable products, computed. */
export function catalogListing(products: ProductSummary[]): CatalogListing {
  return assemble(products, listingParts(products));
}

/** listing.json for a catalogue version's listable products (written by the build). */
export function buildListingFile(products: readonly ProductSummary[], version: string): ListingFile {
  return { format: LISTING_FORMAT, version, count: products.length, ...listingParts(products) };
}

/**
 * The listing data from listing.json, or null when the file is not of this format, version and
 * product count (the caller computes it then).
 */
export function listingFromFile(
  products: ProductSummary[],
  version: string,
  file: ListingFile | null,
): CatalogListing | null {
  if (
    file?.format !== LISTING_FORMAT ||
    file.version !== version ||
    file.count !== products.length ||
    file.slotStart?.length !== products.length + 1 ||
    !FACET_CODES.every((code) => Array.isArray(file.values?.[code]))
  )
    return null;
  return assemble(products, file);
}

/** Each product's position when sorted newest first (last updated, then highest id). */
function newestFirstRanks(products: readonly ProductSummary[]): Int32Array {
  const updated = products.map((p) => p.updatedAt);
  const order = products
    .map((_, n) => n)
    .sort((a, b) =>
      updated[a]! < updated[b]! ? 1 : updated[a]! > updated[b]! ? -1 : products[b]!.id - products[a]!.id,
    );
  const ranks = new Int32Array(products.length);
  order.forEach((n, rank) => (ranks[n] = rank));
  return ranks;
}

/** How many price changes have happened by `now`: the same number means the same prices everywhere. */
export function priceEpoch(listing: CatalogListing, now: number): number {
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
