/**
 * One statement in one HTTP round trip, without the libSQL client's stream machinery: a Hrana over
 * HTTP pipeline of `execute` and `close` (libsql-server/docs/HTTP_V2_SPEC.md, the JSON encoding of
 * docs/HRANA_3_SPEC.md in tursodatabase/libsql), which is what the client sends for `execute` too.
 * The client also opens a stream object, queues, flushes and closes it (raising an error object to
 * close it) for every statement; measured in workerd that was about 0.3 ms of CPU per product page,
 * whose one query is a stock read (issue 12). For hot reads of one statement only: transactions,
 * batches and writes stay with the client and drizzle.
 *
 * Errors look like the client's to `isDatabaseUnavailable` and `isCheckViolation` (faults.ts): an
 * HTTP failure is "Server returned HTTP status …" with code SERVER_ERROR, a statement's error keeps
 * the server's message and code, a deadline is the fetch's TimeoutError.
 */
import type { Client, InValue } from "@libsql/client/web";

/** A Hrana value as JSON carries it (integers as decimal strings, blobs as base64). */
type WireValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

type WireResult =
  | { type: "ok"; response: { type: string; result?: { rows: WireValue[][] } } }
  | { type: "error"; error: { message: string; code?: string | null } };

/** A value of a result row: integers as numbers (the project's intMode), blobs as bytes. */
export type RowValue = null | number | string | Uint8Array;

/** Runs one read statement and answers its rows. */
export type QueryOnce = (sql: string, args?: readonly InValue[]) => Promise<RowValue[][]>;

/** An error of the database or its HTTP layer, with the client's codes. */
export class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "DatabaseError";
  }
}

function toWire(value: InValue): WireValue {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "string") return { type: "text", value };
  if (typeof value === "boolean") return { type: "integer", value: value ? "1" : "0" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number")
    return Number.isSafeInteger(value) ? { type: "integer", value: String(value) } : { type: "float", value };
  if (value instanceof Date) return { type: "integer", value: String(value.getTime()) };
  const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : value;
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { type: "blob", base64: btoa(binary) };
}

function fromWire(value: WireValue): RowValue {
  switch (value.type) {
    case "null":
      return null;
    case "integer":
      return Number(value.value);
    case "float":
    case "text":
      return value.value;
    case "blob":
      return Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0));
  }
}

/**
 * The pipeline endpoint for a database URL, or null where only the client can go: a WebSocket URL,
 * or a URL with query parameters (the client's `tls` and `authToken` options).
 */
export function pipelineUrl(databaseUrl: string): string | null {
  const url = new URL(databaseUrl);
  if (url.search || !/^(libsql|https?):$/.test(url.protocol)) return null;
  const base = url.protocol === "libsql:" ? `https:${databaseUrl.slice("libsql:".length)}` : databaseUrl;
  return `${base.replace(/\/+$/, "")}/v2/pipeline`;
}

/** A QueryOnce through a libSQL client (where no pipeline can be used: scripts' file databases, WebSocket URLs). */
export function clientQuery(client: () => Client): QueryOnce {
  return async (sql, args = []) => {
    const result = await client().execute({ sql, args: [...args] });
    return result.rows.map((row) =>
      Array.from(row, (v) => (v instanceof ArrayBuffer ? new Uint8Array(v) : typeof v === "bigint" ? Number(v) : v)),
    );
  };
}

/** Pipeline endpoints by database URL: the URL is parsed once per isolate, not on every request's first read. */
const endpoints = new Map<string, string | null>();

/**
 * A QueryOnce over `fetch` for the database at `databaseUrl`, each round trip failing after
 * `timeoutMs` (a database that accepts connections but never answers fails the read instead of
 * hanging the page); where the pipeline cannot be used, the statement goes through `client()`
 * instead. The request goes to `fetch` as a URL and its options, not as a Request object with a
 * combined signal: in workerd each of those costs more CPU than the rest of the read (issue 12).
 */
export function queryOnce(
  databaseUrl: string,
  authToken: string | undefined,
  timeoutMs: number,
  client: () => Client,
): QueryOnce {
  let endpoint = endpoints.get(databaseUrl);
  if (endpoint === undefined) endpoints.set(databaseUrl, (endpoint = pipelineUrl(databaseUrl)));
  if (endpoint === null) return clientQuery(client);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (authToken) headers.authorization = `Bearer ${authToken}`;
  const url = endpoint;
  return async (sql, args = []) => {
    const body = JSON.stringify({
      baton: null,
      requests: [{ type: "execute", stmt: { sql, args: args.map(toWire), want_rows: true } }, { type: "close" }],
    });
    const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new DatabaseError(`Server returned HTTP status ${response.status}`, "SERVER_ERROR");
    }
    const { results } = await response.json<{ results?: WireResult[] }>();
    const result = results?.[0];
    if (result?.type === "error") throw new DatabaseError(result.error.message, result.error.code ?? "UNKNOWN");
    const rows = result?.response.result?.rows;
    if (!rows) throw new DatabaseError("The server answered the pipeline without a result", "HRANA_PROTO_ERROR");
    return rows.map((row) => row.map(fromWire));
  };
}
