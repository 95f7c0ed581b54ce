import { Hono } from "hono";
import { cartContext } from "./cart";
import { catalogContext } from "./catalog";
import { requestContext, type AppEnv } from "./context";
import { handleError, renderErrorPage } from "./errors/on-error";
import { limitApiBodies, limitPageBodies, rejectMalformedUrls, requireJsonBodies } from "./http/request-guards";
import { refuseCrossSiteApiCalls, refuseCrossSiteForms } from "./http/cross-site";
import type { Env } from "./config/env";
import { securityHeaderLists, securityHeaders, type FramingRules } from "./http/security";
import { createMemoryFrontDoor } from "./pages/edge-cache";
import { maintenanceMode } from "./maintenance";
import { createApiRoutes, createPageRoutes, createPaymentRoutes, SITE_VERSIONS } from "./routes";
import { PAYMENT_WEBHOOK_PATH } from "./order";
import { isOneClickUnsubscribePath } from "./stock-alerts/pages";
import { sessionContext } from "./session";
import { isMailPreview } from "./mail/mailbox";
import { preparedRouter, StaleRouteTable } from "./http/router";

/** What the route table depends on: the configured parcel carrier's code (its calls' paths). */
export interface AppOptions {
  parcelCarrierCode: string;
}

// The CMS editor's preview pages are framed by its content screen; the dev mailbox frames e-mails.
const FRAMING: FramingRules = {
  framedPage: (path) => /^(\/(de|en))?\/editor\/(story|component)$/.test(path),
  framedDocument: isMailPreview,
};

/**
 * The worker's fetch: the page cache's memory front door (pages/edge-cache.ts) answers a fresh page
 * this isolate keeps before the app runs, with the same headers; every other request goes to the app.
 */
export function createWorkerFetch(
  options: AppOptions,
): (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> {
  const app = createApp(options);
  const fromMemory = createMemoryFrontDoor(SITE_VERSIONS, securityHeaderLists(FRAMING));
  return (request, env, ctx) => fromMemory(request, env) ?? app.fetch(request, env, ctx);
}

/**
 * The worker's Hono app: middleware in order, then the route table of `routes.tsx` (the JSON API
 * under /api, the pages everywhere else). API bodies are checked for type and size before the
 * cross-site check, so a JSON call without a content type hears 415, not "cross-site".
 *
 * Its router is the one the build compiled for this carrier code (http/router.ts), so an isolate's
 * first request does not compile the table; without one, or with one older than a route (a dev
 * build), Hono's default router, built on the first request.
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const router = preparedRouter<never>(options.parcelCarrierCode);
  if (router)
    try {
      return buildApp(options, new Hono<AppEnv>({ strict: false, router }));
    } catch (error) {
      if (!(error instanceof StaleRouteTable)) throw error;
    }
  return buildApp(options, new Hono<AppEnv>({ strict: false }));
}

function buildApp({ parcelCarrierCode }: AppOptions, app: Hono<AppEnv>): Hono<AppEnv> {
  app.use(securityHeaders(FRAMING));
  app.use(requestContext());
  app.use(rejectMalformedUrls());
  // API bodies: JSON only, size-capped, and no state-changing call from another site (http/cross-site.ts).
  app.use("/api/*", requireJsonBodies(), limitApiBodies(), refuseCrossSiteApiCalls());
  // Page bodies (forms, the payment webhook) are capped before anything parses them.
  app.use(limitPageBodies());
  // Only a POST can be a cross-site form, and forms post to pages; the API has its own guard above.
  // The payment webhook and a mail client's one-click unsubscribe come from no page of ours.
  const formGuard = refuseCrossSiteForms((path) => path === PAYMENT_WEBHOOK_PATH || isOneClickUnsubscribePath(path));
  app.on("POST", "*", (c, next) => (c.req.path.startsWith("/api/") ? next() : formGuard(c, next)));
  app.use(sessionContext());
  app.use(catalogContext());
  app.use(cartContext());
  app.use(maintenanceMode());

  app.route("/api", createApiRoutes(parcelCarrierCode));
  app.route("/payment", createPaymentRoutes(app));
  app.route("/", createPageRoutes());

  app.notFound((c) => renderErrorPage(c, 404));
  app.onError(handleError);
  return app;
}
