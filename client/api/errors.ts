import type { ErrorCode } from "../../schema/api/envelope";

/** Failures the browser finds itself, when no error envelope came back. */
export type ClientErrorCode =
  /** The request never got an answer (offline, DNS, connection reset). */
  | "NETWORK"
  /** The call's deadline passed first (SPEC §9: 5000 ms for search, 3000 ms for result lists). */
  | "TIMEOUT"
  /** The caller aborted it, e.g. a newer request replaced it. */
  | "ABORTED"
  /** An answer came, but not the JSON envelope (an HTML error page of a proxy, truncated JSON). */
  | "BAD_RESPONSE";

/** Every code an `ApiError` can carry: the API's own, or one found in the browser. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A failed API call, whatever went wrong: the one error type the API client throws. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status of the answer; 0 when none came (NETWORK, TIMEOUT, ABORTED). */
  readonly status: number;
  readonly errorCode: ApiErrorCode;
  /** Field path → problem, when the API refused the input (INVALID_INPUT). */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(
    status: number,
    errorCode: ApiErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.status = status;
    this.errorCode = errorCode;
    this.fields = extra.fields;
  }
}
