import { sql } from "drizzle-orm";
import { describe, expect, it, inject } from "vitest";
import { lazyDb } from "./client";

describe("the request's database handle", () => {
  it("is built on first use: a request that never queries never builds a client", () => {
    // createClient refuses a malformed URL at once, so building would throw here.
    const db = lazyDb({ LIBSQL_URL: "not a url", LIBSQL_AUTH_TOKEN: undefined });
    expect(() => Reflect.get(db, "select")).toThrow();
  });

  it("queries the real database once used, with methods bound to the real handle", async () => {
    const db = lazyDb({ LIBSQL_URL: inject("libsqlUrl"), LIBSQL_AUTH_TOKEN: undefined });
    expect(await db.get<{ one: number }>(sql`select 1 as one`)).toEqual({ one: 1 });
    const [first] = await db.batch([db.run(sql`select 2`), db.run(sql`select 3`)]);
    expect(first.rows).toHaveLength(1);
    expect("$client" in db).toBe(true);
  });

  it("gives the libSQL client alone without building drizzle's handle, and the same client to both", async () => {
    const db = lazyDb({ LIBSQL_URL: inject("libsqlUrl"), LIBSQL_AUTH_TOKEN: undefined });
    const client = db.$client;
    expect((await client.execute("select 4 as four")).rows[0]?.[0]).toBe(4);
    expect(await db.get<{ five: number }>(sql`select 5 as five`)).toEqual({ five: 5 });
    expect(db.$client).toBe(client);
  });
});
