/** /api/content (SPEC §7 content): the content API and the operator API, composed. */
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { createContentAdminApi } from "./routes-admin";
import { createContentApi } from "./routes-content";

/** /api/content: the operator API under /admin, the content API. (Page fragments: ./pages.) */
export function createContentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.route("/admin", createContentAdminApi());
  app.route("/", createContentApi());
  return app;
}
