import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { lowestPriorPrice, type PricePoint } from "../../domain/pricing/lowest-price";
import { createDb } from "../db/client";
import { priorPricesOf, readPriceHistory } from "./price-history";

const at = (iso: string) => Date.parse(iso);
const window = { specialFrom: "2026-11-20T00:00:00Z", specialTo: "2026-11-30T23:59:59Z" };
/** A point as the database writes it into a sku's text: observed at, price, special price, window. */
const row = (observed: string, price: number, special: number | null) => [
  at(observed),
  price,
  special,
  special === null ? null : window.specialFrom,
  special === null ? null : window.specialTo,
];

describe("prior prices over the history as read (each sku's points as one text)", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const reduced = { price: 10000, specialPrice: 7000, ...window };
  const points: PricePoint[] = [
    { observedAt: at("2026-10-01T00:00:00Z"), price: 12000, specialPrice: null, specialFrom: null, specialTo: null },
    { observedAt: at("2026-11-01T00:00:00Z"), price: 9000, specialPrice: null, specialFrom: null, specialTo: null },
    { observedAt: at("2026-11-10T00:00:00Z"), ...reduced },
  ];

  it("reads a sku's points in any order the database gave them, as lowestPriorPrice over them sorted", () => {
    const text = JSON.stringify([
      row("2026-11-10T00:00:00Z", 10000, 7000),
      row("2026-10-01T00:00:00Z", 12000, null),
      row("2026-11-01T00:00:00Z", 9000, null),
    ]);
    const prior = priorPricesOf(new Map([["A", text]]), at("2026-11-15T00:00:00Z"), true);
    expect(lowestPriorPrice(points, now.getTime())).toBe(9000);
    expect(prior.lowest("A", reduced, now)).toBe(9000);
    // Asked again, from the points it parsed the first time.
    expect(prior.lowest("A", reduced, now)).toBe(9000);
  });

  it("answers a sku without history from the snapshot's own prices, and null when no reduction runs", () => {
    const prior = priorPricesOf(new Map(), at("2026-11-01T00:00:00Z"), false);
    expect(prior.complete).toBe(false);
    expect(prior.lowest("B", reduced, now)).toBe(10000);
    expect(prior.lowest("B", { ...reduced, specialPrice: null }, now)).toBeNull();
  });
});

describe("the history as the worker reads it from libSQL", () => {
  const raw = () => createClient({ url: inject("libsqlUrl") });
  // Skus of this test only; a name with the characters JSON and the separator care about.
  const skus = ['PH-"quoted"\\1', "PH-plain-2", "PH-never-reduced-3"];
  afterAll(async () => {
    await raw().execute({ sql: "delete from price_history where sku like 'PH-%'", args: [] });
  });

  it("gives every sku that ever had a special price its points, and no other sku", async () => {
    const insert = (sku: string, observed: string, price: number, special: number | null) => ({
      sql: `insert into price_history (sku, observed_at, price, special_price, special_from, special_to)
            values (?, ?, ?, ?, ?, ?)`,
      args: [
        sku,
        at(observed),
        price,
        special,
        special === null ? null : window.specialFrom,
        special === null ? null : window.specialTo,
      ],
    });
    await raw().batch([
      insert(skus[0]!, "2026-11-01T00:00:00Z", 12000, null),
      insert(skus[0]!, "2026-11-20T00:00:00Z", 12000, 9000),
      insert(skus[1]!, "2026-11-10T00:00:00Z", 5000, 4000),
      insert(skus[2]!, "2026-11-10T00:00:00Z", 7000, null),
    ]);
    const history = await readPriceHistory(createDb({ LIBSQL_URL: inject("libsqlUrl") }));
    const points = (sku: string) =>
      (JSON.parse(history.get(sku)!) as unknown[][]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(points(skus[0]!)).toEqual([
      row("2026-11-01T00:00:00Z", 12000, null),
      row("2026-11-20T00:00:00Z", 12000, 9000),
    ]);
    expect(points(skus[1]!)).toEqual([row("2026-11-10T00:00:00Z", 5000, 4000)]);
    expect(history.has(skus[2]!)).toBe(false);
    // Every sku that ever had a special price is found with all its points, and no other.
    const counts = await raw().execute(
      "select sku, count(*) as n from price_history where sku in (select sku from price_history where special_price is not null) group by sku",
    );
    expect(counts.rows.length).toBeGreaterThan(100);
    for (const { sku, n } of counts.rows)
      expect((JSON.parse(history.get(sku as string)!) as unknown[]).length).toBe(Number(n));
    expect(history.get("NO-SUCH-SKU")).toBeUndefined();
    // The prior price over what was read: 120.00 before the reduction that started on the 20th.
    const prior = priorPricesOf(history, at("2026-11-20T00:00:00Z"), true);
    expect(
      prior.lowest(skus[0]!, { price: 12000, specialPrice: 9000, ...window }, new Date(at("2026-11-25T00:00:00Z"))),
    ).toBe(12000);
  });
});
