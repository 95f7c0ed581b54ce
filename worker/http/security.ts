import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response: a nonce-based CSP (scripts only from our nonce'd entry
 * and the chunks it imports, thanks to 'strict-dynamic'), HSTS, nosniff, a referrer policy and
 * frame-ancestors 'none'. The nonce is per request and read by the page renderer.
 */
export function securityHeaders(options: { framing?: "none" | "self" } = {}): MiddlewareHandler {
  // The CMS editor's preview route is framed by the content screen of the same origin.
  const self = options.framing === "self";
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
      frameAncestors: [self ? "'self'" : "'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: self ? "SAMEORIGIN" : "DENY",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], payment: ["self"], geolocation: ["self"] },
  });
}
