import type { Context, MiddlewareHandler } from "hono";
import { storePath } from "../../domain/urls";
import { MaintenancePage } from "../../client/pages/MaintenancePage";
import { requestUrl, type AppEnv } from "../context";
import { errorEnvelope } from "../errors/app-error";
import { renderPage } from "../pages/render";
import { safeRedirectPath } from "./redirect-path";

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

function renderMaintenance(c: Context<AppEnv>, retryAfter: string): Promise<Response> {
  const t = c.get("t");
  const retryHref = safeRedirectPath(c.req.query("redirect")) ?? storePath(c.get("store").code, "/");
  return renderPage(c, {
    meta: { title: t("maintenance.title"), noindex: true },
    body: <MaintenancePage retryHref={retryHref} />,
    layout: "maintenance",
    status: 503,
    headers: { "Retry-After": retryAfter, "Cache-Control": "no-store" },
  });
}

/**
 * Maintenance mode (SPEC §2): while on, every page but maintenance and error redirects to
 * /maintenance, remembering the intended path, and /maintenance answers 503 with Retry-After;
 * the API answers 503 too, except the health check. While off, /maintenance goes to the home page.
 */
export function maintenanceMode(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = c.get("config");
    const store = c.get("store");
    const url = requestUrl(c);
    const path = trimSlash(c.get("storeRelativePath"));
    const isApi = url.pathname.startsWith("/api/");

    if (!config.MAINTENANCE_MODE) {
      if (!isApi && path === "/maintenance") return c.redirect(storePath(store.code, "/"), 302);
      return next();
    }

    const retryAfter = String(config.MAINTENANCE_RETRY_AFTER);
    if (isApi) {
      if (url.pathname === "/api/health") return next();
      return c.json(errorEnvelope(503, "MAINTENANCE", "The shop is closed for maintenance"), 503, {
        "Retry-After": retryAfter,
      });
    }
    if (path === "/maintenance") return renderMaintenance(c, retryAfter);
    if (path === "/error") return next();
    const target = `${storePath(store.code, "/maintenance")}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
    c.header("Cache-Control", "no-store");
    c.header("Retry-After", retryAfter);
    return c.redirect(target, 302);
  };
}
