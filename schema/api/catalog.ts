import type { SORT_OPTIONS } from "../constants";
import { FILTER_ATTRIBUTES } from "../constants";
import type { StoreCode } from "../store-codes";

/**
 * Catalogue API types shared by the worker and the browser. Kept free of zod so islands that use
 * them do not pull the validator into the client bundle (requests are validated in
 * catalog-request.ts, on the server).
 */

export type SortOption = (typeof SORT_OPTIONS)[number];
export const FILTER_CODES = ["brand", ...FILTER_ATTRIBUTES] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

export interface TilePrice {
  regular: number;
  special: number | null;
  final: number;
  discountPercent: number;
  /** Beside a reduced price: the lowest price of the 30 days before the reduction (EU price indication rules), else null. */
  priorLowest: number | null;
  /** "From" prices (configurables whose variants differ, grouped, bundle). */
  from: boolean;
}

/** A product as a listing tile shows it (no internal fields). */
export interface ProductTile {
  sku: string;
  type: string;
  name: string;
  url: string;
  image: string | null;
  hoverImage: string | null;
  price: TilePrice;
  isNew: boolean;
  onSale: boolean;
  inStock: boolean;
  colors: { value: string; label: string; swatch: string | null }[];
  /** Approved reviews' average (one decimal) and count, when the product has rated reviews (worker/reviews). */
  rating?: { avg: number; n: number };
}

export interface FacetBucket {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  swatch?: string | null;
}

export interface Facet {
  code: FilterCode | "price";
  label: string;
  buckets: FacetBucket[];
}

/** SPEC §3 Search result: items, total, perPage, start, aggregations, suggestions. */
export interface SearchResult {
  items: ProductTile[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Facet[];
  /** Whole euros: the floor of the lowest and ceiling of the highest price in the results. */
  priceRange: { min: number; max: number } | null;
  suggestions: string[];
  /**
   * What was searched when it was not the query as typed (issue 35 point 9): `q` with misspelt
   * words corrected and words the catalogue has nothing for left out; `relaxed` when strict
   * matching found nothing and products matching only half the words are shown. null when the
   * query was searched as typed.
   */
  searched: { q: string; relaxed: boolean } | null;
  /**
   * `limited`: the search database could not answer and this is an answer to the same request from
   * a little earlier (the libSQL search tier degrading, worker/catalog/libsql-search/tier.ts).
   * `capped`: the libSQL search tier stopped at its candidate cap (its first 1,000 matches, or a
   * filtered listing's first 5,000 products): `total` and the facet counts are a lower bound, shown
   * as "1000+".
   */
  flags: { noresults: boolean; limited?: boolean; capped?: boolean };
}

/**
 * The catalogue search request as the browser sends it (`GET /api/catalog/search`, filters as
 * `filters[code]=a,b`): the wire form `searchRequestSchema` in catalog-request.ts validates on the
 * server; catalog-request.test.ts keeps the two in step.
 */
export interface SearchQuery {
  q?: string;
  category?: number;
  filters?: Partial<Record<FilterCode, string[]>>;
  /** "from-to" in whole euros incl. tax; "500-" is open-ended. */
  price?: string;
  sort?: SortOption;
  size?: number;
  from?: number;
  store?: StoreCode;
}
