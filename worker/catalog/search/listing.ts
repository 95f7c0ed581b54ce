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

function valuesOf(p: ProductSummary, code: FilterCode): string[] {
  if (code === "brand") return p.brand ? [p.brand] : [];
  return p.attributes[code] ?? [];
}

function priceBucket(euros: number): string {
  const range = PRICE_RANGES.find((r) => euros >= r.from && (r.to === null || euros < r.to)) ?? PRICE_RANGES[PRICE_RANGES.length - 1]!;
  return `${range.from}-${range.to ?? ""}`;
}

/**
 * Filters, facets, sorts and pages listing candidates. Facets are disjunctive: a facet counts the
 * products that match every other active filter, so choosing a colour still shows the other colours.
 */
export function runListing(index: StoreIndex, query: ListingQuery): ListingPage {
  const euros = (p: ProductSummary) => (index.finalPrice.get(p.id) ?? 0) / 100;
  const active = Object.entries(query.filters).filter(([, values]) => values && values.length > 0) as [FilterCode, string[]][];
  const inPrice = (p: ProductSummary) => !query.price || (euros(p) >= query.price.from && (query.price.to === null || euros(p) < query.price.to));
  const matches = (p: ProductSummary, except?: FilterCode | "price") =>
    (except === "price" || inPrice(p)) && active.every(([code, values]) => code === except || valuesOf(p, code).some((v) => values.includes(v)));

  const base = query.includeOutOfStock ? query.candidates : query.candidates.filter((p) => p.inStock);
  const results = base.filter((p) => matches(p));

  const facets = {} as Record<FilterCode | "price", RawBucket[]>;
  for (const code of ["brand", "color", "size", "material"] as FilterCode[]) {
    const counts = new Map<string, number>();
    for (const p of base) if (matches(p, code)) for (const v of valuesOf(p, code)) counts.set(v, (counts.get(v) ?? 0) + 1);
    const selected = query.filters[code] ?? [];
    facets[code] = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, Math.max(FILTER_AGGREGATION_SIZE, selected.length))
      .map(([value, count]) => ({ value, count, selected: selected.includes(value) }));
    for (const value of selected) if (!counts.has(value)) facets[code].push({ value, count: 0, selected: true });
  }
  const priceCounts = new Map<string, number>();
  for (const p of base) if (matches(p, "price")) priceCounts.set(priceBucket(euros(p)), (priceCounts.get(priceBucket(euros(p))) ?? 0) + 1);
  const selectedPrice = query.price ? `${query.price.from}-${query.price.to ?? ""}` : null;
  facets.price = PRICE_RANGES.map((r) => `${r.from}-${r.to ?? ""}`)
    .map((value) => ({ value, count: priceCounts.get(value) ?? 0, selected: value === selectedPrice }))
    .filter((b) => b.count > 0 || b.selected);

  const sorted = sortListing(results, query, (p) => index.finalPrice.get(p.id) ?? 0);
  let min = Infinity;
  let max = 0;
  for (const p of results) {
    const e = euros(p);
    if (e > 0 && e < min) min = e;
    if (e > max) max = e;
  }
  return {
    items: sorted.slice(query.from, query.from + query.size),
    total: results.length,
    facets,
    priceRange: max > 0 ? { min: Math.floor(min), max: Math.ceil(max) } : null,
  };
}

function sortListing(items: ProductSummary[], query: ListingQuery, price: (p: ProductSummary) => number): ProductSummary[] {
  const list = [...items];
  switch (query.sort) {
    case "price_asc":
      return list.sort((a, b) => price(a) - price(b) || a.id - b.id);
    case "price_desc":
      return list.sort((a, b) => price(b) - price(a) || a.id - b.id);
    case "new":
      return list.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
    case "relevance":
      return query.scores ? list.sort((a, b) => (query.scores!.get(b.id) ?? 0) - (query.scores!.get(a.id) ?? 0) || a.id - b.id) : list;
    default:
      return list;
  }
}
