export type LogLevel = "debug" | "info" | "warn" | "error";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** A structured JSON logger bound to one request (one line per event, Workers Logs parses it). */
export function createLogger(base: Record<string, unknown>, minLevel: LogLevel = "info"): Logger {
  const write = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < ORDER[minLevel]) return;
    const line = JSON.stringify({ level, msg, ...base, ...fields, time: new Date().toISOString() });
    if (level === "error") console.error(line);
    else if (level === "warn") console.warn(line);
    else console.log(line);
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}

/** Drops the bound values drizzle appends to a failed query's message ("Failed query: …\nparams: …"). */
function withoutParams(text: string): string {
  const at = text.indexOf("\nparams:");
  return at === -1 ? text : text.slice(0, at);
}

/** A stack whose first line (the message) is replaced, so values in the message cannot reach the log. */
function stackOf(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.indexOf("\n    at ");
  return `${error.name}: ${message}${frames === -1 ? "" : error.stack.slice(frames)}`;
}

/**
 * Error details safe for logs: name, message, stack and the causes' messages; never the request
 * body, and never SQL parameters (orders and passwords pass through the same queries): a failed
 * query is logged with its SQL text and the database's own message only.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const message = withoutParams(error.message);
  const fields: Record<string, unknown> = { errorName: error.name, error: message, stack: stackOf(error, message) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") fields.query = query;
  const causes: string[] = [];
  let cause: unknown = error.cause;
  for (let depth = 0; cause instanceof Error && depth < 5; depth++, cause = cause.cause) {
    causes.push(`${cause.name}: ${withoutParams(cause.message)}`);
  }
  if (causes.length > 0) fields.causes = causes;
  return fields;
}
