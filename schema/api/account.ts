/**
 * Requests and answers of the user calls (SPEC §7 Users, wishlist) and the account extensions
 * (logout, loyalty, order detail, privacy export and deletion), as zod schemas: the worker validates
 * requests with them and types its answers from them; the browser's client takes its types from them
 * (`z.infer`), so a renamed field fails the type check on both sides. Built lazily (z.lazy): an
 * isolate pays for a schema the first time a request uses it.
 *
 * Request bounds come first (an oversized field is a 400 naming it before anything runs); the
 * SPEC §5 rules (e-mail, names, password classes) follow in the worker, in the caller's language.
 * The bodies Vue Storefront documents (registration, profile update, addresses) drop what they do not
 * know: its clients send more than we keep (a Magento address's `region` object, `region_id`,
 * `company`, the whole customer record on an update), and an unknown field there is ignored, never
 * refused (test/vsf-contract.test.ts). Calls of our own stay strict.
 */
import * as z from "zod";
import type { PickupStore } from "../store-types";

import {
  EMAIL_MAX_LENGTH,
  MAX_ADDRESSES,
  MAX_REGISTER_ADDRESSES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  WISHLIST_MAX_ITEMS,
} from "../constants";

const password = z.string().max(PASSWORD_MAX_LENGTH);
const email = z.string().max(EMAIL_MAX_LENGTH);
const name = z.string().max(NAME_MAX_LENGTH);
const sku = z.string().min(1).max(64);

/** Magento's region: a name, or `{region, region_code, region_id}` as Vue Storefront sends a saved address's. */
const region = z.union([
  z.string().max(100),
  z.object({ region: z.string().max(100).nullish() }).transform((r) => r.region ?? undefined),
]);

// ---- Requests

/** POST /api/user/login. */
export const loginRequestSchema = z.lazy(() => z.strictObject({ username: email, password }));
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** An address as a request carries it (POST /api/user/address; within create and me). */
export const addressRequestSchema = z.lazy(() =>
  z.object({
    id: z.number().int().positive().optional(),
    firstname: name,
    lastname: name,
    street: z.array(z.string().max(100)).min(1).max(3),
    postcode: z.string().max(16),
    city: z.string().max(100),
    region: region.nullish(),
    country_id: z.string().max(2),
    telephone: z.string().max(32).nullish(),
    company: z.string().max(200).nullish(),
    vat_id: z.string().max(40).nullish(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  }),
);
/** An address request as a client sends it. */
export type AddressRequestBody = z.input<typeof addressRequestSchema>;
/** An address request as the worker reads it (a region object reduced to its name). */
export type AddressRequest = z.output<typeof addressRequestSchema>;

/** POST /api/user/create. */
export const registerRequestSchema = z.lazy(() =>
  z.object({
    customer: z.object({
      email,
      firstname: name,
      lastname: name,
      addresses: z.array(addressRequestSchema).max(MAX_REGISTER_ADDRESSES).optional(),
    }),
    password,
  }),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/user/reset-password. */
export const resetRequestSchema = z.lazy(() => z.strictObject({ email }));
export type ResetRequest = z.input<typeof resetRequestSchema>;

/** POST /api/user/create-password: the reset link's token and the new password. */
export const createPasswordRequestSchema = z.lazy(() =>
  z.strictObject({ email, newPassword: password, resetToken: z.string().max(100) }),
);
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;

/** POST /api/user/change-password. */
export const changePasswordRequestSchema = z.lazy(() =>
  z.strictObject({ currentPassword: password, newPassword: password }),
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /api/user/refresh: the refresh token, or none (the browser's refresh cookie). */
export const refreshRequestSchema = z.lazy(() => z.strictObject({ refreshToken: z.string().max(100).optional() }));
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/** POST /api/user/me: the modifiable fields (SPEC §6); addresses replace the saved ones. */
export const customerUpdateSchema = z.lazy(() =>
  z.object({
    customer: z.object({
      id: z.number().int().optional(),
      email,
      firstname: name,
      lastname: name,
      addresses: z.array(addressRequestSchema).max(MAX_ADDRESSES).optional(),
    }),
  }),
);
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

/** GET /api/user/order-history?pageSize&currentPage. */
export const orderHistoryQuerySchema = z.lazy(() =>
  z.object({
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
    token: z.string().optional(),
    storeCode: z.string().optional(),
  }),
);
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

/** POST /api/user/delete: the password confirms. */
export const deleteAccountRequestSchema = z.lazy(() => z.strictObject({ password }));
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** POST /api/user/loyalty/check {points}: can these be redeemed? */
export const loyaltyCheckRequestSchema = z.lazy(() =>
  z.strictObject({ points: z.number().int().min(1).max(1_000_000) }),
);
export type LoyaltyCheckRequest = z.input<typeof loyaltyCheckRequestSchema>;

/** POST /api/wishlist/add and /delete: a product by id or sku. */
export const wishlistItemRequestSchema = z.lazy(() =>
  z
    .strictObject({ productId: z.number().int().positive().optional(), sku: sku.optional() })
    .refine((b) => b.productId !== undefined || b.sku !== undefined, { message: "productId or sku is required" }),
);
export type WishlistItemRequest = z.input<typeof wishlistItemRequestSchema>;

/** POST /api/wishlist/merge: the guest's wishlist, kept in the browser, joins the account's. */
export const wishlistMergeRequestSchema = z.lazy(() => z.strictObject({ skus: z.array(sku).max(WISHLIST_MAX_ITEMS) }));
export type WishlistMergeRequest = z.input<typeof wishlistMergeRequestSchema>;

// ---- Answers

/** A saved address (SPEC §3 User addresses): street is [street name, house number, affix]. */
export const customerAddressSchema = z.lazy(() =>
  z.object({
    id: z.number().optional(),
    firstname: z.string(),
    lastname: z.string(),
    street: z.array(z.string()),
    postcode: z.string(),
    city: z.string(),
    region: z.string().optional(),
    country_id: z.string(),
    telephone: z.string().optional(),
    company: z.string().optional(),
    vat_id: z.string().optional(),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  }),
);
export type CustomerAddressDto = z.infer<typeof customerAddressSchema>;

/** SPEC §3 User as /api/user/me answers it. */
export const customerSchema = z.lazy(() =>
  z.object({
    id: z.number(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    created_at: z.string(),
    store_code: z.string(),
    addresses: z.array(customerAddressSchema),
    loyalty_card: z.string(),
  }),
);
export type CustomerDto = z.infer<typeof customerSchema>;

/** The answer of login, create-password and refresh: the token (the site gets "" and a cookie) and a refresh token. */
export const tokenResultSchema = z.lazy(() => z.object({ token: z.string(), refreshToken: z.string() }));
export type TokenResult = z.infer<typeof tokenResultSchema>;

/** One order of SPEC §3 Order in the history (amounts in euros, as the SPEC's platform answers them). */
export const orderSummarySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    increment_id: z.string(),
    created_at: z.string(),
    status: z.string(),
    grand_total: z.number(),
    subtotal: z.number(),
    discount_amount: z.number(),
    tax_amount: z.number(),
    shipping_incl_tax: z.number(),
    order_currency_code: z.string(),
    payment_method: z.string(),
    shipping_method: z.string(),
    store_code: z.string(),
    items: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        qty_ordered: z.number(),
        price_incl_tax: z.number(),
        row_total_incl_tax: z.number(),
      }),
    ),
    shipping_address: z.unknown(),
    /** The invoice address (with company and VAT number when given; issue 31.8). */
    billing_address: z.unknown(),
    /** Click & collect (issue 31.5): the pick-up store and from when the order is ready there. */
    pickup_store: z.custom<PickupStore>().nullable(),
  }),
);
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;

/** GET /api/user/order-history. */
export const orderHistorySchema = z.lazy(() =>
  z.object({
    items: z.array(orderSummarySchema),
    total_count: z.number(),
    page_size: z.number(),
    current_page: z.number(),
  }),
);
export type OrderHistoryDto = z.infer<typeof orderHistorySchema>;

/** GET /api/wishlist: SPEC §7 result.items with product_id. */
export const wishlistSchema = z.lazy(() =>
  z.object({ items: z.array(z.object({ product_id: z.number(), sku: z.string(), added_at: z.string() })) }),
);
export type WishlistDto = z.infer<typeof wishlistSchema>;

/** GET /api/user/loyalty. */
export const loyaltySchema = z.lazy(() =>
  z.object({
    card_number: z.string(),
    balance: z.number(),
    history: z.array(
      z.object({
        points: z.number(),
        reason: z.string(),
        order_increment_id: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
);
export type LoyaltyDto = z.infer<typeof loyaltySchema>;
