/**
 * The JSON API's `{code, result}` envelope (README "How the parts fit", CONVENTIONS 4), shared by
 * the worker, which writes it, and the browser's API client, which unwraps it. Free of zod.
 */

/** The closed set of machine-readable error codes in a failure envelope (ARCHITECTURE §3). */
export type ErrorCode =
  | "INVALID_INPUT"
  | "NOT_FOUND"
  /** SPEC §7: stock lookups of unknown skus answer ENOTFOUND, which clients ignore. */
  | "ENOTFOUND"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "METHOD_NOT_ALLOWED"
  | "PAYLOAD_TOO_LARGE"
  | "BAD_REQUEST"
  | "FORBIDDEN"
  | "MAINTENANCE"
  | "SERVICE_UNAVAILABLE"
  | "UNAUTHORIZED"
  /** Login, reset and registration limits (429 with Retry-After). */
  | "TOO_MANY_REQUESTS"
  | "CONFLICT"
  | "UNPROCESSABLE"
  /** Cart and order outcomes (SPEC §5, §8): the message says which. */
  | "OUT_OF_STOCK"
  | "QUANTITY_UNAVAILABLE"
  | "VARIANT_UNAVAILABLE"
  | "PRICE_UNKNOWN"
  | "COUPON_INVALID"
  | "GIFTCARD_INVALID"
  | "POINTS_SHORT"
  | "CART_CLOSED"
  /** POST /api/compare/add: the list holds COMPARE_MAX_ITEMS products already (issue 32.2). */
  | "COMPARE_FULL"
  /**
   * POST /api/order: the order may be written already or is being written (a concurrent request, or
   * the database did not answer in time). Not a failure: send the same body with the same
   * Idempotency-Key again after Retry-After seconds; the answer is then the order (200) or a refusal.
   */
  | "ORDER_PENDING"
  | "INTERNAL";

/** A success: `code` is always 200, `result` the endpoint's response DTO. */
export interface ApiSuccess<T> {
  code: 200;
  result: T;
}

/** What a failure carries: a message in the SPEC's words, its code, and per-field problems for bad input. */
export interface ApiFailureResult {
  errorMessage: string;
  errorCode: ErrorCode;
  /** Field path → problem, for INVALID_INPUT. */
  fields?: Record<string, string>;
}

/** A failure: `code` repeats the HTTP status. */
export interface ApiFailure {
  code: number;
  result: ApiFailureResult;
}

/** Any answer of the JSON API. */
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
