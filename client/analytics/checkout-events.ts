/**
 * The checkout's GA4 events (issue 34): begin_checkout when the checkout has its cart,
 * add_shipping_info and add_payment_info when 'Place order' passes its checks (the checkout is one
 * page: the shopper's choices are final only then), each once per cart and page.
 */
import type { TotalsDto } from "../../schema/api/cart";
import { track } from "./data-layer";
import { cartEcommerce } from "./items";

const sent = new Set<string>();

function once(key: string, push: () => void): void {
  if (sent.has(key)) return;
  sent.add(key);
  push();
}

/** The cart's totals as an ecommerce object; `value` is the lines' sum (GA4: before shipping). */
export function totalsEcommerce(totals: TotalsDto, extra: Record<string, unknown> = {}) {
  return cartEcommerce(
    totals.items.map((i) => ({ sku: i.sku, name: i.name, price: i.price_incl_tax, qty: i.qty, options: i.options })),
    { ...(totals.coupon_code ? { coupon: totals.coupon_code } : {}), ...extra },
  );
}

/** begin_checkout, once per cart. */
export function trackBeginCheckout(cartId: string, totals: TotalsDto): void {
  once(`begin:${cartId}`, () => track("begin_checkout", totalsEcommerce(totals)));
}

/** add_shipping_info then add_payment_info, once per cart, when the order is about to be sent. */
export function trackCheckoutChoices(
  cartId: string,
  totals: TotalsDto | null,
  shipping: string,
  payment: string,
): void {
  if (!totals) return;
  once(`shipping:${cartId}`, () => track("add_shipping_info", totalsEcommerce(totals, { shipping_tier: shipping })));
  once(`payment:${cartId}`, () => track("add_payment_info", totalsEcommerce(totals, { payment_type: payment })));
}
