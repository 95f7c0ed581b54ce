import type { Connection, ConnectionPool } from "./database";
import type { ParsedRequest } from "./decode";
import { ProtocolError, RequestError, toProtoError } from "./errors";
import { describeStmt, executeBatch, executeSequence, executeStmt, type ExecContext } from "./executor";
import type { StreamResponse, StreamResult } from "./protocol";

/** A Hrana stream: one SQLite connection plus the SQL texts stored on it. */
export class Stream {
  readonly sqls = new Map<number, string>();
  /** The baton that currently grants access, while the stream is idle. */
  baton: string | undefined;
  /** True while a request is being executed; busy streams never expire. */
  busy = false;
  expiry: NodeJS.Timeout | undefined;
  private conn: Connection | undefined;

  constructor(
    readonly id: number,
    private readonly pool: ConnectionPool,
  ) {
    this.conn = pool.take();
  }

  get closed(): boolean {
    return this.conn === undefined;
  }

  get inTransaction(): boolean {
    return this.conn !== undefined && !this.conn.isAutocommit;
  }

  /** Rolls back whatever transaction is open and releases the connection. */
  close(): void {
    clearTimeout(this.expiry);
    if (this.conn !== undefined) this.pool.give(this.conn);
    this.conn = undefined;
  }

  /** Runs a pipeline's requests in order; each one succeeds or fails on its own. */
  async run(requests: ParsedRequest[], signal?: AbortSignal): Promise<StreamResult[]> {
    const results: StreamResult[] = [];
    for (const request of requests) {
      try {
        results.push({ type: "ok", response: await this.handle(request, signal) });
      } catch (error) {
        if (error instanceof ProtocolError) throw error;
        results.push({ type: "error", error: toProtoError(error) });
      }
      this.replaceStuckConnection();
    }
    return results;
  }

  /** See Connection#stuck. Outside a transaction nothing is lost by reconnecting. */
  replaceStuckConnection(): void {
    if (this.conn?.stuck && this.conn.isAutocommit) {
      this.conn.close();
      this.conn = this.pool.take();
    }
  }

  context(signal?: AbortSignal): ExecContext {
    if (this.conn === undefined) {
      throw new RequestError("The stream has been closed by an earlier `close` request", "STREAM_CLOSED");
    }
    return { conn: this.conn, sqls: this.sqls, signal };
  }

  private async handle(request: ParsedRequest, signal?: AbortSignal): Promise<StreamResponse> {
    switch (request.type) {
      case "close":
        this.close();
        return { type: "close" };
      case "execute":
        return { type: "execute", result: await executeStmt(this.context(signal), request.stmt) };
      case "batch":
        return { type: "batch", result: await executeBatch(this.context(signal), request.batch) };
      case "sequence":
        await executeSequence(this.context(signal), request.sql);
        return { type: "sequence" };
      case "describe":
        return { type: "describe", result: await describeStmt(this.context(signal), request.sql) };
      case "store_sql":
        this.context(signal);
        if (this.sqls.has(request.sqlId)) {
          throw new RequestError(`SQL text ${request.sqlId} already exists`, "SQL_EXISTS");
        }
        this.sqls.set(request.sqlId, request.sql);
        return { type: "store_sql" };
      case "close_sql":
        this.sqls.delete(request.sqlId);
        return { type: "close_sql" };
      case "get_autocommit":
        return { type: "get_autocommit", is_autocommit: this.context(signal).conn.isAutocommit };
    }
  }
}
