/**
 * Order API requests and answers (SPEC §7 POST /api/order, GET /api/ext/checkout/status), as zod
 * schemas shared by the worker, which validates with them, and the browser's API client, which
 * takes its types from them. The order body's prices, totals, status or owner are never read: the
 * server prices the cart itself (what the schema does not name is dropped).
 */
import * as z from "zod";
import { MAX_LINE_QTY } from "../constants";
import { addressObject } from "./cart";
import type { PickupStore } from "../store-types";

/** An address as the order takes it: the checkout address without the region fields it drops. */
const orderAddress = z.lazy(() => addressObject().omit({ region: true, region_id: true, region_code: true }));

/**
 * The delivery address, which a signed-in customer may also save in their address book with the
 * order (Magento's `save_in_address_book`, true or 1; issue 31.8). The billing address carries the
 * company and VAT number (`company`, `vat_id`).
 */
const orderShippingAddress = z.lazy(() =>
  addressObject()
    .omit({ region: true, region_id: true, region_code: true })
    .extend({ save_in_address_book: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional() }),
);

/** POST /api/order, with an `Idempotency-Key` header (or the body's `order_id`). */
export const orderBody = z.lazy(() =>
  z.object({
    // Any length Vue Storefront's clients use (its own fixtures send Magento quote ids like "278249").
    cart_id: z.string().min(1).max(64),
    order_id: z.string().min(8).max(100).optional(),
    products: z
      .array(z.object({ sku: z.string().min(1).max(64), qty: z.number().int().min(1).max(MAX_LINE_QTY) }))
      .min(1)
      .max(100),
    addressInformation: z.object({
      shippingAddress: orderShippingAddress,
      billingAddress: orderAddress.optional(),
      shipping_method_code: z.string().min(1).max(64),
      shipping_carrier_code: z.string().min(1).max(64),
      payment_method_code: z.string().min(1).max(64),
      payment_method_additional: z.unknown().optional(),
      /** Click & collect (issue 31.5): the slug of the pick-up store, with the in-store pickup method. */
      pickup_store: z
        .string()
        .max(80)
        .regex(/^[a-z0-9-]+$/)
        .optional(),
    }),
  }),
);
export type OrderBody = z.output<typeof orderBody>;
export type OrderRequest = z.input<typeof orderBody>;

/** The answer of POST /api/order. */
export const placedOrderDto = z.lazy(() =>
  z.object({
    orderId: z.string(),
    incrementId: z.string(),
    status: z.enum(["placed", "pending_payment"]),
    grandTotal: z.number(),
    currency: z.string(),
    paymentMethod: z.string(),
    redirect: z.boolean(),
  }),
);
export type PlacedOrderDto = z.infer<typeof placedOrderDto>;

/** GET /api/ext/checkout/status?orderId=. */
export const checkoutStatusQuery = z.lazy(() => z.object({ orderId: z.uuid() }).loose());

export const checkoutStatusDto = z.lazy(() =>
  z.object({
    orderId: z.string(),
    incrementId: z.string(),
    status: z.enum([
      "pending_payment",
      "placed",
      "processed",
      "returned",
      "canceled",
      "refund_processing",
      "refund_failed",
    ]),
    statusLabel: z.string(),
    paymentStatus: z.string(),
    paymentMethod: z.string(),
    grandTotal: z.number(),
    currency: z.string(),
    /** Click & collect (issue 31.5): where and from when the order can be collected; null otherwise. */
    pickupStore: z.custom<PickupStore>().nullable(),
  }),
);
export type CheckoutStatusDto = z.infer<typeof checkoutStatusDto>;
