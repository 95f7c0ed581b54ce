/**
 * `catalog:seed`'s stock: staged a request at a time as the shards are read, then swapped in at
 * once. On a fresh database file with the test snapshot, in requests small enough to take many.
 */
import { createClient } from "@libsql/client";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CATALOG } from "../../test/global-setup";
import { shardFile, type ShardFile, type SnapshotManifest } from "../../schema/catalog/snapshot";
import { migrateDatabase } from "../db-migrate";
import { seedStock } from "./seed-stock";

let dir = "";
/** Stock rows the first test staged from the test snapshot. */
let stagedRows = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "storefront-seed-stock-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every sku's stock as the snapshot's shards hold it (a product's, then its variants'; the last one listed wins). */
async function snapshotStock(): Promise<Map<string, [number, number, number, number]>> {
  const manifest = JSON.parse(await readFile(path.join(TEST_CATALOG, "manifest.json"), "utf8")) as SnapshotManifest;
  const { shardCount } = JSON.parse(await readFile(path.join(TEST_CATALOG, manifest.path, "catalog.json"), "utf8")) as {
    shardCount: number;
  };
  const stock = new Map<string, [number, number, number, number]>();
  for (let shard = 0; shard < shardCount; shard++) {
    const file = JSON.parse(
      await readFile(path.join(TEST_CATALOG, manifest.path, shardFile(shard)), "utf8"),
    ) as ShardFile;
    for (const p of file.products)
      for (const item of [p, ...p.children])
        stock.set(item.sku, [
          item.id,
          Math.max(0, item.stock.qty),
          item.stock.isInStock ? 1 : 0,
          item.stock.manageStock ? 1 : 0,
        ]);
  }
  return stock;
}

describe("seeding stock", () => {
  it("stages the snapshot's stock over many requests and swaps it in whole; again, it writes nothing", async () => {
    const url = `file:${path.join(dir, "stock.db")}`;
    await migrateDatabase(url);
    const expected = await snapshotStock();
    expect(expected.size).toBeGreaterThan(1_000);

    const written = await seedStock(url, undefined, { dir: TEST_CATALOG, rowsPerRequest: 97 });
    expect(written).toBeGreaterThanOrEqual(expected.size);
    stagedRows = written;
    const client = createClient({ url });
    try {
      const rows = (
        await client.execute("select sku, product_id, qty, is_in_stock, manage_stock from stock_items order by sku")
      ).rows.map((r) => [r.sku as string, [r.product_id, r.qty, r.is_in_stock, r.manage_stock].map(Number)] as const);
      expect(new Map(rows)).toEqual(expected);
      // Nothing is left of the staging table.
      const tables = await client.execute("select name from sqlite_master where name = '_stock_seed'");
      expect(tables.rows).toEqual([]);
    } finally {
      client.close();
    }
    expect(await seedStock(url, undefined, { dir: TEST_CATALOG, rowsPerRequest: 97 })).toBe(0);
  });

  it("as `npm run catalog:seed`: seeds the snapshot in $CATALOG_DIR and ends with its time and peak memory", async () => {
    const url = `file:${path.join(dir, "cli.db")}`;
    await migrateDatabase(url);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "seed-stock.ts")],
      { env: { ...process.env, LIBSQL_URL: url, CATALOG_DIR: TEST_CATALOG } },
    );
    // The test snapshot's rows, not those of the default folder (.data/catalog).
    expect(stagedRows).toBeGreaterThan(0);
    expect(stdout).toContain(`seeded stock for ${stagedRows} skus`);
    expect(stdout).toMatch(/catalog:seed done in [\d.]+ s; peak memory \d+ MB/);
  });

  it("as `npm run catalog:seed` on a folder without a snapshot: one line saying what to run, exit 1", async () => {
    const empty = path.join(dir, "empty");
    const failed = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "seed-stock.ts"), "--dir", empty],
      { env: { ...process.env, LIBSQL_URL: `file:${path.join(dir, "cli.db")}` } },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      `No catalogue snapshot in ${empty}. Run \`npm run catalog:demo\` or \`npm run catalog:import -- <files>\` first, or name the snapshot's folder with --dir or CATALOG_DIR.`,
    );
  });
});
