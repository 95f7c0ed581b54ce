import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { orderItems, orders } from "./orders";

/**
 * After-sales (issue 32 point 6): the parcel an operator shipped an order in, and the shopper's
 * returns. worker/aftersales holds the rules (carriers, window, transitions).
 */

/** One parcel per order: the carrier and its tracking number, set when the operator ships it. */
export const shipments = sqliteTable("shipments", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  carrier: text("carrier", { enum: ["dhl", "postnl", "dpd"] }).notNull(),
  trackingNumber: text("tracking_number").notNull(),
  shippedAt: integer("shipped_at", { mode: "timestamp_ms" }).notNull(),
  /** When the carrier delivered it (operator); the 30-day return window counts from here, else from shipping. */
  deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
});

/** A return: requested by the shopper, then received and refunded by the operator. */
export const returns = sqliteTable(
  "returns",
  {
    /** The shopper-facing return number: random, not guessable (R-XXXX-XXXX-XXXX). */
    number: text("number").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["requested", "received", "refunded"] }).notNull(),
    reason: text("reason").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }),
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("returns_order_idx").on(t.orderId)],
);

/** The order lines a return sends back, and how many of each. */
export const returnLines = sqliteTable(
  "return_lines",
  {
    returnNumber: text("return_number")
      .notNull()
      .references(() => returns.number, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnNumber, t.orderItemId] }),
    index("return_lines_item_idx").on(t.orderItemId),
    check("return_lines_qty_positive", sql`${t.qty} > 0`),
  ],
);
