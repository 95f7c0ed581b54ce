/**
 * The browser's typed client of the JSON API: islands and hooks call these functions, never
 * `fetch` (CONVENTIONS 14). Every call goes through `apiRequest`, which
 * - gives it a deadline (`AbortSignal.timeout`, combined with the caller's `signal`),
 * - unwraps the `{code, result}` envelope into the typed result,
 * - throws every failure as one `ApiError`: the API's `errorCode`, `message` and `fields`, or
 *   NETWORK, TIMEOUT, ABORTED or BAD_RESPONSE when no envelope came back.
 *
 * Adding an endpoint: put its request and response types in `schema/api/` (the worker builds its
 * answer from the same types), then add two lines to the feature's file here (a new file also gets
 * an `export *` line below):
 *
 *   // GET /api/cart/totals (SPEC §7).
 *   export const cartTotals = getEndpoint<CartQuery, CartTotals>("/api/cart/totals", CART_TIMEOUT_MS);
 *
 * `postEndpoint` is the same for a JSON body; a call with both a query and a body, or a query that
 * is not flat, is a small function around `apiRequest` (see `searchProducts`). Nothing here may
 * import zod or `worker/`: this code ships to the browser.
 *
 * The cart's calls (`./cart`) and the product options of the quick add
 * (`./product-options`) are not re-exported here: they load lazily with the cart, and a re-export
 * would put them in the chunk every page's islands share (the 80 KB budget).
 */
export * from "./catalog";
export * from "./stock";
export { getEndpoint, postEndpoint, type Endpoint } from "./endpoint";
export { ApiError, type ApiErrorCode, type ClientErrorCode } from "./errors";
export { apiRequest, type ApiCall, type CallOptions, type Fetch, type QueryParams } from "./request";
