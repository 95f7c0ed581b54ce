import * as z from "zod";
import {
  MAX_LISTING_OFFSET,
  MAX_LISTING_SIZE,
  MAX_SEARCH_TERM_LENGTH,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
} from "../constants";
import { STORE_CODES } from "../store-codes";
import { FILTER_CODES } from "./catalog";

/** SPEC §5: size 0 or less becomes 50; start below 0 becomes 0. A size past MAX_LISTING_SIZE is cut to it. */
const size = z.coerce
  .number()
  .int()
  .catch(SEARCH_PAGE_SIZE)
  .transform((n) => (n <= 0 ? SEARCH_PAGE_SIZE : Math.min(n, MAX_LISTING_SIZE)));
const from = z.coerce
  .number()
  .int()
  .catch(0)
  .transform((n) => Math.min(Math.max(0, n), MAX_LISTING_OFFSET));

/** Price filter "from-to" in whole euros incl. tax; "500-" is open-ended (SPEC §2 price ranges written from-to). */
export const priceFilterSchema = z
  .string()
  .regex(/^\d{1,6}-(\d{1,6})?$/, "Price filter must look like 100-250 or 500-")
  .transform((s) => {
    const [lo, hi] = s.split("-");
    return { from: Number(lo), to: hi ? Number(hi) : null };
  });

/**
 * The catalogue search API request (`/api/catalog/search`), as query parameters or a JSON body.
 * Built on first use (`z.lazy`): only that API checks it, not the pages.
 */
export const searchRequestSchema = z.lazy(() =>
  z.strictObject({
    q: z
      .string()
      .trim()
      .max(MAX_SEARCH_TERM_LENGTH, `Search term must be at most ${MAX_SEARCH_TERM_LENGTH} characters`)
      .optional(),
    category: z.coerce.number().int().positive().optional(),
    filters: z.partialRecord(z.enum(FILTER_CODES), z.array(z.string().min(1).max(60)).max(50)).optional(),
    price: priceFilterSchema.optional(),
    sort: z.enum(SORT_OPTIONS).optional(),
    size: size.optional(),
    from: from.optional(),
    store: z.enum(STORE_CODES).optional(),
  }),
);
export type SearchRequest = z.output<typeof searchRequestSchema>;
