import { Hono } from "hono";
import { csrf } from "hono/csrf";
import { requestContext, type AppEnv } from "./context";
import { AppError } from "./errors/app-error";
import { handleError, renderErrorPage } from "./errors/on-error";
import { createCatalogApi } from "./catalog/api";
import { createHealthRoutes } from "./health/routes";
import { limitBodies, rejectMalformedUrls, requireJsonBodies } from "./http/request-guards";
import { securityHeaders } from "./http/security";
import { maintenanceMode } from "./maintenance";
import { createPageRoutes } from "./pages/routes";

/** The worker's Hono app: middleware in order, the JSON API under /api, then the page routes. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.use(securityHeaders());
  app.use(requestContext());
  app.use(rejectMalformedUrls());
  app.use(csrf());
  app.use("/api/*", requireJsonBodies(), limitBodies());
  app.use(maintenanceMode());

  app.route("/api/health", createHealthRoutes());
  app.route("/api", createCatalogApi());
  app.all("/api/*", () => {
    throw new AppError(404, "NOT_FOUND", "No route found");
  });
  app.route("/", createPageRoutes());

  app.notFound((c) => renderErrorPage(c, 404));
  app.onError(handleError);
  return app;
}
