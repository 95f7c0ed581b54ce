/**
 * What a verified payment event does to an order, in one batch: the event id is recorded (a
 * duplicate breaks the primary key and changes nothing), the order moves only from
 * pending_payment (compare-and-set), and a failed payment gives back the stock, the coupon use and
 * the gift card amount, and reopens the cart so the shopper can try again — only when this batch is
 * the one that moves the order (issue 35 point 7: approve, decline and cancel arriving together end
 * in one outcome, and stock goes back once).
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { giveBackPointsStatement } from "../loyalty";
import { giveBackStoreStockStatement } from "../stores";
import { carts, coupons, giftCards, orders, paymentEvents, stockItems } from "../../schema/db";
import type { Database } from "../db/client";
import { isCheckViolation } from "../db/faults";
import type { OrderItemRecord, OrderRecord } from "./repo";
import type { OrderStatus } from "./status";

export interface PaymentChange {
  eventId: string;
  payment: "paid" | "failed" | "canceled" | "expired";
  /** Where the event takes an order that is still pending_payment. */
  next: OrderStatus;
  now: Date;
}

/** What applying an event did: nothing (seen before), moved the order, or only recorded the payment. */
export type PaymentOutcome = "duplicate" | "moved" | "recorded";

/** The condition "the order is in status `from`", for statements that must run only with a move from it. */
export function orderIn(orderId: string, from: OrderStatus): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = ${from})`;
}

/**
 * Applies a payment event once. Every statement that depends on the move runs before the move,
 * conditioned on the order still being pending, in the same batch (one transaction): they happen
 * exactly when the move does, whatever else arrives at the same moment.
 */
export async function applyPaymentEvent(
  db: Database,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  change: PaymentChange,
): Promise<PaymentOutcome> {
  const pending = orderIn(order.id, "pending_payment");
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .insert(paymentEvents)
      .values({ eventId: change.eventId, orderId: order.id, status: change.payment, createdAt: change.now }),
  ];
  if (change.next === "canceled") {
    statements.push(...giveBackStatements(db, order, items, pending));
    statements.push(
      db
        .update(carts)
        .set({ status: "open", updatedAt: change.now })
        .where(and(eq(carts.id, order.cartId), pending)),
    );
  }
  const paid = change.payment === "paid" ? { paidAt: change.now } : {};
  statements.push(
    db
      .update(orders)
      .set({ status: change.next, paymentStatus: change.payment, updatedAt: change.now, ...paid })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending_payment"))),
    // An order that has left pending_payment keeps its status; the payment is still recorded unless
    // it is paid already. A late 'paid' after a cancel is recorded (money was taken: an operator refunds it).
    db
      .update(orders)
      .set({ paymentStatus: change.payment, updatedAt: change.now, ...paid })
      .where(
        and(
          eq(orders.id, order.id),
          sql`${orders.status} <> 'pending_payment'`,
          sql`${orders.paymentStatus} <> 'paid'`,
          sql`${orders.paymentStatus} <> ${change.payment}`,
        ),
      ),
  );
  try {
    const results = (await db.batch(statements)) as unknown[];
    const moved = results[results.length - 2] as { rowsAffected: number };
    return moved.rowsAffected === 1 ? "moved" : "recorded";
  } catch (error) {
    if (isCheckViolation(error, "payment_events.event_id")) return "duplicate";
    throw error;
  }
}

/**
 * What canceling an order gives back, guarded by `given` (true only when the cancel happens in the
 * same batch: see `orderIn`): the stock it took, its coupon use, its gift card amount, the loyalty
 * points it redeemed.
 */
export function giveBackStatements(
  db: Database,
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  given: SQL,
): BatchItem<"sqlite">[] {
  const statements: BatchItem<"sqlite">[] = [];
  // A click & collect order took its store's stock, and gives it back there.
  const pickupId = order.pickupStore?.id;
  for (const item of items) {
    for (const claim of item.stockClaims as { sku: string; qty: number }[]) {
      if (pickupId !== undefined) {
        statements.push(giveBackStoreStockStatement(db, pickupId, claim.sku, claim.qty, given));
        continue;
      }
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
