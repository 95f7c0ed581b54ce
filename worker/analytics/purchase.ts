import type { AnalyticsItem, PurchaseEcommerce } from "../../schema/api/analytics";
import type { OrderLine, OwnOrder } from "./repo";

/** Cents to the currency's units, as GA4 wants money. */
const units = (cents: number) => Math.round(cents) / 100;

/**
 * The GA4 `purchase` of an order, as it was priced when placed: `value` is the grand total, lines
 * at their unit price with their discount per unit. Pure.
 */
export function purchaseOf(order: OwnOrder, lines: readonly OrderLine[]): PurchaseEcommerce {
  const items: AnalyticsItem[] = lines.map((line, index) => ({
    item_id: line.sku,
    item_name: line.name,
    price: units(line.unitPrice),
    quantity: line.qty,
    ...(line.discount > 0 ? { discount: units(line.discount / line.qty) } : {}),
    index,
  }));
  return {
    transaction_id: order.incrementId,
    value: units(order.grandTotal),
    tax: units(order.taxAmount),
    shipping: units(order.shipping),
    currency: order.currency,
    ...(order.couponCode ? { coupon: order.couponCode } : {}),
    items,
  };
}
