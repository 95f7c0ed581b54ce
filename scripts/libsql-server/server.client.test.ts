// Drives the server with the real @libsql/client, through both of its entries.
import {
  createClient as createNodeClient,
  LibsqlBatchError,
  LibsqlError,
  type Client,
  type Config,
} from "@libsql/client";
import { createClient as createWebClient } from "@libsql/client/web";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLibsqlServer, type LibsqlServer } from "./server";
import { sleep, tempDir } from "./test-support";

const tmp = tempDir();
const logs: string[] = [];
let server: LibsqlServer;

beforeAll(async () => {
  server = await startLibsqlServer({ file: tmp.path("client.db"), port: 0, log: (line) => logs.push(line) });
});

afterAll(async () => {
  await server.close();
  tmp.cleanup();
});

async function failure(promise: Promise<unknown>): Promise<LibsqlError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LibsqlError);
  return error as LibsqlError;
}

const entries: [string, (config: Config) => Client][] = [
  ["@libsql/client/web", createWebClient],
  ["@libsql/client (node)", createNodeClient],
];

describe.each(entries)("%s", (_entry, createClient) => {
  let db: Client;
  const count = async (table = "items") => (await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n;

  beforeAll(() => {
    db = createClient({ url: server.url, intMode: "bigint" });
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.executeMultiple(`
      DROP TABLE IF EXISTS items; DROP TABLE IF EXISTS vals;
      CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, qty INTEGER);
      CREATE TABLE vals (id INTEGER PRIMARY KEY, v);`);
  });

  it("binds positional and named arguments (:name, @name, $name)", async () => {
    await db.execute({ sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["apple", 3] });
    await db.execute({ sql: "INSERT INTO items (name, qty) VALUES (?2, ?1)", args: [4, "pear"] });
    for (const placeholder of [":name", "@name", "$name"]) {
      const rs = await db.execute({
        sql: `SELECT qty FROM items WHERE name = ${placeholder}`,
        args: { name: "apple" },
      });
      expect(rs.rows.map((r) => r.qty)).toEqual([3n]);
    }
    const prefixed = await db.execute({ sql: "SELECT qty FROM items WHERE name = :name", args: { ":name": "pear" } });
    expect(prefixed.rows[0]?.qty).toBe(4n);
    expect(prefixed.columns).toEqual(["qty"]);
    expect(prefixed.columnTypes).toEqual(["INTEGER"]);
  });

  it.each([":", "@", "$"])("lets ?1 read the slot SQLite gave the first %sname", async (sigil) => {
    // The first name takes slot 1, so ?1 is the same parameter as it.
    const rs = await db.execute({ sql: `SELECT ${sigil}b, ${sigil}a, ?1`, args: { a: "one", b: "two" } });
    expect(rs.rows.map((row) => Array.from(row))).toEqual([["two", "one", "two"]]);
  });

  it("round-trips every value type", async () => {
    const big = 2n ** 62n + 1n; // far beyond 2^53
    const bytes = new Uint8Array([0, 1, 127, 128, 254, 255]);
    const inputs = [
      null,
      big,
      -(2n ** 63n),
      -42n,
      3.25,
      -0.5,
      "héllo wörld 🌍 ✓",
      bytes,
      new Uint8Array([7, 8]).buffer,
    ];
    for (const v of inputs) await db.execute({ sql: "INSERT INTO vals (v) VALUES (?)", args: [v] });
    const rs = await db.execute("SELECT v, typeof(v) AS t FROM vals ORDER BY id");
    expect(rs.rows.map((r) => r.t)).toEqual([
      "null",
      "integer",
      "integer",
      "integer",
      "real",
      "real",
      "text",
      "blob",
      "blob",
    ]);
    const out = rs.rows.map((r) => r.v);
    expect(out.slice(0, 7)).toEqual([null, big, -(2n ** 63n), -42n, 3.25, -0.5, "héllo wörld 🌍 ✓"]);
    expect(out[7]).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(out[7] as ArrayBuffer)]).toEqual([...bytes]);
    expect([...new Uint8Array(out[8] as ArrayBuffer)]).toEqual([7, 8]);

    const asStrings = createClient({ url: server.url, intMode: "string" });
    const max = await asStrings.execute("SELECT 9223372036854775807 AS m, v FROM vals WHERE id = 2");
    expect(max.rows[0]?.m).toBe("9223372036854775807");
    expect(max.rows[0]?.v).toBe(big.toString());
    asStrings.close();
  });

  it("reports lastInsertRowid and rowsAffected", async () => {
    const first = await db.execute("INSERT INTO items (name, qty) VALUES ('a', 1)");
    expect(first.lastInsertRowid).toBe(1n);
    expect(first.rowsAffected).toBe(1);
    const huge = await db.execute({
      sql: "INSERT INTO items (id, name, qty) VALUES (?, 'b', 1)",
      args: [2n ** 53n + 1n],
    });
    expect(huge.lastInsertRowid).toBe(2n ** 53n + 1n);
    const updated = await db.execute("UPDATE items SET qty = qty + 1");
    expect(updated.rowsAffected).toBe(2);
    const returning = await db.execute("INSERT INTO items (name) VALUES ('c'), ('d') RETURNING name");
    expect(returning.rows.map((r) => r.name)).toEqual(["c", "d"]);
    expect(returning.rowsAffected).toBe(2);
    const selected = await db.execute("SELECT * FROM items");
    expect(selected.rowsAffected).toBe(0);
    expect(selected.lastInsertRowid).toBeUndefined();
    expect((await db.execute("DELETE FROM items WHERE qty = 2")).rowsAffected).toBe(2);
  });

  it("makes a write batch atomic", async () => {
    const ok = await db.batch(["INSERT INTO items (name) VALUES ('x')", "SELECT name FROM items"], "write");
    expect(ok[1]?.rows.map((r) => r.name)).toEqual(["x"]);
    const failing = db.batch(
      [
        "INSERT INTO items (name) VALUES ('y')",
        "INSERT INTO items (name) VALUES ('x')", // duplicate: fails mid-batch
        "INSERT INTO items (name) VALUES ('z')",
      ],
      "write",
    );
    await expect(failing).rejects.toBeInstanceOf(LibsqlBatchError);
    await expect(failing).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT", statementIndex: 1 });
    expect(await count()).toBe(1n);
  });

  it("commits and rolls back interactive transactions", async () => {
    const tx = await db.transaction("write");
    await tx.execute("INSERT INTO items (name) VALUES ('kept')");
    expect((await tx.execute("SELECT count(*) AS n FROM items")).rows[0]?.n).toBe(1n);
    await tx.commit();
    const rolled = await db.transaction("write");
    await rolled.execute("INSERT INTO items (name) VALUES ('dropped')");
    await rolled.execute("UPDATE items SET qty = 99");
    await rolled.rollback();
    const rows = (await db.execute("SELECT name, qty FROM items")).rows;
    expect(rows.map((r) => [r.name, r.qty])).toEqual([["kept", null]]);
  });

  it("lets a second write transaction wait for the first instead of deadlocking", async () => {
    const first = await db.transaction("write");
    await first.execute("INSERT INTO items (name) VALUES ('first')"); // holds the write lock
    const second = await db.transaction("write");
    const started = Date.now();
    const secondDone = (async () => {
      await second.execute("INSERT INTO items (name) VALUES ('second')"); // BEGIN IMMEDIATE waits
      await second.commit();
      return Date.now() - started;
    })();
    await sleep(150);
    expect(await count()).toBe(0n); // the server still answers while `second` waits
    await first.execute("UPDATE items SET qty = 1");
    await first.commit();
    expect(await secondDone).toBeGreaterThanOrEqual(140);
    expect((await db.execute("SELECT name FROM items ORDER BY id")).rows.map((r) => r.name)).toEqual([
      "first",
      "second",
    ]);
  });

  it("gives a read transaction a consistent snapshot", async () => {
    await db.execute("INSERT INTO items (name) VALUES ('one')");
    const reader = await db.transaction("read");
    expect((await reader.execute("SELECT count(*) AS n FROM items")).rows[0]?.n).toBe(1n);
    await db.execute("INSERT INTO items (name) VALUES ('two')");
    expect((await reader.execute("SELECT count(*) AS n FROM items")).rows[0]?.n).toBe(1n);
    await reader.commit();
    expect(await count()).toBe(2n);
  });

  it("returns SQL errors as LibsqlError with SQLite codes", async () => {
    const syntax = await failure(db.execute("SELEC 1"));
    expect([syntax.code, syntax.message]).toEqual(["SQLITE_ERROR", expect.stringContaining("syntax error") as string]);
    await db.execute("INSERT INTO items (name) VALUES ('dup')");
    const dup = await failure(db.execute("INSERT INTO items (name) VALUES ('dup')"));
    expect(dup.code).toMatch(/^SQLITE_CONSTRAINT/);
    expect(dup.message).toContain("UNIQUE constraint failed: items.name");
    expect((await failure(db.execute("INSERT INTO items (qty) VALUES (1)"))).code).toBe("SQLITE_CONSTRAINT");
    expect((await failure(db.execute("SELECT 1; SELECT 2"))).code).toBe("SQL_MANY_STATEMENTS");
    expect((await failure(db.execute({ sql: "SELECT ?, ?", args: [1] }))).code).toBe("ARGS_INVALID");
    expect(await count()).toBe(1n); // and the server keeps serving
  });

  it("runs migrate() with foreign keys off, and enforces them otherwise", async () => {
    await db.migrate([
      "CREATE TABLE IF NOT EXISTS orders (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES items (id))",
      "INSERT INTO orders (item_id) VALUES (404)", // dangling, allowed while migrating
    ]);
    expect(await count("orders")).toBe(1n);
    const orphan = await failure(db.execute("INSERT INTO orders (item_id) VALUES (405)"));
    expect(orphan.code).toBe("SQLITE_CONSTRAINT");
    expect(orphan.message).toContain("FOREIGN KEY constraint failed");
    await db.execute("DROP TABLE orders");
  });

  it("runs executeMultiple statement by statement, triggers included", async () => {
    await db.executeMultiple(`
      CREATE TRIGGER IF NOT EXISTS audit AFTER INSERT ON items BEGIN
        INSERT INTO vals (v) VALUES ('added ' || new.name); UPDATE vals SET v = upper(v);
      END;
      INSERT INTO items (name) VALUES ('t1');`);
    expect((await db.execute("SELECT v FROM vals")).rows.map((r) => r.v)).toEqual(["ADDED T1"]);
    const broken = "INSERT INTO items (name) VALUES ('t2'); SELEC; INSERT INTO items (name) VALUES ('t3')";
    expect((await failure(db.executeMultiple(broken))).code).toBe("SQLITE_ERROR");
    expect((await db.execute("SELECT name FROM items ORDER BY id")).rows.map((r) => r.name)).toEqual(["t1", "t2"]);
  });
});

it("logged nothing for successful requests", () => {
  expect(logs).toEqual([]);
});
