/**
 * Pure checks of an order being placed: the refusals of the order's write in the SPEC's words,
 * whether the products the body names are the cart's lines, and address problems by field.
 */
import type { AddressErrors, AddressMessage } from "../../domain/checkout/address";
import type { PlaceFailure } from "./repo";

export const FAILURES: Record<
  PlaceFailure,
  {
    status: 409;
    code: "OUT_OF_STOCK" | "COUPON_INVALID" | "GIFTCARD_INVALID" | "POINTS_SHORT" | "CART_CLOSED";
    key:
      | "order.unavailable"
      | "order.pickupOutOfStock"
      | "cart.couponUsedUp"
      | "cart.giftCardInvalid"
      | "account.notEnoughPoints"
      | "cart.closed";
  }
> = {
  out_of_stock: { status: 409, code: "OUT_OF_STOCK", key: "order.unavailable" },
  store_out_of_stock: { status: 409, code: "OUT_OF_STOCK", key: "order.pickupOutOfStock" },
  coupon_used_up: { status: 409, code: "COUPON_INVALID", key: "cart.couponUsedUp" },
  gift_card_short: { status: 409, code: "GIFTCARD_INVALID", key: "cart.giftCardInvalid" },
  points_short: { status: 409, code: "POINTS_SHORT", key: "account.notEnoughPoints" },
  cart_closed: { status: 409, code: "CART_CLOSED", key: "cart.closed" },
};

/**
 * Whether the products the order body names are exactly the cart's lines (quantities per sku
 * summed): the shopper orders what the checkout showed, not a cart changed meanwhile.
 */
export function sameLines(
  products: readonly { sku: string; qty: number }[],
  lines: readonly { sku: string; qty: number }[],
): boolean {
  const sum = (items: readonly { sku: string; qty: number }[]) => {
    const total = new Map<string, number>();
    for (const item of items) total.set(item.sku, (total.get(item.sku) ?? 0) + item.qty);
    return total;
  };
  const asked = sum(products);
  const inCart = sum(lines);
  return asked.size === inCart.size && [...asked].every(([sku, qty]) => inCart.get(sku) === qty);
}

/** Address problems with the field prefixed (`shippingAddress.city`). */
export function prefixed(prefix: string, errors: AddressErrors): Record<string, AddressMessage> {
  const out: Record<string, AddressMessage> = {};
  for (const [field, key] of Object.entries(errors)) if (key) out[`${prefix}.${field}`] = key;
  return out;
}
