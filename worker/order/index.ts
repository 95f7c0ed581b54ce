/**
 * Orders' public face: placing the caller's cart as an order in two round trips (idempotent,
 * atomic), the shopper's view of its state, payment by redirect around the payment adapter, the
 * status rules of worker/order/status.ts and the operator's actions (npm run operator).
 */
export {
  createCheckoutStatusApi,
  createOrderApi,
  createPaymentApi,
  createPaymentWebhook,
  PAYMENT_WEBHOOK_PATH,
} from "./routes";
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
