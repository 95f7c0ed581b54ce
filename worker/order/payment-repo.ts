/**
 * What a verified payment event does to an order, in one batch: the event id is recorded (a
 * duplicate breaks the primary key and changes nothing), the order moves only from
 * pending_payment, and a failed payment gives back the stock, the coupon use and the gift card
 * amount, and reopens the cart so the shopper can try again.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { giveBackPointsStatement } from "../loyalty";
import { carts, coupons, giftCards, orders, paymentEvents, stockItems } from "../../schema/db";
import type { Database } from "../db/client";
import { isCheckViolation } from "../db/faults";
import type { OrderItemRecord, OrderRecord } from "./repo";
import type { OrderStatus } from "./status";

export interface PaymentChange {
  eventId: string;
  payment: "paid" | "failed" | "canceled" | "expired";
  /** The order's next status, or null when only the payment state is recorded. */
  next: OrderStatus | null;
  now: Date;
}

/** Applies a payment event once; false when the event was seen before. */
export async function applyPaymentEvent(
  db: Database,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  change: PaymentChange,
): Promise<boolean> {
  const fromPending = and(eq(orders.id, order.id), eq(orders.status, "pending_payment"));
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .insert(paymentEvents)
      .values({ eventId: change.eventId, orderId: order.id, status: change.payment, createdAt: change.now }),
    db
      .update(orders)
      .set({
        paymentStatus: change.payment,
        updatedAt: change.now,
        ...(change.next ? { status: change.next } : {}),
        ...(change.payment === "paid" ? { paidAt: change.now } : {}),
      })
      // A late 'paid' after a cancel is recorded (money was taken: an operator refunds it); nothing else leaves a final state.
      .where(change.next ? fromPending : and(eq(orders.id, order.id), sql`${orders.paymentStatus} <> 'paid'`)),
  ];
  if (change.next === "canceled") {
    const given = sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${orders.status} = 'canceled' and ${orders.updatedAt} = ${change.now.getTime()})`;
    statements.push(...giveBackStatements(db, order, items, given));
    statements.push(
      db
        .update(carts)
        .set({ status: "open", updatedAt: change.now })
        .where(and(eq(carts.id, order.cartId), given)),
    );
  }
  try {
    await db.batch(statements);
    return true;
  } catch (error) {
    if (isCheckViolation(error, "payment_events.event_id")) return false;
    throw error;
  }
}

/**
 * What canceling an order gives back, guarded by `given` (true only when the cancel happened in the
 * same batch): the stock it took, its coupon use, its gift card amount, the loyalty points it redeemed.
 */
export function giveBackStatements(
  db: Database,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  given: SQL,
): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [];
  for (const item of items) {
    for (const claim of item.stockClaims as { sku: string; qty: number }[]) {
      statements.push(
        db
          .update(stockItems)
          .set({ qty: sql`${stockItems.qty} + ${claim.qty}` })
          .where(and(eq(stockItems.sku, claim.sku), eq(stockItems.manageStock, true), given)),
      );
    }
  }
  if (order.couponCode) {
    statements.push(
      db
        .update(coupons)
        .set({ timesUsed: sql`max(${coupons.timesUsed} - 1, 0)` })
        .where(and(eq(coupons.code, order.couponCode), given)),
    );
  }
  if (order.giftCardCode && order.giftCardAmount > 0) {
    statements.push(
      db
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${order.giftCardAmount}` })
        .where(and(eq(giftCards.code, order.giftCardCode), given)),
    );
  }
  if (order.customerId !== null && order.loyaltyPoints > 0)
    statements.push(giveBackPointsStatement(db, order.customerId, order.incrementId, given));
  return statements;
}

/** Remembers the provider's payment id on a pending order. */
export async function setProviderPayment(db: Database, orderId: string, providerPaymentId: string): Promise<void> {
  await db
    .update(orders)
    .set({ providerPaymentId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending_payment")));
}
