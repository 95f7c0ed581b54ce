/**
 * Recording prices in the price history against the real libSQL test server: the setup loaded the
 * test snapshot once; loading it again writes nothing, a changed price writes one row, in batches.
 */
import { createClient } from "@libsql/client";
import { describe, expect, inject, it } from "vitest";
import { TEST_CATALOG } from "../../test/global-setup";
import { writeInBatches } from "./seed-batches";
import { priceHistoryStatements, recordPrices, snapshotPrices, type PriceRow } from "./seed-prices";

const url = () => inject("libsqlUrl");

async function rowsOf(prefix: string) {
  const db = createClient({ url: url() });
  try {
    const result = await db.execute({
      sql: "select sku, observed_at, price, special_price, special_from, special_to from price_history where sku like ? order by sku, observed_at",
      args: [`${prefix}%`],
    });
    return result.rows;
  } finally {
    db.close();
  }
}

async function run(rows: PriceRow[], at: number): Promise<number> {
  const db = createClient({ url: url() });
  try {
    const results = await db.batch(priceHistoryStatements(rows, at), "write");
    return results.reduce((sum, r) => sum + r.rowsAffected, 0);
  } finally {
    db.close();
  }
}

describe("price history recording", () => {
  it("loading the snapshot the setup loaded again writes nothing", async () => {
    expect(await recordPrices(url(), undefined, { dir: TEST_CATALOG })).toBe(0);
    const prices = await snapshotPrices(TEST_CATALOG);
    // Products and their variants, each sku once.
    expect(new Set(prices.map((p) => p.sku)).size).toBe(prices.length);
    expect(prices.some((p) => /-\w+-\w+$/.test(p.sku))).toBe(true);
  });

  it("writes a row only for a sku whose price, special price or window changed", async () => {
    const rows: PriceRow[] = Array.from({ length: 301 }, (_, i) => ({
      sku: `HIST-${String(i).padStart(3, "0")}`,
      price: 10_000 + i,
      specialPrice: i % 3 === 0 ? 8_000 : null,
      specialFrom: i % 3 === 0 ? "2026-12-01T00:00:00.000Z" : null,
      specialTo: null,
    }));
    // 301 skus: two statements (batches of 300), one round trip.
    expect(priceHistoryStatements(rows, 1).length).toBe(2);
    const t0 = Date.parse("2026-11-01T00:00:00Z");
    expect(await run(rows, t0)).toBe(301);
    expect(await run(rows, t0 + 1000)).toBe(0);

    const changed = rows.map((r, i) =>
      i === 0 ? { ...r, specialTo: "2026-12-31T23:59:59.000Z" } : i === 1 ? { ...r, price: 9_000 } : r,
    );
    expect(await run(changed, t0 + 2000)).toBe(2);
    // And back to the first price: that is a change too.
    expect(await run(rows, t0 + 3000)).toBe(2);

    const history = await rowsOf("HIST-001");
    expect(history.map((r) => [Number(r.observed_at) - t0, r.price])).toEqual([
      [0, 10_001],
      [2000, 9_000],
      [3000, 10_001],
    ]);
    const first = await rowsOf("HIST-000");
    expect(first.map((r) => r.special_to)).toEqual([null, "2026-12-31T23:59:59.000Z", null]);
  });

  it("writes more statements than one request carries in several, each row once", async () => {
    const rows: PriceRow[] = Array.from({ length: 1_500 }, (_, i) => ({
      sku: `MANY-${String(i).padStart(4, "0")}`,
      price: 5_000 + i,
      specialPrice: null,
      specialFrom: null,
      specialTo: null,
    }));
    const statements = priceHistoryStatements(rows, Date.parse("2026-11-02T00:00:00Z"));
    expect(statements.length).toBe(5);
    const db = createClient({ url: url() });
    try {
      // Two statements a request: three requests.
      expect(await writeInBatches(db, statements, 2)).toEqual([300, 300, 300, 300, 300]);
      expect(await writeInBatches(db, statements, 2)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      db.close();
    }
    expect((await rowsOf("MANY-")).length).toBe(1_500);
  });
});
