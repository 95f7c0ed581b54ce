import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The closed set of machine-readable error codes in the API envelope (ARCHITECTURE §3). */
export type ErrorCode =
  | "INVALID_INPUT"
  | "NOT_FOUND"
  /** SPEC §7: stock lookups of unknown skus answer ENOTFOUND, which clients ignore. */
  | "ENOTFOUND"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "PAYLOAD_TOO_LARGE"
  | "BAD_REQUEST"
  | "FORBIDDEN"
  | "MAINTENANCE"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL";

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
export function errorEnvelope(status: number, errorCode: ErrorCode, errorMessage: string, fields?: Record<string, string>) {
  return { code: status, result: fields ? { errorMessage, errorCode, fields } : { errorMessage, errorCode } };
}
