/**
 * Records the snapshot's prices in the price history (price_history), the source of the lowest
 * price of the 30 days before a reduction (EU price indication rules). Called wherever a snapshot is
 * loaded into a database: `npm run catalog:seed` (with the stock), `npm start` and the test setup.
 * A row is written only for a sku whose price, special price or special window differs from its
 * latest row, so loading the same snapshot again writes nothing (an operator's price change over the
 * snapshot, price_overrides, counts as its price); the rows go in statements of BATCH_ROWS skus,
 * each request's statements made as it is sent (a million products' skus are some 6,000 statements).
 */
import { createClient, type InStatement } from "@libsql/client";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { shardFile, type ShardFile, type SnapshotManifest } from "../../schema/catalog/snapshot";
import type { PriceFields } from "../../domain/pricing/store-price";
import { DEFAULT_SNAPSHOT_DIR } from "./snapshot-writer";
import { STATEMENTS_PER_REQUEST, writeInBatches } from "./seed-batches";

const BATCH_ROWS = 300;

export interface PriceRow extends PriceFields {
  sku: string;
}

/** Every product's and variant's price fields in a snapshot folder (a sku listed twice counts once: the product's). */
export async function snapshotPrices(dir: string): Promise<PriceRow[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as SnapshotManifest;
  const catalog = JSON.parse(await readFile(path.join(dir, manifest.path, "catalog.json"), "utf8")) as {
    shardCount: number;
  };
  const rows = new Map<string, PriceRow>();
  const add = (sku: string, p: PriceFields, own: boolean) => {
    if (own || !rows.has(sku))
      rows.set(sku, {
        sku,
        price: p.price,
        specialPrice: p.specialPrice,
        specialFrom: p.specialFrom,
        specialTo: p.specialTo,
      });
  };
  for (let shard = 0; shard < catalog.shardCount; shard++) {
    const file = JSON.parse(await readFile(path.join(dir, manifest.path, shardFile(shard)), "utf8")) as ShardFile;
    for (const p of file.products) {
      add(p.sku, p, true);
      for (const c of p.children) add(c.sku, c, false);
    }
  }
  return [...rows.values()];
}

/** The statements that record `rows` as observed at `observedAt` (ms), each skipping skus whose latest row is the same. */
export function priceHistoryStatements(rows: readonly PriceRow[], observedAt: number): InStatement[] {
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS);
    statements.push({
      sql: `insert into price_history (sku, observed_at, price, special_price, special_from, special_to)
            select v.column1, ?, v.column2, v.column3, v.column4, v.column5
            from (values ${batch.map(() => "(?, ?, ?, ?, ?)").join(", ")}) as v
            where not exists (
              select 1 from price_history h
              where h.sku = v.column1
                and h.observed_at = (select max(m.observed_at) from price_history m where m.sku = v.column1)
                and h.price = v.column2 and h.special_price is v.column3
                and h.special_from is v.column4 and h.special_to is v.column5)
            on conflict do nothing`,
      args: [observedAt, ...batch.flatMap((r) => [r.sku, r.price, r.specialPrice, r.specialFrom, r.specialTo])],
    });
  }
  return statements;
}

/** Records the prices of the snapshot in `dir`; returns the number of skus whose price changed (rows written). */
export async function recordPrices(
  url: string,
  authToken: string | undefined,
  { dir = DEFAULT_SNAPSHOT_DIR, now = Date.now() }: { dir?: string; now?: number } = {},
): Promise<number> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as SnapshotManifest;
  const rows = await snapshotPrices(dir);
  const client = createClient({ url, authToken });
  try {
    // The operator's changes over this very snapshot (price_overrides) are its prices now: loading
    // it again must not record its own prices as a change back.
    const changed = await client.execute({
      sql: "select sku, price, special_price, special_from, special_to from price_overrides where catalog_version = ?",
      args: [manifest.version],
    });
    const overrides = new Map(
      changed.rows.map((r) => [
        r.sku as string,
        {
          price: Number(r.price),
          specialPrice: r.special_price === null ? null : Number(r.special_price),
          specialFrom: (r.special_from as string | null) ?? null,
          specialTo: (r.special_to as string | null) ?? null,
        },
      ]),
    );
    // Each statement skips what is already recorded, so a run cut short is finished by the next.
    let written = 0;
    const perRequest = BATCH_ROWS * STATEMENTS_PER_REQUEST;
    for (let i = 0; i < rows.length; i += perRequest) {
      const part = rows.slice(i, i + perRequest).map((row) => {
        const override = overrides.get(row.sku);
        return override ? { sku: row.sku, ...override } : row;
      });
      for (const n of await writeInBatches(client, priceHistoryStatements(part, now))) written += n;
    }
    return written;
  } finally {
    client.close();
  }
}
