/** /api/user (SPEC §7 Users): the account's API routes, one idea a file, composed. */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createAuthRoutes } from "./routes-auth";
import { createLoyaltyRoutes } from "./routes-loyalty";
import { createPrivacyRoutes } from "./routes-privacy";
import { createProfileRoutes } from "./routes-profile";

/** /api/user: login, create, logout, refresh, password flows, me, order-history, orders, addresses. */
export function createUserApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", createAuthRoutes());
  app.route("/", createProfileRoutes());
  app.route("/", createLoyaltyRoutes());
  app.route("/", createPrivacyRoutes());
  return app;
}
