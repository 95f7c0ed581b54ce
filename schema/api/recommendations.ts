/**
 * Recommendations (issue 32.3): the cart's "You may also like" and the shopper's recently viewed
 * products, answered by one call, `GET /api/ext/recommendations?cart=…&viewed=…`.
 * Limits live here, not in schema/constants.ts (which every page's entry bundles).
 */
import * as z from "zod";
import type { ProductTile } from "./catalog";
import { skuListParam } from "./sku-list";
import { STORE_CODES } from "../store-codes";

/** Tiles "Complete the look" shows on a product page, and "You may also like" in the cart. */
export const RECOMMENDATION_COUNT = 4;
/** Products kept in the recently viewed list (localStorage), newest first. */
export const RECENTLY_VIEWED_MAX = 12;
/** Cart lines the suggestions are asked for (a cart has at most 99 units, rarely more lines). */
export const RECOMMENDATION_CART_MAX = 30;
/** A fallback shows products whose price is within this share of the product's (±30 %). */
export const SIMILAR_PRICE_SHARE = 0.3;

/** A sku as the catalogue writes them: letters, digits and a few separators, at most 64 characters. */
const sku = z.string().regex(/^[\w.\-/+ ]{1,64}$/, "is not a sku");

/** GET /api/ext/recommendations?cart=A,B&viewed=C,D (at least one of the two). */
export const recommendationsQuerySchema = z.lazy(() =>
  z
    .strictObject({
      cart: skuListParam(RECOMMENDATION_CART_MAX, sku).optional(),
      viewed: skuListParam(RECENTLY_VIEWED_MAX, sku).optional(),
      storeCode: z.enum(STORE_CODES).optional(),
    })
    .refine((q) => q.cart !== undefined || q.viewed !== undefined, {
      message: "name the cart's skus or the viewed skus",
      path: ["cart"],
    }),
);
export type RecommendationsQuery = z.input<typeof recommendationsQuerySchema>;

/** The answer: suggestions for the cart's lines, and the viewed products still listed, in the order asked. */
export interface RecommendationsDto {
  suggestions: ProductTile[];
  viewed: ProductTile[];
}
