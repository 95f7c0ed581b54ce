/**
 * GA4 items from what the browser knows (issue 34): cart lines (prices in cents, as the cart keeps
 * them) and products of a page. Money goes out in currency units. Pure.
 */
import type { AnalyticsItem } from "../../schema/api/analytics";
import { ANALYTICS_CATEGORY_LEVELS } from "../../schema/analytics";

/** The shop's one currency (every store view sells in euros, domain/store-views.ts). */
export const CURRENCY = "EUR";

/** Cents to units. */
export const units = (cents: number): number => Math.round(cents) / 100;

/** item_category … item_category5 from a category path (top first), at most five levels. */
export function categoryFields(path: readonly string[]): Partial<AnalyticsItem> {
  const keys = ["item_category", "item_category2", "item_category3", "item_category4", "item_category5"] as const;
  const out: Partial<AnalyticsItem> = {};
  path.slice(0, ANALYTICS_CATEGORY_LEVELS).forEach((name, i) => (out[keys[i]!] = name));
  return out;
}

export interface LineLike {
  sku: string;
  name: string;
  /** Unit price, cents. */
  price: number;
  qty: number;
  options?: readonly { label: string; value: string }[];
}

/** A cart line as a GA4 item. */
export function lineItem(line: LineLike, index?: number): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    price: units(line.price),
    quantity: line.qty,
    ...(line.options?.length ? { item_variant: line.options.map((o) => o.value).join(" / ") } : {}),
    ...(index === undefined ? {} : { index }),
  };
}

/** The ecommerce object of a cart-wide event (view_cart, begin_checkout, …): value is the lines' sum. */
export function cartEcommerce(lines: readonly LineLike[], extra: Record<string, unknown> = {}) {
  const value = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  return { currency: CURRENCY, value: units(value), ...extra, items: lines.map((l, i) => lineItem(l, i)) };
}
