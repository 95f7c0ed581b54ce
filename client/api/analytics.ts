import type { PurchaseClaim } from "../../schema/api/analytics";
import { postEndpoint } from "./endpoint";

/**
 * POST /api/ext/analytics/purchase: the thank-you page's claim of its order's `purchase` event
 * (issue 34). The first claim answers the event; every later one `first: false`.
 */
export const claimPurchase = /* @__PURE__ */ postEndpoint<{ orderId: string }, PurchaseClaim>(
  "/api/ext/analytics/purchase",
  5000,
);
