/**
 * The loyalty balance in SQL, so the cart can read it in its own batch and an order can redeem
 * points in its write batch with the check in the same statement (no balance read, then write race).
 * Balance = the stored transactions (redemptions, bonuses, adjustments) + the points earned by the
 * customer's placed and processed orders (domain/account/loyalty.ts: one per whole euro).
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { POINTS_PER_EURO } from "../../domain/account/loyalty";
import { loyaltyTransactions, orders } from "../../schema/db";
import type { Database } from "../db/client";

/** Why a transaction was written; "redeem" rows belong to an order and go when it is canceled. */
export const REDEEM_REASON = "redeem";

/**
 * The balance of the customer `customerId` (an SQL expression: a number or a subquery) as an SQL
 * value; without what the order `exceptOrder` earns (an order cannot pay with its own points).
 */
export function balanceSql(customerId: SQL | number, exceptOrder?: string): SQL<number> {
  const others = exceptOrder === undefined ? sql`` : sql` and ${orders.id} <> ${exceptOrder}`;
  return sql<number>`(coalesce((select sum(${loyaltyTransactions.points}) from ${loyaltyTransactions}
      where ${loyaltyTransactions.customerId} = ${customerId}), 0)
    + coalesce((select sum((${orders.grandTotal} / 100) * ${POINTS_PER_EURO}) from ${orders}
      where ${orders.customerId} = ${customerId} and ${orders.status} in ('placed', 'processed')${others}), 0))`;
}

/**
 * Redeems `points` for an order in a write batch. When the balance is short at that moment, the row
 * would carry 0 points, which the table's CHECK (loyalty_points_not_zero) refuses: the whole batch
 * rolls back and the order is not written (see isPointsShort).
 */
export function redeemStatement(
  db: Database,
  redemption: { customerId: number; points: number; orderId: string; orderIncrementId: SQL | string; now: Date },
) {
  const { customerId, points } = redemption;
  return db.insert(loyaltyTransactions).values({
    customerId,
    points: sql`case when ${balanceSql(customerId, redemption.orderId)} >= ${points} then ${-points} else 0 end`,
    reason: REDEEM_REASON,
    orderIncrementId: redemption.orderIncrementId,
    createdAt: redemption.now,
  });
}

/** Gives the points an order redeemed back (the order was canceled), under `given` (once only). */
export function giveBackPointsStatement(db: Database, customerId: number, orderIncrementId: string, given: SQL) {
  return db
    .delete(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.customerId, customerId),
        eq(loyaltyTransactions.orderIncrementId, orderIncrementId),
        eq(loyaltyTransactions.reason, REDEEM_REASON),
        given,
      ),
    );
}
