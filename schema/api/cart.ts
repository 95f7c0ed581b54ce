/**
 * Cart API request and response types (SPEC §7 cart calls), shared by the worker, which builds its
 * answers from them, and the browser's API client. Money is integer cents (EUR) everywhere.
 */

/** A line as pull and update answer it (SPEC §3 cart item). */
export interface CartItemDto {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  /** Unit price incl. tax, cents. */
  price: number;
  product_type: string;
  quote_id: string;
  product_option?: unknown;
  options: { label: string; value: string }[];
  /** Media path of the line's picture (the variant's own), when the product is still in the catalogue. */
  image?: string | null;
  /** The line's product page, with the variant chosen. */
  url?: string;
  /** Set when the line can no longer be bought (e.g. the product was withdrawn). */
  errors?: string;
  /** SPEC §8 item info: 'In stock!' or the volatile warning. */
  info?: string;
}

export interface TotalsItemDto {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  tax_percent: number;
  options: { label: string; value: string }[];
}

/**
 * SPEC §3 total segment: subtotal, discount, shipping, tax (included), giftcard, grand_total; and
 * ours, loyalty (points paid with, negative like the discount).
 */
export interface TotalSegmentDto {
  code: "subtotal" | "discount" | "loyalty" | "shipping" | "tax" | "giftcard" | "grand_total";
  title: string;
  value: number;
}

export interface TotalsDto {
  grand_total: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  giftcard_amount: number;
  /** A customer's cart: their points balance, the points used now, what they take off (cents), the most usable. */
  loyalty: { balance: number; points: number; amount: number; max: number; point_value: number } | null;
  items_qty: number;
  base_currency_code: "EUR";
  quote_currency_code: "EUR";
  coupon_code: string | null;
  giftcard_code: string | null;
  items: TotalsItemDto[];
  total_segments: TotalSegmentDto[];
}

export interface ShippingMethodDto {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Price incl. tax for this cart now (0 when free). */
  amount: number;
  price_incl_tax: number;
  available: boolean;
  default: boolean;
}

export interface PaymentMethodDto {
  code: string;
  title: string;
  /** True for card/bank methods that redirect to the payment provider. */
  is_redirect: boolean;
  default: boolean;
}

/** SPEC §3 shipping/billing address as the server takes it. */
export interface AddressDto {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string;
  email?: string;
  company?: string;
  region?: string;
  region_id?: number;
  region_code?: string;
  vat_id?: string;
}

export interface ShippingInformationResultDto {
  payment_methods: PaymentMethodDto[];
  totals: TotalsDto;
}

export interface GiftCardCheckDto {
  code: string;
  balance: number;
  currency: string;
}
