/**
 * Accounts' public face (SPEC §7 Users, issue 9): the user API under /api/user. Sessions are the
 * session feature's (a login starts a customer session with a refresh token); passwords are PBKDF2
 * with a pepper (./password); limits are libSQL counters (../http/rate-limit).
 */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createAuthRoutes } from "./auth-routes";
import { createLoyaltyRoutes } from "./loyalty";
import { createPrivacyRoutes } from "./privacy";
import { createProfileRoutes } from "./profile-routes";

export { createWishlistApi } from "./wishlist-routes";
export { registerAccountPages } from "./pages";

export { accountsConfigSchema, type AccountsConfig } from "../../schema/config/accounts";

/** /api/user: login, create, logout, refresh, password flows, me, order-history, orders, addresses. */
export function createUserApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", createAuthRoutes());
  app.route("/", createProfileRoutes());
  app.route("/", createLoyaltyRoutes());
  app.route("/", createPrivacyRoutes());
  return app;
}
