import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { PickupStore } from "../store-types";

/**
 * Orders (SPEC §3 Order, §4 order statuses). Written in one batch with their lines, the stock they
 * take, the coupon use and the gift card draw, so nothing is ever half-written. Money in cents.
 *
 * Statuses (see worker/order/status.ts for the transitions): pending_payment (waiting for a
 * redirect payment), placed ("Order Placed"), processed ("Order Processed"), returned ("Order
 * Returned"), canceled, refund_processing ("Processing Refund"), refund_failed ("Processing Refund Failed").
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** The shopper-facing order number: per store, sequential, never reused. */
    incrementId: text("increment_id").notNull().unique(),
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    /** One live order per cart: a second placement fails on this; a canceled order frees its cart. */
    cartId: text("cart_id").notNull(),
    ownerSession: text("owner_session"),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
    status: text("status", {
      enum: ["pending_payment", "placed", "processed", "returned", "canceled", "refund_processing", "refund_failed"],
    }).notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentStatus: text("payment_status", {
      enum: ["none", "open", "paid", "failed", "canceled", "expired"],
    }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    currency: text("currency").notNull().default("EUR"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    shipping: integer("shipping").notNull(),
    taxAmount: integer("tax_amount").notNull(),
    giftCardAmount: integer("gift_card_amount").notNull(),
    /** Loyalty points the order redeemed, and what they took off the goods (cents, within `discount`). */
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    loyaltyAmount: integer("loyalty_amount").notNull().default(0),
    grandTotal: integer("grand_total").notNull(),
    couponCode: text("coupon_code"),
    giftCardCode: text("gift_card_code"),
    shippingCarrier: text("shipping_carrier").notNull(),
    shippingMethod: text("shipping_method").notNull(),
    shippingAddress: text("shipping_address", { mode: "json" }).notNull(),
    billingAddress: text("billing_address", { mode: "json" }).notNull(),
    servicePoint: text("service_point", { mode: "json" }),
    /** Click & collect (issue 31.5): the store the order is collected from and from when; null otherwise. */
    pickupStore: text("pickup_store", { mode: "json" }).$type<PickupStore>(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("orders_owner_session_idx").on(t.ownerSession),
    index("orders_customer_idx").on(t.customerId),
    uniqueIndex("orders_cart_live_idx")
      .on(t.cartId)
      .where(sql`${t.status} <> 'canceled'`),
    check("orders_grand_total_not_negative", sql`${t.grandTotal} >= 0`),
  ],
);

/** The lines of an order, priced when it was placed. */
export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    qty: integer("qty").notNull(),
    unitPrice: integer("unit_price").notNull(),
    rowTotal: integer("row_total").notNull(),
    discount: integer("discount").notNull(),
    taxAmount: integer("tax_amount").notNull(),
    taxRate: integer("tax_rate").notNull(),
    options: text("options", { mode: "json" }),
    /** The stock this line took: [{sku, qty}], given back when the order is canceled. */
    stockClaims: text("stock_claims", { mode: "json" }).notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

/** Per store view, the last order number handed out (increment ids are never reused). */
export const orderSequences = sqliteTable("order_sequences", {
  store: text("store").primaryKey(),
  prefix: text("prefix").notNull(),
  last: integer("last").notNull().default(0),
});

/**
 * Idempotency of order placement (Stripe's model): the first request with a key claims it; a
 * retry gets the stored answer, a concurrent duplicate 409, another body with the same key 422.
 */
export const idempotencyKeys = sqliteTable("idempotency_keys", {
  /** The caller's key, scoped by the caller's session: `${tokenHash}:${key}`. */
  key: text("key").primaryKey(),
  /** Identifies the request that holds the claim while it works. */
  claim: text("claim").notNull(),
  bodyHash: text("body_hash").notNull(),
  state: text("state", { enum: ["processing", "done"] }).notNull(),
  status: integer("status"),
  response: text("response", { mode: "json" }),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** Payment webhook events already applied: a duplicate or replayed event changes nothing twice. */
export const paymentEvents = sqliteTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  orderId: text("order_id").notNull(),
  status: text("status").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});
