/** `npm run operator -- vitals` against the real test libSQL database: the report and the expiry. */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";
import { RUM_RETENTION_DAYS } from "../schema/analytics";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const operator = operatorCli();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const count = (d: string, pageType: string, store: string, metric: string, bucket: number, n: number) =>
  db.execute({
    sql: `insert into rum_histograms (day, page_type, store, metric, bucket, count) values (?, ?, ?, ?, ?, ?)
          on conflict (day, page_type, store, metric, bucket) do update set count = excluded.count`,
    args: [d, pageType, store, metric, bucket, n],
  });

describe("npm run operator -- vitals", () => {
  it("prints p75 and the share of good per page type and store view, and flags a page type whose p75 is not good", async () => {
    // Storelocator in nl: 1 sample ≤ 1 s, 3 samples ≤ 4 s (buckets 1 and 7): p75 ≤ 4000 ms, 25 % good.
    await count(day(0), "Storelocator", "nl", "LCP", 1, 1);
    await count(day(0), "Storelocator", "nl", "LCP", 7, 3);
    // Homepage in de: INP all ≤ 100 ms.
    await count(day(0), "Homepage", "de", "INP", 3, 10);
    const { code, out } = await operator("vitals", "--days", "1");
    expect(code).toBe(0);
    const line = out.split("\n").find((l) => l.startsWith("all") && l.includes("Storelocator "))!;
    expect(line).toContain("!≤4000ms 25%good n4");
    expect(out.split("\n").find((l) => l.startsWith(day(0)) && l.includes("Homepage"))).toContain(
      "≤100ms 100%good n10",
    );
    expect(out).toMatch(/NOT GOOD: Storelocator \(LCP\)/);
    expect(out).not.toMatch(/NOT GOOD: Homepage/);
    expect((await operator("vitals", "--days", "0")).out).toContain(`--days must be 1 to ${RUM_RETENTION_DAYS}`);
  }, 30_000);

  it("expires the days past retention", async () => {
    await count(day(-RUM_RETENTION_DAYS - 1), "Storelocator", "nl", "LCP", 1, 1);
    const { code, out } = await operator("vitals", "expire");
    expect(code).toBe(0);
    expect(out).toMatch(/^[1-9]\d* rows older than/);
    const left = await db.execute({
      sql: "select count(*) as n from rum_histograms where day < ?",
      args: [day(-RUM_RETENTION_DAYS)],
    });
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect((await operator("vitals", "--days", "1")).out).toContain("Storelocator");
  }, 30_000);
});
