import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ApiFailure, ErrorCode } from "../../schema/api/envelope";

export type { ErrorCode };

/** The one error type routes throw; `onError` turns it into the `{code, result}` envelope or an error page. */
export class AppError extends HTTPException {
  readonly errorCode: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: ContentfulStatusCode, errorCode: ErrorCode, message: string, fields?: Record<string, string>) {
    super(status, { message });
    this.errorCode = errorCode;
    this.fields = fields;
  }
}

/** The failure envelope: the HTTP status in `code`, a message in the SPEC's words in `result`. */
export function errorEnvelope(
  status: number,
  errorCode: ErrorCode,
  errorMessage: string,
  fields?: Record<string, string>,
): ApiFailure {
  return { code: status, result: fields ? { errorMessage, errorCode, fields } : { errorMessage, errorCode } };
}

/**
 * A dependency is down or unreadable (database, catalogue snapshot): a known fault, answered 503 with
 * Retry-After, never a 500. `detail` is for the log only (it may name a file); shoppers see `message`.
 */
export class ServiceUnavailableError extends AppError {
  readonly detail: string;

  constructor(message: string, detail: string) {
    super(503, "SERVICE_UNAVAILABLE", message);
    this.name = "ServiceUnavailableError";
    this.detail = detail;
  }
}
