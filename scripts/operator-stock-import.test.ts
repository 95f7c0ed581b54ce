/**
 * `npm run operator -- stock import <file>` against the real test libSQL database (issue 36 point 4):
 * a stock file is checked whole before anything is written; known skus get their stock, unknown ones
 * are named, sizes that are back send their alerts' e-mails; a file of thousands of skus is applied
 * in batches, without a new snapshot.
 */
import { createClient } from "@libsql/client";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { operatorCli } from "../test/support/operator-cli";
import { shippedSnapshot } from "../test/support/snapshot";
import { WEB_STOCK_MAX_QTY } from "../schema/api/stock-alerts";
import { parseStockFile } from "./stock-import";

const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());
const operator = operatorCli({ MAIL_PROVIDER: "outbox" });

// This file's own sizes: configurables 265–269 of the test catalogue (one shared database).
const sizes = (() => {
  const snapshot = shippedSnapshot();
  return snapshot.listed
    .filter((p) => p.type === "configurable")
    .slice(265, 270)
    .flatMap((summary) => snapshot.product(summary.sku).children.filter((child) => child.status === 1))
    .map((child) => child.sku);
})();
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "stock-import-"));
});
const file = async (name: string, text: string) => {
  const at = path.join(dir, name);
  await writeFile(at, text);
  return at;
};
const qtyOf = async (sku: string) =>
  (await db.execute({ sql: "select qty from stock_items where sku = ?", args: [sku] })).rows[0]?.qty;

describe("parseStockFile", () => {
  it("reads CSV with or without a header, any of three separators, and JSON", () => {
    expect(parseStockFile("sku,qty\nA-1,3\r\nB-2;0\n\nC-3\t12\n")).toEqual({
      lines: [
        { sku: "A-1", qty: 3 },
        { sku: "B-2", qty: 0 },
        { sku: "C-3", qty: 12 },
      ],
      problems: [],
    });
    expect(parseStockFile('[{"sku":"A-1","qty":2},{"sku":"B-2","qty":"4"}]').lines).toEqual([
      { sku: "A-1", qty: 2 },
      { sku: "B-2", qty: 4 },
    ]);
  });

  it("names every wrong line: no sku, a quantity that is not whole or too big, a sku twice, extra columns", () => {
    const { problems } = parseStockFile(`A-1,-1\n,3\nB-2,2.5\nC-3,${WEB_STOCK_MAX_QTY + 1}\nD-4,1\nD-4,2\nE-5,1,x\n`);
    expect(problems).toEqual([
      `line 1: qty must be a whole number from 0 to ${WEB_STOCK_MAX_QTY}`,
      "line 2: no sku",
      `line 3: qty must be a whole number from 0 to ${WEB_STOCK_MAX_QTY}`,
      `line 4: qty must be a whole number from 0 to ${WEB_STOCK_MAX_QTY}`,
      "line 6: D-4 is also on line 5",
      "line 7: more than two columns",
    ]);
    expect(parseStockFile("").problems).toEqual(["no lines"]);
    expect(parseStockFile("[oops").problems[0]).toMatch(/^not valid JSON/);
  });
});

describe("npm run operator -- stock import", () => {
  it("refuses a file with a wrong line and writes nothing", async () => {
    const before = await qtyOf(sizes[0]!);
    const bad = await operator("stock", "import", await file("bad.csv", `${sizes[0]},7\n${sizes[1]},lots\n`));
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("nothing imported");
    expect(bad.out).toContain("line 2: qty must be a whole number");
    expect(await qtyOf(sizes[0]!)).toBe(before);
  }, 60_000);

  it("sets known skus, names unknown ones, and sends the alerts of a size that is back", async () => {
    const [back, more] = [sizes[2]!, sizes[3]!];
    await db.execute({ sql: "update stock_items set qty = 0, is_in_stock = 1 where sku = ?", args: [back] });
    const email = `import.${Date.now().toString(36)}@example.com`;
    await db.execute({
      sql: `insert into stock_alerts (id, email, sku, store, status, product_name, size_label, product_path, origin, created_at, confirmed_at)
        values (?, ?, ?, 'en', 'active', 'Wollen trui', 'M', '/en/p/x/wollen-trui', 'http://localhost:8787', ?, ?)`,
      args: [crypto.randomUUID(), email, back, Date.now(), Date.now()],
    });
    const done = await operator(
      "stock",
      "import",
      await file("ok.csv", `sku,qty\n${back},5\n${more},2\nNO-SUCH-SKU-IMPORT,1\n`),
    );
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/web stock of 2 sku\(s\) set in \d+\.\d s; 1 unknown: NO-SUCH-SKU-IMPORT/);
    expect(done.out).toContain("1 back-in-stock e-mail(s) queued");
    expect([await qtyOf(back), await qtyOf(more)]).toEqual([5, 2]);
    const mails = await db.execute({
      sql: "select subject from mail_outbox where to_address = ? and kind = 'stock-alert'",
      args: [email],
    });
    expect(mails.rows).toHaveLength(1);
  }, 60_000);

  it("applies thousands of skus in batches (each written back with the stock it has)", async () => {
    // The whole catalogue's stock as it is: no other test's stock changes under it.
    const rows = (await db.execute("select sku, qty from stock_items order by sku limit 3000")).rows;
    expect(rows.length).toBe(3000);
    const csv = rows.map((r) => `${String(r.sku as string)},${Number(r.qty)}`).join("\n");
    const done = await operator("stock", "import", await file("all.csv", csv));
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain("3,000/3,000 skus");
    expect(done.out).toMatch(/web stock of 3,000 sku\(s\) set in \d+\.\d s/);
  }, 120_000);
});
