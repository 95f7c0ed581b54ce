/**
 * `npm run operator -- price import <file>` against the real test libSQL database (issue 36 point 4):
 * a price file is checked whole before anything is written; known skus get their change over the
 * seeded snapshot, their price history row and a new price version, in one transaction; unknown ones
 * are named. (What the shop then shows: worker/catalog/price-changes.test.ts.)
 *
 * The skus written here are stock rows of this file's own, which no page of the test catalogue shows:
 * the suite's workers serve the seeded snapshot, and a change to one of its products would reach them.
 */
import { createClient } from "@libsql/client";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";
import { MAX_PRICE_LINES, parsePriceFile } from "./price-import";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const operator = operatorCli();

const OWN = ["PRICE-IMPORT-A", "PRICE-IMPORT-B"];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "price-import-"));
  for (const sku of OWN)
    await db.execute({
      sql: "insert into stock_items (sku, product_id, qty) values (?, 0, 1) on conflict do nothing",
      args: [sku],
    });
});
const file = async (name: string, text: string) => {
  const at = path.join(dir, name);
  await writeFile(at, text);
  return at;
};
const priceVersion = async () =>
  (await db.execute("select value from app_meta where key = 'price_overlay'")).rows[0]?.value ?? null;
const overrides = async (sku: string) =>
  (
    await db.execute({
      sql: `select o.price, o.special_price, o.special_from, o.special_to, o.catalog_version = m.value as current
            from price_overrides o join app_meta m on m.key = 'catalog_version' where o.sku = ?`,
      args: [sku],
    })
  ).rows.map((r) => ({ ...r }));

describe("parsePriceFile", () => {
  it("reads CSV with or without a header, any of three separators, decimal commas, and JSON", () => {
    expect(
      parsePriceFile(
        "sku,price,special_price,special_from,special_to\nA-1,49.95\r\nB-2;59,95;39,95;2026-12-01;2026-12-31 18:00\n\nC-3\t10\t\t\t\n",
      ),
    ).toEqual({
      lines: [
        { sku: "A-1", price: 4995, specialPrice: null, specialFrom: null, specialTo: null },
        {
          sku: "B-2",
          price: 5995,
          specialPrice: 3995,
          specialFrom: "2026-12-01 00:00:00",
          specialTo: "2026-12-31 18:00:00",
        },
        { sku: "C-3", price: 1000, specialPrice: null, specialFrom: null, specialTo: null },
      ],
      problems: [],
    });
    expect(parsePriceFile('[{"sku":"A-1","price":12.5,"special_price":"9.99"}]').lines).toEqual([
      { sku: "A-1", price: 1250, specialPrice: 999, specialFrom: null, specialTo: null },
    ]);
  });

  it("names every wrong line and keeps none of a file that has one", () => {
    const { lines, problems } = parsePriceFile(
      [
        "A-1,-1",
        ",3",
        "B-2,12.345",
        "C-3,10,12",
        "D-4,10,,2026-12-01",
        "E-5,10,5,2026-13-01",
        "F-6,10,5,2026-12-31,2026-12-01",
        "G-7,10",
        "G-7,11",
        "H-8,1,0.5,,,x",
      ].join("\n"),
    );
    expect(problems).toEqual([
      "line 1: price must be an amount in euros such as 49.95",
      "line 2: no sku",
      "line 3: price must be an amount in euros such as 49.95",
      "line 4: special_price must be below price",
      "line 5: special_from and special_to need a special_price",
      "line 6: special_from and special_to must be dates such as 2026-12-31, or empty",
      "line 7: special_from is after special_to",
      "line 9: G-7 is also on line 8",
      "line 10: more than five columns (a decimal comma needs ; or tab between columns)",
    ]);
    expect(lines.map((l) => l.sku)).toEqual(["G-7"]);
    expect(parsePriceFile("").problems).toEqual(["no lines"]);
    expect(parsePriceFile("[oops").problems[0]).toMatch(/^not valid JSON/);
    expect(parsePriceFile('{"sku":"A"}').problems).toEqual(["line 1: price must be an amount in euros such as 49.95"]);
    const many = Array.from({ length: MAX_PRICE_LINES + 1 }, (_, i) => `S-${i},1`).join("\n");
    expect(parsePriceFile(many).problems).toEqual([
      `${MAX_PRICE_LINES + 1} skus: at most ${MAX_PRICE_LINES.toLocaleString("en")} at once (split the file)`,
    ]);
  });
});

describe("npm run operator -- price import", () => {
  it("refuses a file with a wrong line and writes nothing", async () => {
    const bad = await operator("price", "import", await file("bad.csv", `${OWN[0]},7\n${OWN[1]},lots\n`));
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("nothing imported");
    expect(bad.out).toContain("line 2: price must be an amount in euros such as 49.95");
    expect(await overrides(OWN[0]!)).toEqual([]);
    // Nor a history row. (Not the price version: it is the whole database's, and another file running
    // beside this one may move it, as worker/catalog/price-changes.test.ts does.)
    const history = await db.execute({ sql: "select count(*) as n from price_history where sku = ?", args: [OWN[0]!] });
    expect(history.rows[0]!.n).toBe(0);
  }, 60_000);

  it("refuses a file of skus the catalogue does not have", async () => {
    const none = await operator("price", "import", await file("none.csv", "NO-SUCH-SKU-PRICE-1,7\n"));
    expect(none.code).toBe(1);
    expect(none.out).toContain("nothing imported; 1 not in the catalogue: NO-SUCH-SKU-PRICE-1");
  }, 60_000);

  it("sets the known skus' prices over the seeded snapshot, records them and moves the price version", async () => {
    const before = await priceVersion();
    const done = await operator(
      "price",
      "import",
      await file(
        "ok.csv",
        `sku,price,special_price,special_from,special_to\n${OWN[0]},49.95\n${OWN[1]},80,60,2026-01-01,2027-01-01\nNO-SUCH-SKU-PRICE-2,1\n`,
      ),
    );
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(
      /prices of 2 sku\(s\) set over snapshot \S+ in \d+\.\d s; 1 not in the catalogue: NO-SUCH-SKU-PRICE-2/,
    );
    expect(await overrides(OWN[0]!)).toEqual([
      { price: 4995, special_price: null, special_from: null, special_to: null, current: 1 },
    ]);
    expect(await overrides(OWN[1]!)).toEqual([
      {
        price: 8000,
        special_price: 6000,
        special_from: "2026-01-01 00:00:00",
        special_to: "2027-01-01 00:00:00",
        current: 1,
      },
    ]);
    const history = await db.execute({
      sql: "select price, special_price from price_history where sku = ? order by observed_at desc",
      args: [OWN[1]!],
    });
    expect(history.rows.map((r) => [r.price, r.special_price])).toEqual([[8000, 6000]]);
    const after = await priceVersion();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);

    // The same file again changes no history (the latest row says the same), but is a new version.
    expect(
      (await operator("price", "import", await file("ok-again.csv", `${OWN[1]},80,60,2026-01-01,2027-01-01\n`))).code,
    ).toBe(0);
    const again = await db.execute({ sql: "select count(*) as n from price_history where sku = ?", args: [OWN[1]!] });
    expect(again.rows[0]!.n).toBe(1);
  }, 60_000);
});
