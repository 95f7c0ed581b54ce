/**
 * The cart's public face (SPEC §7 cart calls under /api/cart and /api/ext). Carts live in libSQL,
 * belong to the session (or customer) that made them, and are priced from the catalogue on every
 * read: nothing the client says about prices, totals or owners is used. Routes read and change a
 * cart through the request's cart handler, `c.get("cart")` (handler.ts, made by `cartContext`).
 */
export { cartContext, createCartHandler, type CartHandler } from "./handler";
export { createCartApi, createCartExtApi, registerCartForms } from "./routes";
export type { ProviderMethods } from "./offered";
export { createServicePointSelection } from "./service-point";
export { priceCart, totalsDto, type PricedCart } from "./pricing";
export { callerOf, cartNotFound, problemError, cartText } from "./access";
export { ownedCartQueries, toSnapshot, type Caller, type CartSnapshot } from "./repo";
export { checkStock } from "./stock-check";
export { clampOverfull } from "./clamp";
export { mergeGuestCartStatements, type GuestMerge } from "./merge";
export { paymentMethods, type PaymentMethod } from "./methods";
export { computeTotals, type Totals } from "./totals";
export { usableGiftCard } from "./offers";
export { issueCouponStatement, newCouponCode, type IssuedCoupon } from "./issue-coupon";
