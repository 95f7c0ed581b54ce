import { createClient, type Client } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { DB_TIMEOUT_MS } from "../../schema/constants";
import { clientQuery, queryOnce, type QueryOnce } from "./one-shot";

/** Where the database is: its URL (a secret in production) and Turso's token. */
export interface DatabaseSettings {
  LIBSQL_URL: string;
  LIBSQL_AUTH_TOKEN?: string | undefined;
  /** The deadline of every round trip (the worker's DB_TIMEOUT_MS; DB_TIMEOUT_MS of schema/constants when absent). */
  DB_TIMEOUT_MS?: number | undefined;
}

/**
 * Without drizzle's relational query API (`db.query.*`, unused here): given the schema, drizzle
 * builds its relational view of every table for each handle, and a handle is made per request.
 */
export type Database = LibSQLDatabase & {
  $client: Client;
  /**
   * One read statement in one HTTP round trip, without the client's stream machinery (one-shot.ts):
   * the worker's handles have it; a handle a script or test built over its own client may not
   * (`queryOf` then goes through the client).
   */
  $query?: QueryOnce;
};

/**
 * The SQL text of a query written with drizzle's `sql` over the schema, for a one-shot statement
 * (its parameters are `?`, given to the QueryOnce in order). Callers compile it once per isolate.
 */
export function sqlText(query: SQL): string {
  return new SQLiteAsyncDialect().sqlToQuery(query).sql;
}

/** The handle's one-shot query, or one through its client. */
export function queryOf(db: Database): QueryOnce {
  return db.$query ?? clientQuery(() => db.$client);
}

/**
 * A fetch for the libSQL client that gives every HTTP round trip a deadline: a database that
 * accepts connections but never answers (a paused process, a stuck network) fails the call after
 * `timeoutMs` instead of hanging the page until the platform kills it.
 */
export function fetchWithDeadline(timeoutMs: number): (request: Request) => Promise<Response> {
  return (request) => fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) });
}

/** The libSQL client over HTTP, with a deadline on every round trip. */
function createClientFor(config: DatabaseSettings, timeoutMs: number): Client {
  return createClient({
    url: config.LIBSQL_URL,
    authToken: config.LIBSQL_AUTH_TOKEN,
    intMode: "number",
    fetch: fetchWithDeadline(timeoutMs),
  });
}

/**
 * A drizzle database over libSQL's HTTP protocol, one per request: the web client holds no
 * connection between requests, so there is nothing to share at module scope.
 */
export function createDb(config: DatabaseSettings, timeoutMs = config.DB_TIMEOUT_MS ?? DB_TIMEOUT_MS): Database {
  const db = drizzle(createClientFor(config, timeoutMs));
  const $query = queryOnce(config.LIBSQL_URL, config.LIBSQL_AUTH_TOKEN, timeoutMs, () => db.$client);
  return Object.assign(db, { $query });
}

/**
 * The request's database handle, built on first use: building one (the libSQL client and drizzle's
 * session) costs some tens of µs, and most requests — cached pages, catalogue
 * pages, static answers — never query. Property reads go to the real handle, methods bound to it;
 * `$client` builds only the libSQL client, and `$query` (one-shot reads, like the stock read) not even that.
 */
export function lazyDb(config: DatabaseSettings): Database {
  const timeoutMs = config.DB_TIMEOUT_MS ?? DB_TIMEOUT_MS;
  let client: Client | undefined;
  let db: LibSQLDatabase | undefined;
  let query: QueryOnce | undefined;
  const libsql = () => (client ??= createClientFor(config, timeoutMs));
  const real = () => (db ??= drizzle(libsql()));
  return new Proxy({} as Database, {
    get(_target, key) {
      if (key === "$client") return libsql();
      if (key === "$query")
        return (query ??= queryOnce(config.LIBSQL_URL, config.LIBSQL_AUTH_TOKEN, timeoutMs, libsql));
      const handle = real();
      const value: unknown = Reflect.get(handle, key, handle);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(handle) : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
  });
}
