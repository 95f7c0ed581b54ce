/**
 * Cross-site request forgery, refused on both surfaces. A browser sends the session cookie with a
 * request another site starts (SameSite=Lax only keeps it off cross-site sub-requests, not off
 * same-site ones, and a body-less POST needs no CORS preflight), so every state-changing call must
 * show it comes from the shop's own pages.
 *
 * - API calls (POST, PUT, PATCH, DELETE under /api): refused when the browser says the call is not
 *   same-origin (Sec-Fetch-Site `cross-site` or `same-site`) or names another origin in Origin
 *   (`null` included). A call with neither header is not a browser's: curl, Vue Storefront's
 *   server-side client, the operator tools with X-Admin-Token. A call with `Authorization: Bearer`
 *   does not ride on a cookie (the session comes from the token, and no other site can make a browser
 *   send that header without a CORS preflight this API never grants).
 * - Page form posts: Hono's guard (a form content type needs a same-origin Sec-Fetch-Site or Origin),
 *   except the payment webhook, which is the provider's server calling, verified by signature or by
 *   fetching the payment.
 */
import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { isShopOrigin } from "./shop-origin";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Sec-Fetch-Site values of a call the shop's own pages (or the shopper, by hand) started. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/** The API's guard (see the file comment): 403 before any session is read. */
export function refuseCrossSiteApiCalls(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !/^Bearer\s+\S+$/i.test(c.req.header("authorization") ?? "")) {
      const site = c.req.header("sec-fetch-site");
      const origin = c.req.header("origin");
      if ((site !== undefined && !OWN_FETCH_SITES.has(site)) || (origin !== undefined && !isShopOrigin(c, origin))) {
        throw new AppError(
          403,
          "FORBIDDEN",
          "Cross-site request refused: this call must come from the shop's own pages",
        );
      }
    }
    await next();
  };
}

/** The page forms' guard (see the file comment); `exempt` names the paths that take server-to-server posts. */
export function refuseCrossSiteForms(exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  const formGuard = csrf({ origin: (origin, c) => isShopOrigin(c as Context<AppEnv>, origin) });
  return (c, next) => (exempt(c.req.path) ? next() : formGuard(c, next));
}
