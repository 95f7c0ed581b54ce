import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_BODY_LIMIT_BYTES, ORDER_BODY_LIMIT_BYTES, PAGE_BODY_LIMIT_BYTES } from "../../schema/constants";
import { AppError } from "../errors/app-error";
import { requestUrl, type AppEnv } from "../context";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A path or query whose percent-encoding is broken (`/%E0%A4%A`, `?q=%FF`) is a 400, never a 500. */
export function rejectMalformedUrls(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = requestUrl(c);
    try {
      decodeURIComponent(url.pathname);
      decodeURIComponent(url.search.replace(/\+/g, " "));
    } catch {
      throw new AppError(400, "BAD_REQUEST", "The address is not a valid URL encoding");
    }
    await next();
  };
}

/** API bodies are JSON: anything else is 415 before a route reads it. */
export function requireJsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (BODY_METHODS.has(c.req.method)) {
      const length = c.req.header("content-length");
      const hasBody = length !== undefined ? length !== "0" : c.req.raw.body !== null;
      const type = c.req.header("content-type") ?? "";
      if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json");
      }
    }
    await next();
  };
}

/** Bodies over the limit are refused with 413 as they stream in, without buffering them whole. */
export function limitBodies(maxBytes = API_BODY_LIMIT_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(
        413,
        "PAYLOAD_TOO_LARGE",
        `Request body is too large (maximum ${Math.round(maxBytes / 1024)} KB)`,
      );
    },
  });
}

/** POST /api/order, with or without a trailing slash (the app routes non-strictly). */
const ORDER_PATH = /^\/api\/order\/?$/;

/** API bodies: 64 KB, except the order call's (Vue Storefront's order body carries whole product documents). */
export function limitApiBodies(): MiddlewareHandler {
  const api = limitBodies(API_BODY_LIMIT_BYTES);
  const order = limitBodies(ORDER_BODY_LIMIT_BYTES);
  return (c, next) => (ORDER_PATH.test(c.req.path) ? order(c, next) : api(c, next));
}

/** Bodies sent to anything outside /api (page forms, the payment webhook): capped before a form is parsed. */
export function limitPageBodies(maxBytes = PAGE_BODY_LIMIT_BYTES): MiddlewareHandler {
  const limit = limitBodies(maxBytes);
  return (c, next) => (BODY_METHODS.has(c.req.method) && !c.req.path.startsWith("/api/") ? limit(c, next) : next());
}
