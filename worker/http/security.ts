import type { MiddlewareHandler } from "hono";

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
 * The page policy. Scripts come only from our own origin: the entry module and the chunks it
 * imports. No page has an inline script that runs (island props and JSON-LD are data blocks, which
 * CSP does not govern), so no nonce is needed and a page's bytes are the same for everyone — a
 * CDN can keep them (issue 12). `extraStyles` adds hashes of inline styles the build declares.
 */
export function pagePolicy(frameable: boolean, extraStyles: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${["'self'", ...extraStyles].join(" ")}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? "'self'" : "'none'"}`,
  ].join("; ");
}

function pageHeaders(frameable: boolean): HeaderList {
  return [
    ["Content-Security-Policy", pagePolicy(frameable)],
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
 * 'none' — except where `rules` allow our own origin to frame a path. Every list is built once;
 * the page cache's memory front door (pages/edge-cache.ts) stamps the same lists as the middleware.
 */
export function securityHeaderLists(rules: FramingRules = {}): (path: string) => HeaderList {
  const strict = pageHeaders(false);
  const framedPage = pageHeaders(true);
  return (path) => (rules.framedDocument?.(path) ? FRAMED_DOCUMENT : rules.framedPage?.(path) ? framedPage : strict);
}

/** Puts a path's security headers on a response's headers. */
export function stampSecurityHeaders(headers: Headers, list: HeaderList): void {
  for (const [name, value] of list) headers.set(name, value);
  headers.delete("X-Powered-By");
}

/** Security headers for every response (see securityHeaderLists): a request copies its path's list onto its response. */
export function securityHeaders(rules: FramingRules = {}): MiddlewareHandler {
  const listFor = securityHeaderLists(rules);
  return async (c, next) => {
    const list = listFor(c.req.path);
    await next();
    stampSecurityHeaders(c.res.headers, list);
  };
}
