import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Server carts (SPEC §3 cart state, §7 cart calls). A cart belongs to the session that created it
 * and, once its shopper logs in, to that customer; every call checks the caller owns it (else 404).
 * Prices are never stored: totals are recomputed from the catalogue on every read.
 */
export const carts = sqliteTable(
  "carts",
  {
    /** The SPEC's cartId: 128 random bits, base64url. */
    id: text("id").primaryKey(),
    /** Token hash of the session that owns the cart (sessions.token_hash). */
    ownerSession: text("owner_session"),
    /** The customer who owns it after login; then any of their sessions may use it. */
    customerId: integer("customer_id"),
    store: text("store", { enum: ["nl", "de", "en"] }).notNull(),
    status: text("status", { enum: ["open", "ordered", "merged"] })
      .notNull()
      .default("open"),
    couponCode: text("coupon_code"),
    giftCardCode: text("gift_card_code"),
    /** Loyalty points the customer wants to pay with (applied up to their balance and the cart's value). */
    loyaltyPoints: integer("loyalty_points"),
    /** SPEC §3 checkout: carrier and method codes chosen with shipping-information. */
    shippingCarrier: text("shipping_carrier"),
    shippingMethod: text("shipping_method"),
    /** JSON: the shipping address of shipping-information, and the selected service point. */
    shippingAddress: text("shipping_address", { mode: "json" }),
    billingAddress: text("billing_address", { mode: "json" }),
    servicePoint: text("service_point", { mode: "json" }),
    paymentMethod: text("payment_method"),
    paymentAdditional: text("payment_additional", { mode: "json" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("carts_owner_session_idx").on(t.ownerSession), index("carts_customer_idx").on(t.customerId)],
);

/** One line of a cart: a sellable sku with its options (SPEC §3 cart item). */
export const cartItems = sqliteTable(
  "cart_items",
  {
    /** The SPEC's item_id. */
    id: integer("id").primaryKey({ autoIncrement: true }),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    /** A line is one sku with one set of options; the same sku with other custom options is another line. */
    optionKey: text("option_key").notNull().default(""),
    /** JSON: SPEC §3 product_option (custom options, bundle selections), as normalised by the cart. */
    productOption: text("product_option", { mode: "json" }),
    qty: integer("qty").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("cart_items_line_idx").on(t.cartId, t.sku, t.optionKey),
    check("cart_items_qty_positive", sql`${t.qty} > 0`),
  ],
);

/** Coupon codes (SPEC §7 apply-coupon): a percentage or a fixed amount off the items, within a window and a usage limit. */
export const coupons = sqliteTable(
  "coupons",
  {
    /** Upper case; shoppers' input is normalised before lookup. */
    code: text("code").primaryKey(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Whole percent for percent coupons (1–100), cents for fixed ones. */
    value: integer("value").notNull(),
    /** Minimum items subtotal (cents incl. tax) for the coupon to apply. */
    minSubtotal: integer("min_subtotal").notNull().default(0),
    validFrom: integer("valid_from", { mode: "timestamp_ms" }),
    validTo: integer("valid_to", { mode: "timestamp_ms" }),
    /** Orders that may use it; null = unlimited. A single-use coupon has 1. */
    usageLimit: integer("usage_limit"),
    timesUsed: integer("times_used").notNull().default(0),
    /** The coupon also makes delivery free (with a 100 % coupon: a free order, paid with `free`). */
    freeShipping: integer("free_shipping", { mode: "boolean" }).notNull().default(false),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    description: text("description"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    check("coupons_value_positive", sql`${t.value} > 0`),
    check("coupons_usage_within_limit", sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`),
  ],
);

/** Gift cards (SPEC §7 gift card calls): a balance in cents that orders draw down; never below zero. */
export const giftCards = sqliteTable(
  "gift_cards",
  {
    code: text("code").primaryKey(),
    balance: integer("balance").notNull(),
    currency: text("currency").notNull().default("EUR"),
    validTo: integer("valid_to", { mode: "timestamp_ms" }),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [check("gift_cards_balance_not_negative", sql`${t.balance} >= 0`)],
);
