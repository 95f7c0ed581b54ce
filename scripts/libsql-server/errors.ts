import type { ProtoError } from "./protocol";

/** Fails one request of a pipeline (or one batch step); the stream stays usable. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

/** Fails the whole HTTP request. Per the spec a 4xx also invalidates the stream. */
export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "ProtocolError";
  }
}

interface SqliteLikeError {
  message: string;
  code: string;
}

// libsql throws SqliteError from most calls, but Statement#all() can leak the raw
// native error (no class, same `code`), so match on shape rather than instanceof.
export function asSqliteError(error: unknown): SqliteLikeError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("SQLITE_") ? { message: error.message, code } : undefined;
}

/** "SQLITE_CONSTRAINT_UNIQUE" -> "SQLITE_CONSTRAINT". Primary code names are one word. */
export function primaryCode(code: string): string {
  return /^SQLITE_[A-Z]+/.exec(code)?.[0] ?? code;
}

// sqld reports the primary result code, and @libsql/client's local driver puts the
// primary code in LibsqlError.code too, so code written against either keeps working.
export function toProtoError(error: unknown): ProtoError {
  if (error instanceof RequestError) return { message: error.message, code: error.code };
  const sqlite = asSqliteError(error);
  if (sqlite) return { message: sqlite.message, code: primaryCode(sqlite.code) };
  const message = error instanceof Error ? error.message : String(error);
  return { message: `Internal error: ${message}`, code: "INTERNAL_ERROR" };
}

export function isBusyOrLocked(error: unknown): boolean {
  const code = asSqliteError(error)?.code;
  const primary = code === undefined ? undefined : primaryCode(code);
  return primary === "SQLITE_BUSY" || primary === "SQLITE_LOCKED";
}

/** Lock contention that may clear if we wait. BUSY_SNAPSHOT never clears: the
 * transaction read an old snapshot and must be restarted by the client. */
export function isRetryableBusy(error: unknown): boolean {
  return isBusyOrLocked(error) && asSqliteError(error)?.code !== "SQLITE_BUSY_SNAPSHOT";
}
