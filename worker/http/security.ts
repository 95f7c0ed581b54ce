import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response: a nonce-based CSP (scripts only from our nonce'd entry
 * and the chunks it imports, thanks to 'strict-dynamic'), HSTS, nosniff, a referrer policy and
 * frame-ancestors 'none'. The nonce is per request and read by the page renderer.
 *
 * `framedDocument` names paths that serve a foreign HTML document to be shown in a frame of our
 * own pages (an e-mail in the dev mailbox): those get a policy of their own — nothing may run or
 * load except inline styles and our images, the document is sandboxed, only we may frame it.
 */
export function securityHeaders(framedDocument: (path: string) => boolean = () => false): MiddlewareHandler {
  const strict = pageHeaders();
  const framed = secureHeaders({
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
  return (c, next) => (framedDocument(c.req.path) ? framed(c, next) : strict(c, next));
}

function pageHeaders(): MiddlewareHandler {
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
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], payment: ["self"], geolocation: ["self"] },
  });
}
