/**
 * SPEC §4 price rules for product pages, on prices already converted to the store view (cents incl.
 * tax). Shared by the server render and the product options island.
 */

/** A custom option value with its surcharge: fixed cents, or hundredths of a percent (1000 = 10 %). */
export interface PricedOptionValue {
  optionTypeId: number;
  priceType: "fixed" | "percent";
  price: number;
}

/** The price rises with fixed and percent option prices, only for option_type_id > 0 and non-zero prices. */
export function withCustomOptions(baseFinal: number, chosen: readonly PricedOptionValue[]): number {
  let total = baseFinal;
  for (const value of chosen) {
    if (value.optionTypeId <= 0 || value.price === 0) continue;
    total += value.priceType === "fixed" ? value.price : Math.round((baseFinal * value.price) / 10000);
  }
  return total;
}

/** Quantity strings are parsed; anything unusable counts as 1 (SPEC §4 bundle rule). */
export function parseQty(qty: string | number | null | undefined): number {
  const n = typeof qty === "number" ? qty : Number.parseFloat(qty ?? "");
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** Grouped products: the sum of each linked item's price times its quantity. */
export function groupedTotal(items: readonly { finalPrice: number; qty: number | string }[]): number {
  return items.reduce((sum, item) => sum + Math.round(item.finalPrice * parseQty(item.qty)), 0);
}

export interface BundleLinkPrice {
  id: number;
  finalPrice: number;
  qty: number | string;
  isDefault: boolean;
}

/**
 * Bundles start at zero and add, per option, the chosen links (by default the default link, else the
 * first) times their quantity.
 */
export function bundleTotal(
  options: readonly { optionId: number; links: readonly BundleLinkPrice[] }[],
  selected: Record<number, readonly number[]> = {},
): number {
  let total = 0;
  for (const option of options) {
    const chosenIds = selected[option.optionId];
    const chosen = chosenIds
      ? option.links.filter((l) => chosenIds.includes(l.id))
      : [option.links.find((l) => l.isDefault) ?? option.links[0]].filter((l): l is BundleLinkPrice => l !== undefined);
    for (const link of chosen) total += Math.round(link.finalPrice * parseQty(link.qty));
  }
  return total;
}
