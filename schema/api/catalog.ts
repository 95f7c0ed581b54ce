import { z } from "zod";
import { FILTER_ATTRIBUTES, MAX_LISTING_OFFSET, MAX_SEARCH_TERM_LENGTH, SEARCH_PAGE_SIZE, SORT_OPTIONS } from "../constants";
import { STORE_CODES } from "../../client/i18n/store-views";

export type SortOption = (typeof SORT_OPTIONS)[number];
export const FILTER_CODES = ["brand", ...FILTER_ATTRIBUTES] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

/** SPEC §5: size 0 or less becomes 50; start below 0 becomes 0. */
const size = z.coerce.number().int().catch(SEARCH_PAGE_SIZE).transform((n) => (n <= 0 ? SEARCH_PAGE_SIZE : n));
const from = z.coerce.number().int().catch(0).transform((n) => Math.min(Math.max(0, n), MAX_LISTING_OFFSET));

/** Price filter "from-to" in whole euros incl. tax; "500-" is open-ended (SPEC §2 price ranges written from-to). */
export const priceFilterSchema = z
  .string()
  .regex(/^\d{1,6}-(\d{1,6})?$/, "Price filter must look like 100-250 or 500-")
  .transform((s) => {
    const [lo, hi] = s.split("-");
    return { from: Number(lo), to: hi ? Number(hi) : null };
  });

/** The catalogue search API request (`/api/catalog/search`), as query parameters or a JSON body. */
export const searchRequestSchema = z.strictObject({
  q: z.string().trim().max(MAX_SEARCH_TERM_LENGTH, `Search term must be at most ${MAX_SEARCH_TERM_LENGTH} characters`).optional(),
  category: z.coerce.number().int().positive().optional(),
  filters: z.partialRecord(z.enum(FILTER_CODES), z.array(z.string().min(1).max(60)).max(50)).optional(),
  price: priceFilterSchema.optional(),
  sort: z.enum(SORT_OPTIONS).optional(),
  size: size.optional(),
  from: from.optional(),
  store: z.enum(STORE_CODES).optional(),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;

export interface TilePrice {
  regular: number;
  special: number | null;
  final: number;
  discountPercent: number;
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
  flags: { noresults: boolean };
}
