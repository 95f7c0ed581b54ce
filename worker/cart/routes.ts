/**
 * The cart's routes (SPEC §7 cart calls under /api/cart and /api/ext, and the add-to-bag form):
 * each reads and changes the cart through the request's cart handler, `c.get("cart")`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import type { ProviderMethods } from "./offered";
import { createCartCheckoutRoutes } from "./routes-checkout";
import { createCartExtensionRoutes } from "./routes-ext";
import { createCartItemRoutes } from "./routes-items";

export { registerCartForms } from "./routes-forms";

/** /api/cart: create, update, delete, pull, mine, totals, methods, shipping information, coupons. */
export function createCartApi(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", createCartItemRoutes());
  app.route("/", createCartCheckoutRoutes(provider));
  return app;
}

/** /api/ext: the selected payment method, gift cards and loyalty points. */
export function createCartExtApi(provider: ProviderMethods): Hono<AppEnv> {
  return createCartExtensionRoutes(provider);
}
