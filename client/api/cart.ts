import type {
  CartItemDto,
  CartItemRequest,
  CartQuery as CartQueryInput,
  ProductOptionRequest,
  TotalsDto,
} from "../../schema/api/cart";
import type { StoreCode } from "../../schema/store-codes";
import { getEndpoint } from "./endpoint";
import { apiRequest, type CallOptions } from "./request";

// SPEC §9 names no cart deadline. A write is two database round trips of at most 1 s each on the
// server, so the browser waits as long as for a search (5 s) before calling it a TIMEOUT.
const CART_TIMEOUT_MS = 5000;

/** Every cart call names its cart (SPEC §7). */
export type CartQuery = Pick<CartQueryInput, "cartId">;

export type { CartItemRequest, ProductOptionRequest };

/** POST /api/cart/create (SPEC §7): starts the session cookie if needed and answers the new cart's id. */
export function createCart(query: { storeCode: StoreCode }, options?: CallOptions): Promise<string> {
  return apiRequest<string>({ method: "POST", path: "/api/cart/create", query, timeoutMs: CART_TIMEOUT_MS }, options);
}

/** POST /api/cart/update?cartId= (SPEC §7): adds to a line or sets its quantity; answers the line. */
export function updateCartItem(
  { cartId, cartItem }: CartQuery & { cartItem: CartItemRequest },
  options?: CallOptions,
): Promise<CartItemDto> {
  return apiRequest<CartItemDto>(
    { method: "POST", path: "/api/cart/update", query: { cartId }, body: { cartItem }, timeoutMs: CART_TIMEOUT_MS },
    options,
  );
}

/** POST /api/cart/delete?cartId= (SPEC §7): removes a line. */
export function deleteCartItem(
  { cartId, item_id }: CartQuery & { item_id: number },
  options?: CallOptions,
): Promise<boolean> {
  return apiRequest<boolean>(
    {
      method: "POST",
      path: "/api/cart/delete",
      query: { cartId },
      body: { cartItem: { item_id } },
      timeoutMs: CART_TIMEOUT_MS,
    },
    options,
  );
}

/** GET /api/cart/mine: the id of the session's open cart, or null (a browser that lost or never had it). */
export const findMyCart = /* @__PURE__ */ getEndpoint<Record<string, never>, string | null>(
  "/api/cart/mine",
  CART_TIMEOUT_MS,
);

/** GET /api/cart/pull?cartId= (SPEC §7): the cart's lines, priced now. */
export const pullCart = /* @__PURE__ */ getEndpoint<CartQuery, CartItemDto[]>("/api/cart/pull", CART_TIMEOUT_MS);

/** GET /api/cart/totals?cartId= (SPEC §7): totals in cents with total segments. */
export const cartTotals = /* @__PURE__ */ getEndpoint<CartQuery, TotalsDto>("/api/cart/totals", CART_TIMEOUT_MS);

/** POST /api/cart/apply-coupon?cartId=&coupon= (SPEC §7); a refusal is an ApiError COUPON_INVALID. */
export function applyCoupon(query: CartQuery & { coupon: string }, options?: CallOptions): Promise<boolean> {
  return apiRequest<boolean>(
    { method: "POST", path: "/api/cart/apply-coupon", query, timeoutMs: CART_TIMEOUT_MS },
    options,
  );
}

/** POST /api/cart/delete-coupon?cartId= (SPEC §7). */
export function deleteCoupon(query: CartQuery, options?: CallOptions): Promise<boolean> {
  return apiRequest<boolean>(
    { method: "POST", path: "/api/cart/delete-coupon", query, timeoutMs: CART_TIMEOUT_MS },
    options,
  );
}
