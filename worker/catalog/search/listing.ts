import { FILTER_AGGREGATION_SIZE, PRICE_RANGES } from "../../../schema/constants";
import type { FilterCode, SortOption } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreIndex } from "./store-index";

/** What a listing asks for, after validation. Prices in whole euros incl. tax. */
export interface ListingQuery {
  /** Candidates in their natural order (category position, or relevance), with scores for relevance. */
  candidates: ProductSummary[];
  scores?: Map<number, number>;
  filters: Partial<Record<FilterCode, string[]>>;
  price: { from: number; to: number | null } | null;
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

/** What listing needs of a product in one store view, computed once when the index is built. */
export interface ListingFacts {
  /** Final price incl. the store's tax, in cents. */
  cents: number;
  /** Index into PRICE_RANGES. */
  bucket: number;
  /** Position when sorted newest first. */
  newRank: number;
  /** The product's facet values as numbers (see FacetDictionary), one array per facet in FACET_CODES order. */
  values: readonly (readonly number[])[];
  /** The same values as slots of one tally of all facets (facet offset + value number). */
  slots: Int32Array;
}

/** Facet values numbered per facet, so counting is array arithmetic instead of string hashing. */
export type FacetDictionary = Record<FilterCode, { ids: Map<string, number>; values: string[]; offset: number }> & { slots: number };

const FACET_CODES = ["brand", "color", "size", "material"] as const satisfies readonly FilterCode[];
const PRICE_VALUES = PRICE_RANGES.map((r) => `${r.from}-${r.to ?? ""}`);

export function priceBucketIndex(euros: number): number {
  const i = PRICE_RANGES.findIndex((r) => euros >= r.from && (r.to === null || euros < r.to));
  return i < 0 ? PRICE_RANGES.length - 1 : i;
}

function valuesOf(p: ProductSummary, code: FilterCode): readonly string[] {
  if (code === "brand") return p.brand ? [p.brand] : [];
  return p.attributes[code] ?? [];
}

/** Listing facts for every product of a store view (prices by product id, in cents), and the facet dictionary. */
export function listingFacts(products: readonly ProductSummary[], finalPrice: Map<number, number>): { facts: Map<number, ListingFacts>; dictionary: FacetDictionary } {
  const dictionary = Object.fromEntries(FACET_CODES.map((code) => [code, { ids: new Map<string, number>(), values: [] as string[], offset: 0 }])) as unknown as FacetDictionary;
  const idOf = (code: FilterCode, value: string) => {
    const entry = dictionary[code];
    let id = entry.ids.get(value);
    if (id === undefined) {
      id = entry.values.push(value) - 1;
      entry.ids.set(value, id);
    }
    return id;
  };
  const newest = [...products].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id));
  const values = new Map(newest.map((p) => [p.id, FACET_CODES.map((code) => valuesOf(p, code).map((v) => idOf(code, v)))]));
  let offset = 0;
  for (const code of FACET_CODES) {
    dictionary[code].offset = offset;
    offset += dictionary[code].values.length;
  }
  dictionary.slots = offset;
  const facts = new Map<number, ListingFacts>();
  newest.forEach((p, newRank) => {
    const cents = finalPrice.get(p.id) ?? 0;
    const own = values.get(p.id)!;
    const slots = Int32Array.from(own.flatMap((ids, facet) => ids.map((id) => id + dictionary[FACET_CODES[facet]!].offset)));
    facts.set(p.id, { cents, bucket: priceBucketIndex(cents / 100), newRank, values: own, slots });
  });
  return { facts, dictionary };
}

const NO_FACTS: ListingFacts = { cents: 0, bucket: 0, newRank: Number.MAX_SAFE_INTEGER, values: FACET_CODES.map(() => []), slots: new Int32Array(0) };

/**
 * Filters, facets, sorts and pages listing candidates in one pass. Facets are disjunctive: a facet
 * counts the products that match every other active filter, so choosing a colour still shows the
 * other colours. A product failing exactly one filter therefore still counts in that filter's facet.
 */
export function runListing(index: StoreIndex, query: ListingQuery): ListingPage {
  const dictionary = index.facetDictionary;
  const active = FACET_CODES.flatMap((code, facet) => {
    const values = query.filters[code];
    if (!values || values.length === 0) return [];
    const ids = dictionary[code].ids;
    return [{ facet, values: new Set(values.flatMap((v) => (ids.has(v) ? [ids.get(v)!] : []))) }];
  });
  const price = query.price;
  const tally = new Int32Array(dictionary.slots);
  const priceCounts = new Array<number>(PRICE_RANGES.length).fill(0);
  const results: ProductSummary[] = [];
  const resultFacts: ListingFacts[] = [];
  const count = (facet: number, facts: ListingFacts) => {
    const offset = dictionary[FACET_CODES[facet]!].offset;
    for (const id of facts.values[facet]!) tally[offset + id]!++;
  };
  const PRICE = -1;

  for (const p of query.candidates) {
    if (!query.includeOutOfStock && !p.inStock) continue;
    const facts = index.listingFacts.get(p.id) ?? NO_FACTS;
    const euros = facts.cents / 100;
    // The facet of the one filter this product fails, if exactly one (PRICE for the price range).
    let failed = PRICE;
    let failures = 0;
    if (price && !(euros >= price.from && (price.to === null || euros < price.to))) {
      failed = PRICE;
      failures++;
    }
    for (const { facet, values } of active) {
      if (failures > 1) break;
      if (!facts.values[facet]!.some((v) => values.has(v))) {
        failed = facet;
        failures++;
      }
    }
    if (failures === 0) {
      results.push(p);
      resultFacts.push(facts);
      const slots = facts.slots;
      for (let i = 0; i < slots.length; i++) tally[slots[i]!]!++;
      priceCounts[facts.bucket]!++;
    } else if (failures === 1) {
      if (failed === PRICE) priceCounts[facts.bucket]!++;
      else count(failed, facts);
    }
  }

  const facets = {} as Record<FilterCode | "price", RawBucket[]>;
  for (const code of FACET_CODES) {
    const selected = query.filters[code] ?? [];
    const { values: names, offset } = dictionary[code];
    const present: [string, number][] = [];
    for (let id = 0; id < names.length; id++) if (tally[offset + id]! > 0) present.push([names[id]!, tally[offset + id]!]);
    facets[code] = present
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, Math.max(FILTER_AGGREGATION_SIZE, selected.length))
      .map(([value, n]) => ({ value, count: n, selected: selected.includes(value) }));
    for (const value of selected) if (!facets[code].some((b) => b.value === value)) facets[code].push({ value, count: 0, selected: true });
  }
  const selectedPrice = price ? `${price.from}-${price.to ?? ""}` : null;
  facets.price = PRICE_VALUES.map((value, i) => ({ value, count: priceCounts[i]!, selected: value === selectedPrice })).filter((b) => b.count > 0 || b.selected);

  let min = Infinity;
  let max = 0;
  for (const facts of resultFacts) {
    if (facts.cents > 0 && facts.cents < min) min = facts.cents;
    if (facts.cents > max) max = facts.cents;
  }
  const order = pageOrder(results, resultFacts, query);
  return {
    items: order.map((i) => results[i]!),
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
function pageOrder(results: ProductSummary[], facts: ListingFacts[], query: ListingQuery): number[] {
  const end = Math.min(results.length, query.from + query.size);
  if (query.from >= end) return [];
  const key = sortKey(results, facts, query);
  if (!key) return Array.from({ length: end - query.from }, (_, i) => query.from + i);
  // Ascending by key, then by product id, so equal keys keep a stable, repeatable order.
  const before = (a: number, b: number) => key[a]! - key[b]! || results[a]!.id - results[b]!.id;
  const top = selectFirst(results.length, end, before);
  return top.slice(query.from);
}

/** A number per result that sorts ascending in the requested order, or null for natural order. */
function sortKey(results: ProductSummary[], facts: ListingFacts[], query: ListingQuery): Float64Array | null {
  const key = new Float64Array(results.length);
  switch (query.sort) {
    case "price_asc":
      facts.forEach((f, i) => (key[i] = f.cents));
      return key;
    case "price_desc":
      facts.forEach((f, i) => (key[i] = -f.cents));
      return key;
    case "new":
      facts.forEach((f, i) => (key[i] = f.newRank));
      return key;
    case "relevance": {
      const scores = query.scores;
      if (!scores) return null;
      results.forEach((p, i) => (key[i] = -(scores.get(p.id) ?? 0)));
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
