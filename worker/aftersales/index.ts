/**
 * After-sales' public face (issue 32 point 6): tracking links for shipped orders, the guest's order
 * lookup, returns within 30 days, and the operator's shipping and return moves (API and CLI). The
 * pages are the sub-feature ./pages.
 */
export { createAfterSalesApi } from "./routes";
export { deliverOrder, moveReturn, shipOrder, type QueuedMail } from "./service";
export { listReturns } from "./repo";
export { CARRIERS } from "./carriers";
