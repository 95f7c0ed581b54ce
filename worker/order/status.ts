/**
 * Order statuses (SPEC §4 names them; the transitions are ours) and who may move an order where.
 *
 *   pending_payment ──paid (verified webhook)──► placed ──operator──► processed ──operator──► returned
 *         │                                        │                                         │
 *         └─failed / canceled / expired──► canceled ◄──operator (before processing)┘         operator
 *                                                                                            ▼
 *                                  refund_failed ◄──operator── refund_processing ◄───────────┘
 *                                        └──────operator (retry)──────►┘
 *
 * Orders paid by bank transfer, cash on delivery or `free` are placed at once. Canceling gives the
 * stock, the coupon use and the gift card amount back. Nothing ever goes back to pending_payment.
 */
export const ORDER_STATUSES = [
  "pending_payment",
  "placed",
  "processed",
  "returned",
  "canceled",
  "refund_processing",
  "refund_failed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC §4 labels shoppers and operators see. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Pending payment",
  placed: "Order Placed",
  processed: "Order Processed",
  returned: "Order Returned",
  canceled: "canceled",
  refund_processing: "Processing Refund",
  refund_failed: "Processing Refund Failed",
};

/** Moves an operator may make. */
const OPERATOR_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["canceled"],
  placed: ["processed", "canceled"],
  processed: ["returned"],
  returned: ["refund_processing"],
  refund_processing: ["refund_failed", "returned"],
  refund_failed: ["refund_processing"],
  canceled: [],
};

/** True when an operator may move an order from one status to another. */
export function operatorMayMove(from: OrderStatus, to: OrderStatus): boolean {
  return OPERATOR_MOVES[from].includes(to);
}

/** The statuses an operator may move an order to from here. */
export function operatorMoves(from: OrderStatus): readonly OrderStatus[] {
  return OPERATOR_MOVES[from];
}

/** Where a verified payment event takes an order, or null when it changes nothing (a late or repeated event). */
export function afterPayment(
  current: OrderStatus,
  payment: "open" | "paid" | "failed" | "canceled" | "expired",
): OrderStatus | null {
  if (current !== "pending_payment") return null;
  if (payment === "paid") return "placed";
  if (payment === "failed" || payment === "canceled" || payment === "expired") return "canceled";
  return null;
}

/** Canceling an order gives back what it took. */
export function releasesOnCancel(from: OrderStatus): boolean {
  return from === "pending_payment" || from === "placed";
}
