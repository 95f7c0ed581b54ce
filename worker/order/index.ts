/**
 * Orders' public face: placing the caller's cart as an order in two round trips (idempotent,
 * atomic), the shopper's view of its state, and the status rules of worker/order/status.ts.
 */
export { createCheckoutStatusApi, createOrderApi } from "./routes";
export { createPaymentApi, createPaymentWebhook, PAYMENT_WEBHOOK_PATH } from "./payment";
export { findOrder, type OrderRecord, type OrderItemRecord } from "./repo";
export {
  afterPayment,
  operatorMayMove,
  operatorMoves,
  ORDER_STATUSES,
  STATUS_LABELS,
  type OrderStatus,
} from "./status";
