/**
 * SPEC §4 stock check results for a cart line: ok, volatile (no stock record: added for
 * pre-reservation), out of stock, or at most n units. Pure; stock itself is taken only when an
 * order is placed (the cart reserves nothing).
 */
import type { StockItem } from "../inventory";

export type StockVerdict =
  { kind: "ok" } | { kind: "volatile" } | { kind: "out_of_stock" } | { kind: "max"; maxQuantity: number };

/**
 * Whether `qty` units of a line fit the stock, counting what the cart's other lines already claim
 * of the same skus (`claimedElsewhere`, units by sku).
 */
export function checkStock(
  stock: ReadonlyMap<string, StockItem>,
  claims: readonly { sku: string; perUnit: number }[],
  qty: number,
  claimedElsewhere: ReadonlyMap<string, number> = new Map(),
): StockVerdict {
  let verdict: StockVerdict = { kind: "ok" };
  for (const claim of claims) {
    const row = stock.get(claim.sku);
    if (!row) {
      if (verdict.kind === "ok") verdict = { kind: "volatile" };
      continue;
    }
    if (!row.manageStock) continue;
    const other = claimedElsewhere.get(claim.sku) ?? 0;
    const available = row.isInStock ? row.qty - other : 0;
    if (available < claim.perUnit) return { kind: "out_of_stock" };
    if (claim.perUnit * qty > available) {
      const max = Math.floor(available / claim.perUnit);
      if (verdict.kind !== "max" || max < verdict.maxQuantity) verdict = { kind: "max", maxQuantity: max };
    }
  }
  return verdict;
}
