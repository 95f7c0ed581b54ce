import type { MiddlewareHandler } from "hono";
import { VIEW_TRANSITION_OPT_IN_HASH } from "../../client/navigation/opt-in";

export interface FramingRules {
  /**
   * Our own pages that our own pages may frame (the CMS editor's preview routes, framed by the
   * content screen): the page policy with frame-ancestors 'self'.
   */
  framedPage?: (path: string) => boolean;
  /**
   * Paths that serve a foreign HTML document shown in a frame of our pages (an e-mail in the dev
   * mailbox): a policy of their own — nothing may run or load except inline styles and our images,
   * the document is sandboxed, only we may frame it.
   */
  framedDocument?: (path: string) => boolean;
}

/** Header name and value pairs, built once per isolate: callers copy them, never change them. */
export type HeaderList = readonly (readonly [string, string])[];

const HSTS = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as const;

/**
 * The tag manager's hosts (issue 34), allowed only where GTM_CONTAINER_ID is configured: its
 * container script and the Google Analytics collection it sends to. The policy cannot depend on a
 * shopper's consent (pages are cached and shared), so it lists the hosts whenever a container is
 * configured, and the consent banner (client/analytics/consent.ts) injects the script only after
 * the shopper agreed; without a container no page may load anything from them.
 */
const TAG_MANAGER = "https://www.googletagmanager.com";
const ANALYTICS_COLLECT = "https://*.google-analytics.com https://*.analytics.google.com";

/**
 * The page policy. Scripts come only from our own origin: the entry module and the chunks it
 * imports. No page has an inline script that runs (island props and JSON-LD are data blocks, which
 * CSP does not govern), so no nonce is needed and a page's bytes are the same for everyone — a
 * CDN can keep them (issue 12). `extraStyles` adds hashes of inline styles the build declares.
 */
export function pagePolicy(frameable: boolean, extraStyles: readonly string[] = [], tagManager = false): string {
  const tags = (hosts: string) => (tagManager ? ` ${hosts}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${tags(TAG_MANAGER)}`,
    `style-src ${["'self'", ...extraStyles].join(" ")}`,
    `img-src 'self' data: blob:${tags(`${TAG_MANAGER} ${ANALYTICS_COLLECT}`)}`,
    "font-src 'self'",
    `connect-src 'self'${tags(`${TAG_MANAGER} ${ANALYTICS_COLLECT}`)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? "'self'" : "'none'"}`,
  ].join("; ");
}

function pageHeaders(frameable: boolean, tagManager = false): HeaderList {
  return [
    ["Content-Security-Policy", pagePolicy(frameable, [VIEW_TRANSITION_OPT_IN_HASH], tagManager)],
    HSTS,
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", frameable ? "SAMEORIGIN" : "DENY"],
    ["X-Content-Type-Options", "nosniff"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Permissions-Policy", "camera=(), microphone=(), payment=(self), geolocation=(self)"],
  ];
}

const FRAMED_DOCUMENT: HeaderList = [
  [
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; sandbox",
  ],
  HSTS,
  ["Referrer-Policy", "no-referrer"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * Which list a path gets: the CSP above, HSTS, nosniff, a referrer policy and frame-ancestors
 * 'none' — except where `rules` allow our own origin to frame a path — and, where a tag manager
 * container is configured, its hosts. Every list is built once; the page cache's memory front door
 * (pages/edge-cache.ts) stamps the same lists as the middleware.
 */
export function securityHeaderLists(rules: FramingRules = {}): (path: string, tagManager?: boolean) => HeaderList {
  const lists = [false, true].map((tags) => ({ strict: pageHeaders(false, tags), framed: pageHeaders(true, tags) }));
  return (path, tagManager = false) => {
    if (rules.framedDocument?.(path)) return FRAMED_DOCUMENT;
    const { strict, framed } = lists[tagManager ? 1 : 0]!;
    return rules.framedPage?.(path) ? framed : strict;
  };
}

/** Whether the worker's variables configure a tag manager container (raw: the CSP is stamped before config parsing). */
export const tagManagerConfigured = (env: { GTM_CONTAINER_ID?: string } | undefined): boolean =>
  Boolean(env?.GTM_CONTAINER_ID && /^GTM-[A-Z0-9]{4,12}$/.test(env.GTM_CONTAINER_ID));

/** Puts a path's security headers on a response's headers. */
export function stampSecurityHeaders(headers: Headers, list: HeaderList): void {
  for (const [name, value] of list) headers.set(name, value);
  headers.delete("X-Powered-By");
}

/** Security headers for every response (see securityHeaderLists): a request copies its path's list onto its response. */
export function securityHeaders(rules: FramingRules = {}): MiddlewareHandler {
  const listFor = securityHeaderLists(rules);
  return async (c, next) => {
    const list = listFor(c.req.path, tagManagerConfigured(c.env as { GTM_CONTAINER_ID?: string } | undefined));
    await next();
    stampSecurityHeaders(c.res.headers, list);
  };
}
