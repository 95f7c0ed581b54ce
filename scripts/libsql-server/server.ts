/**
 * A local stand-in for sqld/Turso, for development and tests only (production
 * talks to Turso). There is no installable sqld, and the Worker's @libsql/client
 * only speaks HTTP, so this serves libSQL's HTTP protocol ("Hrana over HTTP",
 * JSON encoding, versions 2 and 3) on top of the embedded `libsql` package and a
 * single database file. Implemented: GET /v2, /v3 and /health; POST
 * /v2/pipeline, /v3/pipeline (execute, batch with all conditions, sequence,
 * describe, store_sql, close_sql, close, get_autocommit) and /v3/cursor (the
 * batch runs to completion before its entries are sent). Not implemented:
 * Protobuf (/v3-protobuf* answers 404, which makes the client fall back to
 * JSON), WebSockets, auth, replication and interactive-transaction timeouts
 * other than the idle-stream TTL. Every stream owns a connection; lock
 * contention is retried asynchronously (busy.ts) so one transaction waiting for
 * another never blocks the event loop.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Connection } from "./database";
import { ProtocolError } from "./errors";
import { handleCursor, handlePipeline } from "./handlers";
import { readJson, sendError, sendJson, sendLines, sendText } from "./http-util";
import { StreamRegistry } from "./registry";

export interface LibsqlServerOptions {
  file: string;
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Idle streams are closed (rolling back their transaction) after this long. Default 10 s. */
  streamTtlMs?: number;
  /** Default 128. */
  maxStreams?: number;
  /** Receives one JSON line per failed request. Default: stderr. */
  log?: (line: string) => void;
}

export interface LibsqlServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024 * 1024;
// After this long, shutdown stops waiting politely for busy statements to get their lock.
const SHUTDOWN_GRACE_MS = 1000;

export async function startLibsqlServer(options: LibsqlServerOptions): Promise<LibsqlServer> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const logEvent = (event: Record<string, unknown>) =>
    log(JSON.stringify({ time: new Date().toISOString(), ...event }));
  // Kept open for the server's lifetime: it switches the file to WAL (readers and
  // one writer at a time run concurrently) and checkpoints on shutdown.
  const admin = new Connection(options.file);
  try {
    const mode = admin.journalMode("WAL");
    if (mode !== "wal") logEvent({ level: "warn", event: "wal_unavailable", journal_mode: mode });
  } catch (error) {
    admin.close();
    throw error;
  }
  const registry = new StreamRegistry({
    file: options.file,
    ttlMs: options.streamTtlMs ?? 10_000,
    maxStreams: options.maxStreams ?? 128,
    onEvent: logEvent,
  });
  const shutdown = new AbortController();
  const inflight = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method === "HEAD" ? "GET" : req.method;
    if (method === "GET" && (path === "/health" || path === "/")) return sendText(res, 200, "ok\n");
    if (method === "GET" && (path === "/v2" || path === "/v3")) {
      return sendText(res, 200, `Hello, this is HTTP API ${path.slice(1)} (Hrana over HTTP)\n`);
    }
    if (method === "POST" && (path === "/v2/pipeline" || path === "/v3/pipeline")) {
      const version = path === "/v2/pipeline" ? 2 : 3;
      const body = await readJson(req, BODY_LIMIT);
      return sendJson(res, 200, await handlePipeline(registry, body, version, shutdown.signal));
    }
    if (method === "POST" && path === "/v3/cursor") {
      return sendLines(res, await handleCursor(registry, await readJson(req, BODY_LIMIT), shutdown.signal));
    }
    if (["/v2", "/v3", "/health", "/v2/pipeline", "/v3/pipeline", "/v3/cursor"].includes(path)) {
      throw new ProtocolError(`Method ${req.method} is not allowed on ${path}`, "METHOD_NOT_ALLOWED", 405);
    }
    throw new ProtocolError(`Not found: ${path}`, "NOT_FOUND", 404);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/(.)\/+$/, "$1");
    try {
      if (closing !== undefined) {
        res.setHeader("connection", "close");
        throw new ProtocolError("The server is shutting down", "SHUTTING_DOWN", 503);
      }
      await route(req, res, path);
    } catch (caught) {
      const error = caught instanceof ProtocolError ? caught : internalError(caught);
      const { status, code, message } = error;
      logEvent({ level: status >= 500 ? "error" : "warn", method: req.method, path, status, code, message });
      sendError(res, error);
    }
  }

  const server = createServer((req, res) => {
    const task = handle(req, res).finally(() => inflight.delete(task));
    inflight.add(task);
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8080, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port); // a TCP listener always has an AddressInfo
    });
  }).catch((error: unknown) => {
    admin.close();
    throw error;
  });

  async function shutDown(): Promise<void> {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Rolling back idle transactions first releases their locks, so requests that
    // are waiting for a lock can finish instead of timing out.
    registry.closeIdle();
    const grace = setTimeout(() => shutdown.abort(), SHUTDOWN_GRACE_MS);
    while (inflight.size > 0) await Promise.allSettled([...inflight]);
    clearTimeout(grace);
    registry.closeAll();
    server.closeAllConnections();
    await stopped;
    try {
      await admin.checkpoint();
    } catch (error) {
      // Committed data is safe in the WAL either way; the next open replays it.
      logEvent({ level: "warn", event: "checkpoint_failed", message: String(error) });
    }
    admin.close();
  }

  return {
    url: `http://${urlHost(options.host ?? "127.0.0.1")}:${port}`,
    port,
    close: () => (closing ??= shutDown()),
  };
}

function internalError(caught: unknown): ProtocolError {
  const message = caught instanceof Error ? caught.message : String(caught);
  return new ProtocolError(`Internal error: ${message}`, "INTERNAL_ERROR", 500);
}

function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}
