/**
 * Cart API requests and answers (SPEC §7 cart calls under /api/cart and /api/ext), as zod schemas:
 * the worker validates requests with them (worker/http/validate.ts) and builds its answers as their
 * types; the browser's API client takes its types from them (`z.input` for what it sends,
 * `z.infer` for what it reads), so a renamed field fails the type check on both sides. Field
 * names are Vue Storefront's (test/vsf-contract.test.ts). Money is integer cents (EUR) everywhere.
 * Schemas are built lazily: a worker isolate builds only those its requests use.
 */
import * as z from "zod";
import { MAX_LINE_QTY } from "../constants";

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

/** SPEC §7: every cart call names its cart with `?cartId=`. */
export const cartQuery = z.lazy(() =>
  z.object({ cartId: z.string().trim().min(8).max(64), token: z.string().max(200).optional() }).loose(),
);
export type CartQuery = z.input<typeof cartQuery>;

const optionId = z.lazy(() =>
  z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,9}$/)]).transform(Number),
);

/** SPEC §3 product_option (Vue Storefront shape) as the cart takes it, strict where it matters and bounded. */
export const productOptionSchema = z.lazy(() =>
  z
    .object({
      extension_attributes: z
        .object({
          custom_options: z
            .array(
              z.object({
                option_id: optionId,
                option_value: z.union([z.string().max(200), z.number()]).transform(String),
              }),
            )
            .max(20)
            .optional(),
          configurable_item_options: z
            .array(
              z.object({
                option_id: optionId,
                option_value: z.union([z.string().max(20), z.number()]).transform(String),
              }),
            )
            .max(10)
            .optional(),
          bundle_options: z
            .array(
              z.object({
                option_id: optionId,
                option_qty: z.number().int().min(1).max(MAX_LINE_QTY).optional(),
                option_selections: z.array(optionId).max(20),
              }),
            )
            .max(20)
            .optional(),
        })
        .optional(),
    })
    .nullable()
    .optional(),
);
export type ProductOptionInput = z.output<typeof productOptionSchema>;
/** product_option as a client sends it. */
export type ProductOptionRequest = NonNullable<z.input<typeof productOptionSchema>>;

/** 1 to 99 whole units: fractions, zero, negatives and huge numbers are refused with 400. */
const lineQty = z.lazy(() =>
  z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_LINE_QTY, `must be at most ${MAX_LINE_QTY}`),
);

/** POST /api/cart/update: without item_id qty is added to the line; with item_id it is the line's new quantity. */
export const cartItemRequest = z.lazy(() =>
  z.strictObject({
    sku: z.string().trim().min(1).max(64),
    qty: lineQty,
    item_id: z.number().int().positive().optional(),
    quoteId: z.string().max(64).optional(),
    product_option: productOptionSchema,
  }),
);
export type CartItemRequest = z.input<typeof cartItemRequest>;
export const updateCartBody = z.lazy(() => z.strictObject({ cartItem: cartItemRequest }));

/** POST /api/cart/delete. */
export const deleteCartBody = z.lazy(() =>
  z.strictObject({
    cartItem: z.strictObject({
      item_id: z.number().int().positive(),
      sku: z.string().max(64).optional(),
      quoteId: z.string().max(64).optional(),
    }),
  }),
);

/** POST /api/cart/apply-coupon?cartId=&coupon=. */
export const couponQuery = z.lazy(() =>
  z
    .object({
      cartId: z.string().trim().min(8).max(64),
      token: z.string().max(200).optional(),
      coupon: z.string().trim().min(1).max(64),
    })
    .loose(),
);

/**
 * An address as checkout sends it. Vue Storefront's checkout sends the order's address shape here
 * (sameAsBilling, save_address, …): what we do not keep is ignored, never refused.
 */
export const checkoutAddress = z.lazy(() =>
  z.object({
    firstname: z.string().max(100).optional(),
    lastname: z.string().max(100).optional(),
    street: z.array(z.string().max(200)).max(4).optional(),
    city: z.string().max(100).optional(),
    postcode: z.string().max(20).optional(),
    country_id: z.string().max(2).optional(),
    telephone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
    company: z.string().max(200).optional(),
    region: z.string().max(100).optional(),
    region_id: z.number().int().optional(),
    region_code: z.string().max(20).optional(),
    vat_id: z.string().max(40).optional(),
  }),
);

/** POST /api/cart/shipping-methods. */
export const shippingMethodsBody = z.lazy(() => z.strictObject({ address: checkoutAddress.optional() }));

/** POST /api/cart/shipping-information. */
export const shippingInformationBody = z.lazy(() =>
  z.object({
    addressInformation: z.object({
      shippingAddress: checkoutAddress,
      billingAddress: checkoutAddress.optional(),
      shipping_method_code: z.string().min(1).max(64),
      shipping_carrier_code: z.string().min(1).max(64),
    }),
  }),
);
export type ShippingInformationRequest = z.input<typeof shippingInformationBody>;

const paymentMethodChoice = z.lazy(() =>
  z.strictObject({
    method: z.string().min(1).max(64),
    additional_data: z.array(z.string().max(2000)).max(10).optional(),
  }),
);

/** POST /api/cart/collect-totals: the chosen delivery and/or payment method. */
export const collectTotalsBody = z.lazy(() =>
  z.strictObject({
    methods: z.strictObject({
      paymentMethod: z
        .strictObject({ method: z.string().max(64), additional_data: z.array(z.string().max(2000)).max(10).optional() })
        .optional(),
      shippingCarrierCode: z.string().max(64).optional(),
      shippingMethodCode: z.string().max(64).optional(),
    }),
  }),
);
export type CollectTotalsRequest = z.input<typeof collectTotalsBody>;

/** POST /api/ext/cart-extend/selected-payment-method. */
export const selectedPaymentMethodBody = z.lazy(() => z.strictObject({ method: paymentMethodChoice }));

/** POST /api/ext/cart-extend/loyalty-points. */
export const loyaltyPointsBody = z.lazy(() => z.strictObject({ points: z.number().int().min(1).max(1_000_000) }));

/** POST /api/ext/giftcard/apply, /remove (giftCardCode optional) and /check. */
export const giftCardBody = z.lazy(() =>
  z.strictObject({
    giftCardCode: z.string().trim().min(1).max(64),
    token: z.string().max(200).optional(),
    quoteId: z.string().max(64).optional(),
  }),
);
/** POST /api/ext/giftcard/check?cartId=: the cart is optional (its guesses count against it too). */
export const giftCardCheckQuery = z.lazy(() =>
  z.object({ cartId: z.string().trim().min(8).max(64).optional(), token: z.string().max(200).optional() }).loose(),
);
export const giftCardRemoveBody = z.lazy(() => giftCardBody.unwrap().partial({ giftCardCode: true }));

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

const optionLabel = z.lazy(() => z.object({ label: z.string(), value: z.string() }));

/** A line as pull and update answer it (SPEC §3 cart item). */
export const cartItemDto = z.lazy(() =>
  z.object({
    item_id: z.number(),
    sku: z.string(),
    qty: z.number(),
    name: z.string(),
    /** Unit price incl. tax, cents. */
    price: z.number(),
    product_type: z.string(),
    quote_id: z.string(),
    product_option: z.unknown().optional(),
    options: z.array(optionLabel),
    /** Media path of the line's picture (the variant's own), when the product is still in the catalogue. */
    image: z.string().nullable().optional(),
    /** The line's product page, with the variant chosen. */
    url: z.string().optional(),
    /** Set when the line can no longer be bought (e.g. the product was withdrawn). */
    errors: z.string().optional(),
    /** SPEC §8 item info: 'In stock!' or the volatile warning. */
    info: z.string().optional(),
  }),
);
export type CartItemDto = z.infer<typeof cartItemDto>;

export const totalsItemDto = z.lazy(() =>
  z.object({
    item_id: z.number(),
    sku: z.string(),
    name: z.string(),
    qty: z.number(),
    price_incl_tax: z.number(),
    row_total_incl_tax: z.number(),
    discount_amount: z.number(),
    tax_amount: z.number(),
    tax_percent: z.number(),
    options: z.array(optionLabel),
  }),
);
export type TotalsItemDto = z.infer<typeof totalsItemDto>;

/**
 * SPEC §3 total segment: subtotal, discount, shipping, tax (included), giftcard, grand_total; and
 * ours, loyalty (points paid with, negative like the discount).
 */
export const totalSegmentDto = z.lazy(() =>
  z.object({
    code: z.enum(["subtotal", "discount", "loyalty", "shipping", "tax", "giftcard", "grand_total"]),
    title: z.string(),
    value: z.number(),
  }),
);
export type TotalSegmentDto = z.infer<typeof totalSegmentDto>;

export const totalsDto = z.lazy(() =>
  z.object({
    grand_total: z.number(),
    subtotal_incl_tax: z.number(),
    discount_amount: z.number(),
    shipping_incl_tax: z.number(),
    tax_amount: z.number(),
    giftcard_amount: z.number(),
    /** A customer's cart: their points balance, the points used now, what they take off (cents), the most usable. */
    loyalty: z
      .object({
        balance: z.number(),
        points: z.number(),
        amount: z.number(),
        max: z.number(),
        point_value: z.number(),
      })
      .nullable(),
    items_qty: z.number(),
    base_currency_code: z.literal("EUR"),
    quote_currency_code: z.literal("EUR"),
    coupon_code: z.string().nullable(),
    giftcard_code: z.string().nullable(),
    items: z.array(totalsItemDto),
    total_segments: z.array(totalSegmentDto),
  }),
);
export type TotalsDto = z.infer<typeof totalsDto>;

export const shippingMethodDto = z.lazy(() =>
  z.object({
    carrier_code: z.string(),
    method_code: z.string(),
    carrier_title: z.string(),
    method_title: z.string(),
    /** Price incl. tax for this cart now (0 when free). */
    amount: z.number(),
    price_incl_tax: z.number(),
    available: z.boolean(),
    default: z.boolean(),
  }),
);
export type ShippingMethodDto = z.infer<typeof shippingMethodDto>;

export const paymentMethodDto = z.lazy(() =>
  z.object({
    code: z.string(),
    title: z.string(),
    /** True for card/bank methods that redirect to the payment provider. */
    is_redirect: z.boolean(),
    default: z.boolean(),
  }),
);
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;

/** SPEC §3 shipping/billing address as checkout fills it in (the order requires these fields). */
export const addressObject = () =>
  z.object({
    firstname: z.string().max(100),
    lastname: z.string().max(100),
    street: z.array(z.string().max(200)).min(1).max(4),
    city: z.string().max(100),
    postcode: z.string().max(20),
    country_id: z.string().max(2),
    telephone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
    company: z.string().max(200).optional(),
    region: z.string().max(100).optional(),
    region_id: z.number().int().optional(),
    region_code: z.string().max(20).optional(),
    vat_id: z.string().max(40).optional(),
  });
export const addressDto = z.lazy(addressObject);
export type AddressDto = z.infer<typeof addressDto>;

export const shippingInformationResultDto = z.lazy(() =>
  z.object({ payment_methods: z.array(paymentMethodDto), totals: totalsDto }),
);
export type ShippingInformationResultDto = z.infer<typeof shippingInformationResultDto>;

export const giftCardCheckDto = z.lazy(() => z.object({ code: z.string(), balance: z.number(), currency: z.string() }));
export type GiftCardCheckDto = z.infer<typeof giftCardCheckDto>;
