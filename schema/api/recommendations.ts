/**
 * Recommendations (issue 32.3): the cart's "You may also like" and the shopper's recently viewed
 * products, answered by one call, `GET /api/ext/recommendations?cart=…&viewed=…`.
 * Its limits are in schema/recommendations.ts (no zod: the browser imports one).
 */
import * as z from "zod";
import type { ProductTile } from "./catalog";
import { skuListParam } from "./sku-list";
import { STORE_CODES } from "../store-codes";
import { RECENTLY_VIEWED_MAX, RECOMMENDATION_CART_MAX } from "../recommendations";

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
