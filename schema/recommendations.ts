/**
 * Recommendation limits (issue 32.3), without zod: the browser's recently viewed list imports one.
 * Not in schema/constants.ts, which every page's entry bundles.
 */

/** Tiles "Complete the look" shows on a product page, and "You may also like" in the cart. */
export const RECOMMENDATION_COUNT = 4;
/** Products kept in the recently viewed list (localStorage), newest first. */
export const RECENTLY_VIEWED_MAX = 12;
/** Cart lines the suggestions are asked for (a cart has at most 99 units, rarely more lines). */
export const RECOMMENDATION_CART_MAX = 30;
/** A fallback shows products whose price is within this share of the product's (±30 %). */
export const SIMILAR_PRICE_SHARE = 0.3;
/** The localStorage key of the recently viewed list (client/lib/recently-viewed.ts writes it, the cart reads it). */
export const RECENTLY_VIEWED_KEY = "recently-viewed";
