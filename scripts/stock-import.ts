/**
 * `npm run operator -- stock import <file>`: the web stock of many skus at once (a warehouse export),
 * without a new snapshot: a CSV of `sku,qty` lines (a header line is allowed; comma, semicolon or
 * tab) or a JSON array of `{ "sku", "qty" }`. The whole file is checked first and nothing is written
 * when a line is wrong. Then the stock is set in batches, the shop's cached pages of the changed
 * products are refreshed, and the sizes that are back send their back-in-stock e-mails.
 */
import { WEB_STOCK_MAX_QTY } from "../schema/api/stock-alerts";
import { readSkuFile, shownProblems } from "./sku-file";

export interface StockLine {
  sku: string;
  qty: number;
}

function checkQty(raw: unknown): number | null {
  const qty = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(qty) && qty >= 0 && qty <= WEB_STOCK_MAX_QTY ? qty : null;
}

/** The lines of a stock file, or the problems that keep it from being imported (line numbers from 1). */
export function parseStockFile(text: string): { lines: StockLine[]; problems: string[] } {
  const lines: StockLine[] = [];
  const problems: string[] = [];
  const bySku = new Map<string, string>();
  const add = (where: string, sku: unknown, rawQty: unknown) => {
    const qty = checkQty(rawQty);
    if (typeof sku !== "string" || sku.trim() === "") problems.push(`${where}: no sku`);
    else if (qty === null) problems.push(`${where}: qty must be a whole number from 0 to ${WEB_STOCK_MAX_QTY}`);
    else if (bySku.has(sku.trim())) problems.push(`${where}: ${sku.trim()} is also on ${bySku.get(sku.trim())}`);
    else {
      bySku.set(sku.trim(), where);
      lines.push({ sku: sku.trim(), qty });
    }
  };
  const read = readSkuFile(text, (line) => line.split(/[,;\t]/));
  if ("problem" in read) return { lines: [], problems: [read.problem] };
  for (const row of read.rows) {
    if ("item" in row) add(row.where, row.item.sku, row.item.qty);
    else {
      const [sku, qty, ...more] = row.cells;
      if (more.some((cell) => cell !== "")) problems.push(`${row.where}: more than two columns`);
      else add(row.where, sku, qty);
    }
  }
  if (lines.length === 0 && problems.length === 0) problems.push("no lines");
  return { lines, problems: shownProblems(problems) };
}
