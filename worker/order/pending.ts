/**
 * The one answer of POST /api/order that is not an outcome (issue 35 point 7): the order is being
 * placed by another request with the same key, or the database did not answer in time and the
 * write may have landed. Never "failed" for an order that may exist: the shopper keeps seeing
 * 'Processing order...' (SPEC §8) while the client sends the same body with the same key again.
 *
 * Contract: HTTP 409 (another request holds the key) or 503 (outcome unknown), `Retry-After` in
 * whole seconds (≥ 1), `Cache-Control: no-store`, body `{code, result: {errorMessage, errorCode:
 * "ORDER_PENDING"}}` with the message in the store view's language.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { errorEnvelope } from "../errors/app-error";

/** The "still being placed" answer; `retryAfterMs` is rounded up to whole seconds, at least one. */
export function orderPending(c: Context<AppEnv>, status: 409 | 503, retryAfterMs: number): Response {
  const message = translatorFor(c.get("store").code)("checkout.processing");
  return c.json(errorEnvelope(status, "ORDER_PENDING", message), status, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    "Cache-Control": "no-store",
  });
}
