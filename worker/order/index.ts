/**
 * Orders' public face: placing the caller's cart as an order in two round trips (idempotent,
 * atomic), the shopper's view of its state, and the status rules of worker/order/status.ts.
 */
// The routes (./routes, ./payment) are mounted by the composition root and stay out of this face,
// so scripts (npm run operator) can use it without loading the page renderer.
export { findOrder, type OrderRecord, type OrderItemRecord } from "./repo";
export {
  afterPayment,
  operatorMayMove,
  operatorMoves,
  ORDER_STATUSES,
  STATUS_LABELS,
  type OrderStatus,
} from "./status";
export { createCoupon, createGiftCard, listOrders, moveOrder, orderByNumber, type NewCoupon } from "./operator";
