/**
 * 'Place order' as the checkout sends it (SPEC §4 checkout and payment flow): the shipping
 * information with the address, the payment method, the cart's lines as the order's products, a
 * payment token as the idempotency key, the order, then — for card and bank payments — the
 * transaction whose page the shopper is sent to. The server prices everything itself.
 */
import type { AddressDto, PaymentMethodDto, ShippingMethodDto, TotalsDto } from "../../schema/api/cart";
import {
  collectTotals,
  paymentToken,
  placeOrder,
  pullCheckoutCart,
  shippingInformation,
  startTransaction,
  type OrderRequest,
} from "../api/checkout";

/** The order being placed: its key is reused only for the very same body (a retry after a failed redirect). */
export interface Attempt {
  key: string;
  body: string;
}

export interface OrderChoice {
  cartId: string;
  address: AddressDto;
  method: ShippingMethodDto;
  /** The payment method's code. */
  payment: string;
}

export type SendOutcome =
  /** Placed and settled (bank transfer, cash on delivery, free): the confirmation page is next. */
  | { kind: "placed"; orderId: string }
  /** Placed; the payment provider's page is next. */
  | { kind: "redirect"; url: string }
  /** The address changed what can be paid with: the shopper chooses again from `methods`. */
  | { kind: "payment-unavailable"; methods: PaymentMethodDto[]; totals: TotalsDto };

/**
 * Places the order. `attempt` keeps the idempotency key between tries: a retry of the same body
 * (after a network failure or a declined payment) gets the same order, never a second one. Throws
 * the API's error (the caller shows its message and fields).
 */
export async function sendOrder(choice: OrderChoice, attempt: { current: Attempt | null }): Promise<SendOutcome> {
  const { cartId, address, method, payment } = choice;
  const info = await shippingInformation({
    cartId,
    addressInformation: {
      shippingAddress: address,
      shipping_method_code: method.method_code,
      shipping_carrier_code: method.carrier_code,
    },
  });
  if (!info.payment_methods.some((m) => m.code === payment))
    return { kind: "payment-unavailable", methods: info.payment_methods, totals: info.totals };
  await collectTotals({ cartId, paymentMethod: { method: payment } });
  const lines = await pullCheckoutCart({ cartId });
  const body: OrderRequest = {
    cart_id: cartId,
    products: lines.map((l) => ({ sku: l.sku, qty: l.qty })),
    addressInformation: {
      shippingAddress: address,
      shipping_method_code: method.method_code,
      shipping_carrier_code: method.carrier_code,
      payment_method_code: payment,
    },
  };
  const json = JSON.stringify(body);
  if (attempt.current?.body !== json) attempt.current = { key: await paymentToken({}), body: json };
  const order = await placeOrder(body, attempt.current.key);
  if (!order.redirect) return { kind: "placed", orderId: order.orderId };
  return { kind: "redirect", url: await startTransaction({ orderId: order.orderId }) };
}
