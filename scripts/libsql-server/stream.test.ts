// Lock handling below the HTTP layer: busy retries and recovery from a statement
// that gave up while SQLite still considered it in progress.
import { afterAll, describe, expect, it, vi } from "vitest";
import { withBusyRetry } from "./busy";
import { Connection, ConnectionPool } from "./database";
import type { ParsedRequest } from "./decode";
import { Stream } from "./stream";
import { tempDir } from "./test-support";

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const sqliteError = (code: string) => Object.assign(new Error(code), { code });

describe("withBusyRetry", () => {
  it("retries SQLITE_BUSY and SQLITE_LOCKED until the operation succeeds", async () => {
    const codes = ["SQLITE_BUSY", "SQLITE_LOCKED_SHAREDCACHE", "SQLITE_BUSY_RECOVERY"];
    let calls = 0;
    const result = await withBusyRetry(() => {
      const code = codes[calls++];
      if (code) throw sqliteError(code);
      return "done";
    });
    expect(result).toBe("done");
    expect(calls).toBe(4);
  });

  it("does not retry other errors or BUSY_SNAPSHOT", async () => {
    for (const code of ["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_BUSY_SNAPSHOT"]) {
      let calls = 0;
      const run = withBusyRetry(() => {
        calls++;
        throw sqliteError(code);
      });
      await expect(run).rejects.toMatchObject({ code });
      expect(calls).toBe(1);
    }
  });

  it("gives up after its timeout, and at once when aborted", async () => {
    const started = Date.now();
    const alwaysBusy = () => {
      throw sqliteError("SQLITE_BUSY");
    };
    await expect(withBusyRetry(alwaysBusy, { timeoutMs: 60 })).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    let calls = 0;
    const countedBusy = () => {
      calls++;
      alwaysBusy();
    };
    await expect(withBusyRetry(countedBusy, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: "SQLITE_BUSY",
    });
    expect(calls).toBe(1);
  });
});

describe("Stream", () => {
  const exec = (sql: string): ParsedRequest => ({
    type: "execute",
    stmt: { sql, args: [], namedArgs: new Map(), wantRows: true },
  });

  it("replaces a connection whose statement gave up on a lock", async () => {
    const file = tmp.path("stuck.db");
    const holder = new Connection(file);
    holder.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x);");
    const stream = new Stream(1, new ConnectionPool(file));
    // The spy keeps every prepared statement reachable, so garbage collection
    // cannot quietly finalize the stuck one and hide the problem.
    const prepare = vi.spyOn(Connection.prototype, "prepare");

    holder.exec("BEGIN IMMEDIATE");
    // An aborted signal makes the INSERT give up on its first SQLITE_BUSY.
    const [failed] = await stream.run([exec("INSERT INTO t VALUES (1)")], AbortSignal.abort());
    expect(failed).toMatchObject({ type: "error", error: { code: "SQLITE_BUSY" } });
    holder.exec("COMMIT");

    // With the stuck statement still alive, this COMMIT would fail with
    // "cannot commit transaction - SQL statements in progress".
    const started = Date.now();
    const results = await stream.run([exec("BEGIN IMMEDIATE"), exec("INSERT INTO t VALUES (2)"), exec("COMMIT")]);
    expect(results.map((r) => r.type)).toEqual(["ok", "ok", "ok"]);
    expect(Date.now() - started).toBeLessThan(1000); // no busy-retrying COMMIT either
    expect(prepare.mock.results.length).toBeGreaterThan(3);
    prepare.mockRestore();
    stream.close();
    holder.close();
  });

  it("rolls back an open transaction when closed", async () => {
    const file = tmp.path("close.db");
    const pool = new ConnectionPool(file);
    const stream = new Stream(2, pool);
    await stream.run([exec("CREATE TABLE t (x)"), exec("BEGIN"), exec("INSERT INTO t VALUES (1)")]);
    expect(stream.inTransaction).toBe(true);
    stream.close();
    expect(stream.closed).toBe(true);
    const reader = new Stream(3, pool);
    const [count] = await reader.run([exec("SELECT count(*) FROM t")]);
    expect(count).toMatchObject({ type: "ok", response: { result: { rows: [[{ type: "integer", value: "0" }]] } } });
    reader.close();
    pool.closeAll();
  });
});

describe("connections shared by streams", () => {
  const exec = (sql: string): ParsedRequest => ({
    type: "execute",
    stmt: { sql, args: [], namedArgs: new Map(), wantRows: true },
  });
  const rowsOf = (result: Awaited<ReturnType<Stream["run"]>>[number] | undefined) =>
    result?.type === "ok" && result.response.type === "execute" ? result.response.result.rows : undefined;

  it("hands a closed stream's connection to the next stream, with its statements prepared", async () => {
    const pool = new ConnectionPool(tmp.path("pool.db"));
    const first = new Stream(1, pool);
    await first.run([exec("CREATE TABLE t (x)"), exec("INSERT INTO t VALUES (1)"), exec("SELECT x FROM t")]);
    first.close();
    const prepare = vi.spyOn(Connection.prototype, "prepare");
    const second = new Stream(2, pool);
    const [row] = await second.run([exec("SELECT x FROM t")]);
    expect(rowsOf(row)).toEqual([[{ type: "integer", value: "1" }]]);
    expect(prepare).not.toHaveBeenCalled();
    prepare.mockRestore();
    second.close();
    pool.closeAll();
  });

  it("a kept statement reads the schema as it is now", async () => {
    const pool = new ConnectionPool(tmp.path("schema.db"));
    const stream = new Stream(1, pool);
    await stream.run([exec("CREATE TABLE t (x)"), exec("INSERT INTO t VALUES (1)"), exec("SELECT * FROM t")]);
    const other = new Connection(tmp.path("schema.db"));
    other.exec("ALTER TABLE t ADD COLUMN y DEFAULT 2");
    other.close();
    const [row] = await stream.run([exec("SELECT * FROM t")]);
    expect(rowsOf(row)).toEqual([
      [
        { type: "integer", value: "1" },
        { type: "integer", value: "2" },
      ],
    ]);
    stream.close();
    pool.closeAll();
  });

  it("never hands on a connection in a transaction, with changed settings or temporary tables", async () => {
    const file = tmp.path("state.db");
    const pool = new ConnectionPool(file);
    const setup = new Stream(1, pool);
    await setup.run([exec("CREATE TABLE t (x)")]);
    setup.close();
    for (const [i, sql] of [
      "BEGIN",
      "PRAGMA foreign_keys = OFF",
      "/* note */ CREATE TEMP TABLE scratch (y)",
    ].entries()) {
      const stream = new Stream(10 + i, pool);
      await stream.run([exec(sql), exec("INSERT INTO t VALUES (1)")]);
      stream.close();
      const next = new Stream(20 + i, pool);
      const [fk, count, temp] = await next.run([
        exec("PRAGMA foreign_keys"),
        exec("SELECT count(*) FROM t"),
        exec("SELECT count(*) FROM sqlite_temp_master"),
      ]);
      expect(rowsOf(fk), sql).toEqual([[{ type: "integer", value: "1" }]]);
      // The transaction's insert was rolled back with its connection; the others committed.
      expect(rowsOf(count), sql).toEqual([[{ type: "integer", value: String(i) }]]);
      expect(rowsOf(temp), sql).toEqual([[{ type: "integer", value: "0" }]]);
      next.close();
    }
    pool.closeAll();
  });
});
