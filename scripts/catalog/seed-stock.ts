/**
 * `npm run catalog:seed`: copies the snapshot's stock levels into the database (stock_items), since
 * orders change stock at run time (ARCHITECTURE §5). Skips when the database already holds this
 * snapshot's stock, unless --force. Every run also records the snapshot's prices in the price history
 * (seed-prices.ts: a row only for a price that changed) and fills the libSQL search tier's tables for
 * the snapshot's version (seed-search.ts, skipped when they exist). A new snapshot's seed deletes the
 * operator's price changes over older snapshots than the one it replaces. `npm start` runs it for you.
 */
import { createClient, type InStatement } from "@libsql/client";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { shardFile, type ShardFile, type SnapshotManifest } from "../../schema/catalog/snapshot";
import { databaseSettings } from "../local-env";
import { watchPeakMemory } from "../peak-memory";
import { DEFAULT_SNAPSHOT_DIR } from "./snapshot-writer";
import { recordPrices } from "./seed-prices";
import { seedSearch } from "./seed-search";
import { readManifest, snapshotDir } from "./ship";
import { STATEMENTS_PER_REQUEST, writeInBatches } from "./seed-batches";

const BATCH_ROWS = 400;
/** Where a seed's stock rows wait until they replace stock_items in one batch. */
const STAGING = "_stock_seed";
const META_KEY = "catalog_version";

interface StockRow {
  sku: string;
  productId: number;
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
}

/** The snapshot's stock rows, a shard at a time: each product's, then its variants'. */
async function* stockRows(dir: string, manifest: SnapshotManifest): AsyncGenerator<StockRow[]> {
  const catalog = JSON.parse(await readFile(path.join(dir, manifest.path, "catalog.json"), "utf8")) as {
    shardCount: number;
  };
  for (let shard = 0; shard < catalog.shardCount; shard++) {
    const file = JSON.parse(await readFile(path.join(dir, manifest.path, shardFile(shard)), "utf8")) as ShardFile;
    const rows: StockRow[] = [];
    for (const p of file.products) {
      rows.push({ sku: p.sku, productId: p.id, ...p.stock, qty: Math.max(0, p.stock.qty) });
      for (const c of p.children) rows.push({ sku: c.sku, productId: c.id, ...c.stock, qty: Math.max(0, c.stock.qty) });
    }
    yield rows;
  }
}

/** The statement that stages `batch` (a sku staged twice keeps its last row). */
function stagingStatement(batch: readonly StockRow[]): InStatement {
  return {
    sql: `insert into ${STAGING} (sku, product_id, qty, is_in_stock, manage_stock) values ${batch.map(() => "(?, ?, ?, ?, ?)").join(", ")}
          on conflict(sku) do update set product_id = excluded.product_id, qty = excluded.qty, is_in_stock = excluded.is_in_stock, manage_stock = excluded.manage_stock`,
    args: batch.flatMap((r) => [r.sku, r.productId, r.qty, r.isInStock ? 1 : 0, r.manageStock ? 1 : 0]),
  };
}

/** Seeds stock for the snapshot in `dir`; returns the number of rows written (0 when already current). */
export async function seedStock(
  url: string,
  authToken: string | undefined,
  {
    dir = DEFAULT_SNAPSHOT_DIR,
    force = false,
    log = () => undefined,
    rowsPerRequest = BATCH_ROWS * STATEMENTS_PER_REQUEST,
  }: {
    dir?: string;
    force?: boolean;
    log?: (line: string) => void;
    /** Stock rows staged per request (tests take fewer). */
    rowsPerRequest?: number;
  } = {},
): Promise<number> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as SnapshotManifest;
  // Idempotent, so also when the stock is current (e.g. a database from before the price history).
  await recordPrices(url, authToken, { dir });
  const search = await seedSearch(url, authToken, { dir, force, log });
  if (search.seeded)
    log(`search tier: ${search.products.toLocaleString("en")} products seeded in ${search.seconds.toFixed(1)} s`);
  const client = createClient({ url, authToken });
  try {
    const current = await client.execute({ sql: "select value from app_meta where key = ?", args: [META_KEY] });
    if (!force && current.rows[0]?.value === manifest.version) return 0;
    // Staged first, a request at a time as the shards are read (a big catalogue's stock outgrows
    // one request, and a million products' rows need not wait in memory), ...
    await client.batch(
      [
        `drop table if exists ${STAGING}`,
        `create table ${STAGING} (sku text primary key, product_id integer not null, qty integer not null,
           is_in_stock integer not null, manage_stock integer not null)`,
      ],
      "write",
    );
    let pending: StockRow[] = [];
    let staged = 0;
    const stage = async (rows: StockRow[]) => {
      const statements: InStatement[] = [];
      for (let i = 0; i < rows.length; i += BATCH_ROWS)
        statements.push(stagingStatement(rows.slice(i, i + BATCH_ROWS)));
      await writeInBatches(client, statements);
      staged += rows.length;
    };
    for await (const rows of stockRows(dir, manifest)) {
      for (const row of rows) pending.push(row);
      while (pending.length >= rowsPerRequest) {
        await stage(pending.slice(0, rowsPerRequest));
        pending = pending.slice(rowsPerRequest);
      }
    }
    await stage(pending);
    // ... then swapped in with one batch: the stock table is replaced atomically, never half-seeded.
    await client.batch(
      [
        "delete from stock_items",
        `insert into stock_items (sku, product_id, qty, is_in_stock, manage_stock)
           select sku, product_id, qty, is_in_stock, manage_stock from ${STAGING}`,
        `drop table ${STAGING}`,
        {
          sql: "insert into app_meta (key, value) values (?, ?) on conflict(key) do update set value = excluded.value, updated_at = unixepoch('subsec') * 1000",
          args: [META_KEY, manifest.version],
        },
        // The operator's price changes over snapshots before the one this replaces: the worker
        // applies only those over the snapshot it serves (still the replaced one until the deploy).
        {
          sql: "delete from price_overrides where catalog_version not in (?, ?)",
          args: [
            manifest.version,
            typeof current.rows[0]?.value === "string" ? current.rows[0].value : manifest.version,
          ],
        },
      ],
      "write",
    );
    return staged;
  } finally {
    client.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, authToken } = databaseSettings(
    "LIBSQL_URL=libsql://<db>.turso.io LIBSQL_AUTH_TOKEN=… npm run catalog:seed",
  );
  const dirArg = process.argv.indexOf("--dir");
  const dir = dirArg > 0 ? path.resolve(process.argv[dirArg + 1] ?? "") : snapshotDir();
  if (!(await readManifest(dir))) {
    console.error(
      `No catalogue snapshot in ${dir}. Run \`npm run catalog:demo\` or \`npm run catalog:import -- <files>\` first, or name the snapshot's folder with --dir or CATALOG_DIR.`,
    );
    process.exit(1);
  }
  const started = performance.now();
  const peak = watchPeakMemory();
  const rows = await seedStock(url, authToken, { dir, force: process.argv.includes("--force"), log: console.log });
  console.log(rows === 0 ? "stock already matches the snapshot" : `seeded stock for ${rows} skus`);
  console.log(`catalog:seed done in ${((performance.now() - started) / 1000).toFixed(1)} s; peak memory ${peak()} MB`);
}
