/**
 * Loyalty point rules (SPEC §9 shows none; these are the shop's). A customer earns one point per
 * whole euro of an order that is placed or processed, and pays with points at checkout: each point
 * is worth five cents, so 100 points take €5 off. Points are a discount on the goods (the tax is
 * that of what is actually paid), never on delivery, and at most the items' value after a coupon.
 */

/** Points earned per whole euro of an order's grand total. */
export const POINTS_PER_EURO = 1;
/** What one point is worth at checkout, in cents. */
export const POINT_VALUE_CENTS = 5;

/** Points an order of `grandTotal` cents earns. */
export function pointsEarned(grandTotal: number): number {
  return Math.max(0, Math.floor(grandTotal / 100)) * POINTS_PER_EURO;
}

/** Whether `points` can be redeemed from `balance` (positive whole points, at most the balance). */
export function redeemable(points: number, balance: number): boolean {
  return Number.isInteger(points) && points > 0 && points <= balance;
}

/** The most points an order can use: within the balance, and worth no more than `payable` cents. */
export function maxRedeemable(balance: number, payable: number): number {
  return Math.max(0, Math.min(Math.floor(balance), Math.floor(payable / POINT_VALUE_CENTS)));
}

/**
 * The points a cart actually uses and what they are worth: the points the shopper asked for, capped
 * by the balance they have now and by what there is to pay for (a smaller cart uses fewer points).
 */
export function pointsApplied(
  asked: number | null,
  balance: number,
  payable: number,
): { points: number; amount: number } {
  if (!asked || asked <= 0) return { points: 0, amount: 0 };
  const points = Math.min(Math.floor(asked), maxRedeemable(balance, payable));
  return { points, amount: points * POINT_VALUE_CENTS };
}
