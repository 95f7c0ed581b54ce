import { createClient } from "@libsql/client";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./db-migrate";
import { startLibsqlServer, type LibsqlServer } from "./libsql-server/server";

describe("npm run db:migrate", () => {
  let dir: string;
  let server: LibsqlServer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "migrate-test-"));
    server = await startLibsqlServer({ file: path.join(dir, "m.db"), port: 0, log: () => undefined });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("creates the tables over libSQL's HTTP protocol and is safe to run twice", async () => {
    await migrateDatabase(server.url);
    await migrateDatabase(server.url);
    const client = createClient({ url: server.url });
    const tables = await client.execute("select name from sqlite_master where type = 'table' order by name");
    expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(["stock_items", "__drizzle_migrations"]));
    const applied = await client.execute("select count(*) as n from __drizzle_migrations");
    expect(Number(applied.rows[0]?.n)).toBeGreaterThanOrEqual(1);
    await expect(client.execute("insert into stock_items (sku, product_id, qty) values ('x', 1, -1)")).rejects.toThrow(
      /CHECK constraint/,
    );
    client.close();
  });
});
