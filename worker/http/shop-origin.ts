/**
 * The shop's own origin, for what leaves the request: links in e-mails (password reset, newsletter
 * confirm and unsubscribe), the payment provider's return and webhook URLs, absolute redirects. A
 * request's Host header is the sender's to choose, so it never names the host of such a link: the
 * configured PUBLIC_ORIGIN does. Without it, only local development gets the request's origin —
 * a request whose host is a loopback name or address (`npm start`, the tests), which can only ever
 * point the reader back at their own machine. Anywhere else the call is refused with a 503 whose log
 * line names PUBLIC_ORIGIN: fail closed, so a forged Host never reaches a mail.
 *
 * Canonical and hreflang URLs of pages are not links that leave the request: they keep
 * `publicOrigin` (pages/render.tsx), which the edge cache keys by host.
 */
import type { Context } from "hono";
import { requestUrl, type AppEnv } from "../context";
import { ServiceUnavailableError } from "../errors/app-error";
import { isLoopbackHost, isLoopbackUrl } from "./loopback";

export { isLoopbackHost };

/** The shop's origin for links that leave the request (see the file comment); throws a 503 when there is none. */
export function linkOrigin(c: Context<AppEnv>): string {
  const configured = c.get("config").PUBLIC_ORIGIN;
  if (configured) return configured;
  const url = requestUrl(c);
  if (isLoopbackHost(url.hostname)) return url.origin;
  throw new ServiceUnavailableError(
    c.get("t")("error.server.text"),
    `PUBLIC_ORIGIN is not set: no link to ${url.hostname} is built outside local development (set PUBLIC_ORIGIN to the shop's origin)`,
  );
}

/**
 * Whether a browser's Origin header names the shop: the request's own origin (a same-origin call) or
 * the configured PUBLIC_ORIGIN (a shop behind a proxy that rewrites the host).
 */
export function isShopOrigin(c: Context<AppEnv>, origin: string): boolean {
  return origin === requestUrl(c).origin || origin === c.get("config").PUBLIC_ORIGIN;
}

/**
 * Whether a request comes from a developer's own machine: its host is a loopback name or address
 * and no PUBLIC_ORIGIN names another (a tunnel or proxy that rewrites the host to localhost).
 */
export function isLocalRequest(c: Context<AppEnv>): boolean {
  const configured = c.get("config").PUBLIC_ORIGIN;
  return isLoopbackHost(requestUrl(c).hostname) && (configured === undefined || isLoopbackUrl(configured));
}
