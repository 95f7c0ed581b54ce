/**
 * The user calls (SPEC §7 Users) and the wishlist calls as typed functions. The site keeps its
 * session in HttpOnly cookies: every call says so (`x-session-transport: cookie`), so the API never
 * hands the browser's JavaScript a token. Every call names the store view for its messages. Request
 * and answer types are the API's own (schema/api/account.ts).
 */
import type {
  AddressRequestBody,
  ChangePasswordRequest,
  CreatePasswordRequest,
  CustomerDto,
  CustomerUpdate,
  DeleteAccountRequest,
  LoginRequest,
  LoyaltyDto,
  OrderHistoryDto,
  OrderHistoryQuery,
  RegisterRequest,
  ResetRequest,
  WishlistDto,
  WishlistItemRequest,
  WishlistMergeRequest,
} from "../../schema/api/account";
import type { StoreCode } from "../../schema/store-codes";
import { apiRequest, type CallOptions } from "./request";

// PBKDF2 on the server takes a noticeable fraction of a second; allow for it and a slow network.
const ACCOUNT_TIMEOUT_MS = 8000;
const COOKIE_ONLY = { "x-session-transport": "cookie" } as const;

const storeCode = (): StoreCode =>
  (typeof document === "undefined" ? "nl" : (document.documentElement.dataset.store ?? "nl")) as StoreCode;

function call<T>(method: "GET" | "POST", path: string, body?: unknown, query: Record<string, string | number> = {}) {
  return (options?: CallOptions) =>
    apiRequest<T>(
      {
        method,
        path,
        body: method === "POST" ? (body ?? {}) : undefined,
        query: { storeCode: storeCode(), ...query },
        timeoutMs: ACCOUNT_TIMEOUT_MS,
        headers: COOKIE_ONLY,
      },
      options,
    );
}

/** POST /api/user/login: the session cookie is set; the result token is empty for the site. */
export const loginUser = (username: string, password: string, o?: CallOptions) =>
  call<string>("POST", "/api/user/login", { username, password } satisfies LoginRequest)(o);
/** POST /api/user/create. */
export const registerUser = (body: RegisterRequest, o?: CallOptions) =>
  call<{ email: string }>("POST", "/api/user/create", body)(o);
/** POST /api/user/logout: revokes the session and clears its cookies. */
export const logoutUser = (o?: CallOptions) => call<boolean>("POST", "/api/user/logout")(o);
/** POST /api/user/refresh with the refresh cookie. */
export const refreshUser = (o?: CallOptions) => call<string>("POST", "/api/user/refresh")(o);
/** POST /api/user/reset-password: always the same answer. */
export const requestPasswordReset = (email: string, o?: CallOptions) =>
  call<string>("POST", "/api/user/reset-password", { email } satisfies ResetRequest)(o);
/** POST /api/user/create-password: sets the password of a reset link and signs in. */
export const createPassword = (body: CreatePasswordRequest, o?: CallOptions) =>
  call<string>("POST", "/api/user/create-password", body)(o);
/** POST /api/user/change-password. */
export const changePassword = (body: ChangePasswordRequest, o?: CallOptions) =>
  call<string>("POST", "/api/user/change-password", body)(o);
/** GET /api/user/me. */
export const fetchMe = (o?: CallOptions) => call<CustomerDto>("GET", "/api/user/me")(o);
/** POST /api/user/me. */
export const updateMe = (body: CustomerUpdate, o?: CallOptions) => call<CustomerDto>("POST", "/api/user/me", body)(o);
/** POST /api/user/address: adds (without id) or updates an address. */
export const saveAddress = (body: AddressRequestBody, o?: CallOptions) =>
  call<CustomerDto>("POST", "/api/user/address", body)(o);
/** POST /api/user/address/{id}/delete. */
export const deleteAddress = (id: number, o?: CallOptions) =>
  call<boolean>("POST", `/api/user/address/${id}/delete`)(o);
/** GET /api/user/order-history (SPEC §9 page size 20, first page 1). */
export const fetchOrderHistory = (
  page: Partial<Record<keyof Pick<OrderHistoryQuery, "pageSize" | "currentPage">, number>> = {},
  o?: CallOptions,
) =>
  call<OrderHistoryDto>("GET", "/api/user/order-history", undefined, {
    pageSize: page.pageSize ?? 20,
    currentPage: page.currentPage ?? 1,
  })(o);
/** GET /api/user/loyalty. */
export const fetchLoyalty = (o?: CallOptions) => call<LoyaltyDto>("GET", "/api/user/loyalty")(o);
/** POST /api/user/delete: the GDPR erasure, confirmed with the password. */
export const deleteAccount = (password: string, o?: CallOptions) =>
  call<boolean>("POST", "/api/user/delete", { password } satisfies DeleteAccountRequest)(o);

/** GET /api/wishlist (SPEC §7: result.items with product_id). */
export const fetchWishlist = (o?: CallOptions) => call<WishlistDto>("GET", "/api/wishlist")(o);
/** POST /api/wishlist/add: SPEC §7 takes {productId}; listings know the sku, which the API also takes. */
export const addWishlistItem = (sku: string, o?: CallOptions) =>
  call<WishlistDto>("POST", "/api/wishlist/add", { sku } satisfies WishlistItemRequest)(o);
/** POST /api/wishlist/delete ({productId} or {sku}). */
export const deleteWishlistItem = (sku: string, o?: CallOptions) =>
  call<WishlistDto>("POST", "/api/wishlist/delete", { sku } satisfies WishlistItemRequest)(o);
/** POST /api/wishlist/merge {skus}: the guest's hearts join the customer's list at login. */
export const mergeWishlist = (skus: string[], o?: CallOptions) =>
  call<WishlistDto>("POST", "/api/wishlist/merge", { skus } satisfies WishlistMergeRequest)(o);
