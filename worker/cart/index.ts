/**
 * The cart's public face (SPEC §7 cart calls under /api/cart and /api/ext). Carts live in libSQL,
 * belong to the session (or customer) that made them, and are priced from the catalogue on every
 * read: nothing the client says about prices, totals or owners is used.
 */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createCartCheckoutRoutes, createCartExtensionRoutes, type ProviderMethods } from "./routes-checkout";
import { createCartItemRoutes } from "./routes-items";

export type { ProviderMethods } from "./routes-checkout";
export { createServicePointSelection } from "./service-point";
export { cartForSession, registerCartForms } from "./form-routes";
export { priceCart, totalsDto, type PricedCart } from "./pricing";
export { ownedCart, callerOf, cartNotFound, problemError, cartText } from "./access";
export { ownedCartQueries, toSnapshot, type Caller, type CartSnapshot } from "./repo";
export { checkStock } from "./stock-check";
export { clampOverfull } from "./clamp";
export { mergeGuestCartStatements, type GuestMerge } from "./merge";
export { paymentMethods, type PaymentMethod } from "./methods";
export { computeTotals, type Totals } from "./totals";
export { issueCouponStatement, newCouponCode, type IssuedCoupon } from "./issue-coupon";

/** /api/cart: create, update, delete, pull, totals, methods, shipping information, coupons. */
export function createCartApi(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", createCartItemRoutes());
  app.route("/", createCartCheckoutRoutes(provider));
  return app;
}

/** /api/ext: the selected payment method and gift cards. */
export function createCartExtApi(provider: ProviderMethods): Hono<AppEnv> {
  return createCartExtensionRoutes(provider);
}
