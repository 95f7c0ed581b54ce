/**
 * Request and response types of the user calls (SPEC §7 Users, wishlist) and the account
 * extensions (logout, order detail, privacy export and deletion). The worker builds its answers from
 * these; the browser's typed client uses them. Free of zod.
 */

/** A saved address (SPEC §3 User addresses): street is [street name, house number, affix]. */
export interface CustomerAddressDto {
  id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  postcode: string;
  city: string;
  region?: string;
  country_id: string;
  telephone?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** SPEC §3 User as /api/user/me answers it. */
export interface CustomerDto {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string;
  store_code: string;
  addresses: CustomerAddressDto[];
  loyalty_card: string;
}

/** POST /api/user/me: the modifiable fields (SPEC §6); addresses replace the saved ones. */
export interface CustomerUpdate {
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    addresses?: CustomerAddressDto[];
  };
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/user/create. */
export interface RegisterRequest {
  customer: { email: string; firstname: string; lastname: string };
  password: string;
}

/** The answer of login, create-password and refresh: the token (the site gets "" and a cookie) and a refresh token. */
export interface TokenResult {
  token: string;
  refreshToken: string;
}

/** One order of SPEC §3 Order in the history (amounts in euros, as the SPEC's platform answers them). */
export interface OrderSummaryDto {
  id: string;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  subtotal: number;
  discount_amount: number;
  tax_amount: number;
  shipping_incl_tax: number;
  order_currency_code: string;
  payment_method: string;
  shipping_method: string;
  store_code: string;
  items: { sku: string; name: string; qty_ordered: number; price_incl_tax: number; row_total_incl_tax: number }[];
  shipping_address: unknown;
}

/** GET /api/user/order-history. */
export interface OrderHistoryDto {
  items: OrderSummaryDto[];
  total_count: number;
  page_size: number;
  current_page: number;
}

/** GET /api/wishlist: SPEC §7 result.items with product_id. */
export interface WishlistDto {
  items: { product_id: number; sku: string; added_at: string }[];
}

/** GET /api/user/loyalty. */
export interface LoyaltyDto {
  card_number: string;
  balance: number;
  history: { points: number; reason: string; order_increment_id: string | null; created_at: string }[];
}
