import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

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

/**
 * Security headers for every response: a nonce-based CSP (scripts only from our nonce'd entry
 * and the chunks it imports, thanks to 'strict-dynamic'), HSTS, nosniff, a referrer policy and
 * frame-ancestors 'none' — except where `rules` allow our own origin to frame a path.
 */
export function securityHeaders(rules: FramingRules = {}): MiddlewareHandler {
  const strict = pageHeaders(false);
  const framedPage = pageHeaders(true);
  const framedDocument = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      frameAncestors: ["'self'"],
      sandbox: [],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "no-referrer",
    xFrameOptions: "SAMEORIGIN",
    crossOriginEmbedderPolicy: false,
  });
  return (c, next) => {
    const path = c.req.path;
    if (rules.framedDocument?.(path)) return framedDocument(c, next);
    return (rules.framedPage?.(path) ? framedPage : strict)(c, next);
  };
}

function pageHeaders(frameable: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [frameable ? "'self'" : "'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: frameable ? "SAMEORIGIN" : "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], payment: ["self"], geolocation: ["self"] },
  });
}
