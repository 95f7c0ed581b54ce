// Raw HTTP against the server: routing, protocol details and error handling.
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchResult, BatchStep, CursorEntry, HttpErrorBody, StreamRequest } from "./protocol";
import { startLibsqlServer, type LibsqlServer } from "./server";
import { okResult, pipeline, post, sleep, tempDir } from "./test-support";

const tmp = tempDir();
const logs: string[] = [];
let server: LibsqlServer;
let tight: LibsqlServer; // short stream TTL and only two streams

const exec = (sql: string): StreamRequest => ({ type: "execute", stmt: { sql } });

beforeAll(async () => {
  server = await startLibsqlServer({ file: tmp.path("http.db"), port: 0, log: (line) => logs.push(line) });
  tight = await startLibsqlServer({
    file: tmp.path("tight.db"),
    port: 0,
    streamTtlMs: 200,
    maxStreams: 2,
    log: (line) => logs.push(line),
  });
  await pipeline(server.url, {
    requests: [exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)"), { type: "close" }],
  });
  await pipeline(tight.url, { requests: [exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"), { type: "close" }] });
});

afterAll(async () => {
  await Promise.all([server.close(), tight.close()]);
  tmp.cleanup();
});

describe("routing", () => {
  it.each(["/v2", "/v3", "/health"])("GET %s answers 200", async (path) => {
    const res = await fetch(new URL(path, server.url));
    expect(res.status).toBe(200);
    await res.text();
  });

  it("answers 404 to Protobuf so the client falls back to JSON", async () => {
    const probe = await fetch(new URL("/v3-protobuf", server.url));
    expect(probe.status).toBe(404);
    expect(((await probe.json()) as HttpErrorBody).code).toBe("NOT_FOUND");
    expect((await post(server.url, "/v3-protobuf/pipeline", {})).status).toBe(404);
    expect((await fetch(new URL("/v2/pipeline", server.url))).status).toBe(405);
  });
});

describe("bad requests", () => {
  it("rejects malformed JSON with a 400 and a JSON error, and logs it", async () => {
    const res = await post<HttpErrorBody>(server.url, "/v2/pipeline", "{not json");
    expect(res.status).toBe(400);
    expect(res.contentType).toBe("application/json");
    expect(res.body.code).toBe("PROTOCOL_ERROR");
    expect(res.body.error).toContain("Cannot parse request body as JSON");
    const line = JSON.parse(logs.at(-1) ?? "{}") as Record<string, unknown>;
    expect(line).toMatchObject({
      level: "warn",
      method: "POST",
      path: "/v2/pipeline",
      status: 400,
      code: "PROTOCOL_ERROR",
    });
  });

  it.each([
    [{ requests: "nope" }, "requests: expected an array"],
    [{ requests: [{ type: "explode" }] }, 'requests[0].type: unknown request type "explode"'],
    [
      { requests: [{ type: "execute", stmt: { sql: "SELECT ?", args: [{ type: "integer", value: "x" }] } }] },
      "requests[0].stmt.args[0]: integer value must be a decimal string",
    ],
    [
      { requests: [{ type: "execute", stmt: { sql: "SELECT 1", sql_id: 1 } }] },
      "requests[0].stmt: exactly one of `sql` and `sql_id`",
    ],
    [{ requests: [{ type: "get_autocommit" }] }, "needs Hrana 3"],
  ])("rejects a bad shape: %j", async (body, message) => {
    const res = await post<HttpErrorBody>(server.url, "/v2/pipeline", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("rejects unknown and reused batons, and keeps serving", async () => {
    const unknown = await pipeline(server.url, { baton: "made-up", requests: [exec("SELECT 1")] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "BATON_INVALID" });

    const opened = await pipeline(server.url, { requests: [exec("SELECT 1")] });
    const first = opened.body.baton;
    expect(first).toEqual(expect.any(String));
    const next = await pipeline(server.url, { baton: first, requests: [exec("SELECT 2")] });
    expect(next.body.baton).not.toBe(first);
    const reused = await pipeline(server.url, { baton: first, requests: [exec("SELECT 3")] });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: "BATON_REUSED" });
    // The stream itself is unharmed: its latest baton still works.
    const closed = await pipeline(server.url, {
      baton: next.body.baton,
      requests: [exec("SELECT 4"), { type: "close" }],
    });
    expect(okResult(closed.body.results[0]).rows).toEqual([[{ type: "integer", value: "4" }]]);
    expect(closed.body.baton).toBeNull();
  });
});

describe("pipeline requests", () => {
  it("supports store_sql, sql_id, describe, want_rows, get_autocommit and close", async () => {
    const res = await pipeline(
      server.url,
      {
        requests: [
          { type: "store_sql", sql_id: 7, sql: "INSERT INTO t (v) VALUES (:v) RETURNING id" },
          { type: "get_autocommit" },
          { type: "sequence", sql: "BEGIN; INSERT INTO t (v) VALUES ('seq');" },
          { type: "get_autocommit" },
          {
            type: "execute",
            stmt: {
              sql_id: 7,
              named_args: [{ name: "v", value: { type: "text", value: "stored" } }],
              want_rows: false,
            },
          },
          { type: "describe", sql: "SELECT id, v AS value FROM t WHERE v = :v AND id > ?5" },
          { type: "close_sql", sql_id: 7 },
          { type: "execute", stmt: { sql_id: 7 } },
          { type: "execute", stmt: { sql: "COMMIT" } },
          { type: "close" },
          { type: "execute", stmt: { sql: "SELECT 1" } },
        ],
      },
      3,
    );
    expect(res.status).toBe(200);
    const [stored, auto1, seq, auto2, insert, describe, closeSql, gone, commit, close, afterClose] = res.body.results;
    expect(stored).toEqual({ type: "ok", response: { type: "store_sql" } });
    expect(auto1).toEqual({ type: "ok", response: { type: "get_autocommit", is_autocommit: true } });
    expect(seq).toEqual({ type: "ok", response: { type: "sequence" } });
    expect(auto2).toEqual({ type: "ok", response: { type: "get_autocommit", is_autocommit: false } });
    expect(okResult(insert)).toMatchObject({
      cols: [{ name: "id", decltype: "INTEGER" }],
      rows: [],
      affected_row_count: 1,
      last_insert_rowid: "2",
    });
    expect(describe).toEqual({
      type: "ok",
      response: {
        type: "describe",
        result: {
          params: [{ name: ":v" }, { name: null }, { name: null }, { name: null }, { name: "?5" }],
          cols: [
            { name: "id", decltype: "INTEGER" },
            { name: "value", decltype: "TEXT" },
          ],
          is_explain: false,
          is_readonly: true,
        },
      },
    });
    expect(closeSql?.type).toBe("ok");
    expect(gone).toEqual({ type: "error", error: { message: "SQL text 7 not found", code: "SQL_NOT_FOUND" } });
    expect(commit?.type).toBe("ok");
    expect(close).toEqual({ type: "ok", response: { type: "close" } });
    expect(afterClose).toMatchObject({ type: "error", error: { code: "STREAM_CLOSED" } });
    expect(res.body.baton).toBeNull();
  });

  it("evaluates batch conditions", async () => {
    const steps: BatchStep[] = [
      { stmt: { sql: "INSERT INTO t (v) VALUES ('cond')" } },
      { stmt: { sql: "INSERT INTO t (v) VALUES ('cond')" } }, // unique violation
      { condition: { type: "ok", step: 1 }, stmt: { sql: "SELECT 'skipped'" } },
      {
        condition: {
          type: "and",
          conds: [
            { type: "ok", step: 0 },
            { type: "error", step: 1 },
          ],
        },
        stmt: { sql: "SELECT 'and'" },
      },
      {
        condition: {
          type: "or",
          conds: [
            { type: "ok", step: 2 },
            { type: "not", cond: { type: "is_autocommit" } },
          ],
        },
        stmt: { sql: "SELECT 'or'" },
      },
      { condition: { type: "is_autocommit" }, stmt: { sql: "SELECT 'auto'" } },
    ];
    const res = await pipeline(server.url, { requests: [{ type: "batch", batch: { steps } }, { type: "close" }] }, 3);
    const result = res.body.results[0];
    if (result?.type !== "ok" || result.response.type !== "batch") throw new Error(JSON.stringify(result));
    const { step_results, step_errors }: BatchResult = result.response.result;
    expect(step_results.map((r) => (r ? "ran" : null))).toEqual(["ran", null, null, "ran", null, "ran"]);
    expect(step_errors.map((e) => e?.code ?? null)).toEqual([null, "SQLITE_CONSTRAINT", null, null, null, null]);
    const forward: BatchStep = { condition: { type: "ok", step: 0 }, stmt: { sql: "SELECT 1" } }; // refers to itself
    const bad = await pipeline(server.url, { requests: [{ type: "batch", batch: { steps: [forward] } }] });
    expect(bad.status).toBe(400);
  });

  it("streams a batch through /v3/cursor as newline-delimited JSON", async () => {
    const res = await post<string>(server.url, "/v3/cursor", {
      batch: { steps: [{ stmt: { sql: "SELECT 1 AS a UNION ALL SELECT 2" } }, { stmt: { sql: "SELEC" } }] },
    });
    expect(res.status).toBe(200);
    const [head, ...entries] = res.body
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as CursorEntry);
    expect(head).toMatchObject({ base_url: null });
    expect(typeof (head as { baton?: unknown }).baton).toBe("string");
    expect(entries.map((e) => e.type)).toEqual(["step_begin", "row", "row", "step_end", "step_error"]);
    expect(entries[1]).toEqual({ type: "row", row: [{ type: "integer", value: "1" }] });
    expect(entries[4]).toMatchObject({ step: 1, error: { code: "SQLITE_ERROR" } });
  });
});

describe("stream limits", () => {
  it("caps open streams with a 503 until one is closed", async () => {
    const a = await pipeline(tight.url, { requests: [exec("SELECT 1")] });
    const b = await pipeline(tight.url, { requests: [exec("SELECT 1")] });
    const c = await pipeline(tight.url, { requests: [exec("SELECT 1")] });
    expect(c.status).toBe(503);
    expect(c.body).toMatchObject({ code: "STREAMS_EXHAUSTED" });
    await pipeline(tight.url, { baton: a.body.baton, requests: [{ type: "close" }] });
    await pipeline(tight.url, { baton: b.body.baton, requests: [{ type: "close" }] });
    expect((await pipeline(tight.url, { requests: [exec("SELECT 1"), { type: "close" }] })).status).toBe(200);
  });

  it("expires idle streams, rolling back their transaction", async () => {
    const open = await pipeline(tight.url, { requests: [exec("BEGIN"), exec("INSERT INTO t (v) VALUES ('lost')")] });
    await sleep(400);
    const late = await pipeline(tight.url, { baton: open.body.baton, requests: [exec("COMMIT")] });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: "STREAM_EXPIRED", message: "The stream has expired due to inactivity" });
    const check = await pipeline(tight.url, {
      requests: [exec("SELECT count(*) FROM t WHERE v = 'lost'"), { type: "close" }],
    });
    expect(okResult(check.body.results[0]).rows).toEqual([[{ type: "integer", value: "0" }]]);
    expect(logs.some((l) => l.includes('"event":"stream_expired"') && l.includes('"rolled_back":true'))).toBe(true);
  });

  it("surfaces an expired transaction to @libsql/client as a LibsqlError", async () => {
    const db = createClient({ url: tight.url });
    const tx = await db.transaction("write");
    await tx.execute("INSERT INTO t (v) VALUES ('late')");
    await sleep(400);
    await expect(tx.execute("SELECT 1")).rejects.toMatchObject({ name: "LibsqlError", code: "STREAM_EXPIRED" });
    expect((await db.execute("SELECT count(*) AS n FROM t WHERE v = 'late'")).rows[0]?.n).toBe(0);
    db.close();
  });
});
