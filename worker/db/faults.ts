/**
 * Telling a database that is down or too slow (a known fault: 503, or a page without the part that
 * failed) from a bug (500). The libSQL client and drizzle wrap the underlying error, so the whole
 * `cause` chain is searched.
 */

/** libSQL client codes that mean "the server could not be reached or did not answer properly". */
const UNAVAILABLE_CODES = new Set([
  "SERVER_ERROR",
  "HRANA_CLOSED_ERROR",
  "HRANA_WEBSOCKET_ERROR",
  "HRANA_PROTO_ERROR",
  "HTTP_ERROR",
]);

function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error says the database timed out, refused the connection or answered like a broken server. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (!(cause instanceof Error)) continue;
    if (cause.name === "TimeoutError" || cause.name === "AbortError") return true;
    const code = (cause as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/.test(code))
    )
      return true;
    // workerd's fetch reports a refused or dropped connection as "Network connection lost." (and Node's as
    // "fetch failed"); the message is all there is to go by.
    if (
      /network connection lost|connection refused|fetch failed|socket hang up|ECONNREFUSED|ECONNRESET/i.test(
        cause.message,
      )
    )
      return true;
    // The HTTP layer answered 5xx (e.g. Turso overloaded): "Server returned HTTP status 503".
    if (/returned HTTP status 5\d\d/i.test(cause.message)) return true;
  }
  return false;
}

/** True when a statement failed a CHECK constraint (e.g. stock that would go below zero). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (const cause of causes(error)) {
    if (!(cause instanceof Error)) continue;
    const code = (cause as { code?: unknown }).code;
    if ((typeof code === "string" && code.includes("CONSTRAINT")) || /CHECK constraint failed/i.test(cause.message)) {
      return !constraint || cause.message.includes(constraint);
    }
  }
  return false;
}
