/**
 * 'Place order' as the checkout sends it (SPEC §4 checkout and payment flow): the shipping
 * information with the address, the payment method, the cart's lines as the order's products, a
 * payment token as the idempotency key, the order, then — for card and bank payments — the
 * transaction whose page the shopper is sent to. The server prices everything itself.
 *
 * The order itself is sent until it is answered (order-retry.ts) with one key, which is kept in
 * localStorage with the body until the order is answered: a reload, or a second click after 'could
 * not confirm', sends the same key again and gets the order the first try placed, never a second one.
 */
import type { AddressDto, PaymentMethodDto, ShippingMethodDto, TotalsDto } from "../../schema/api/cart";
import { CHECKOUT_ACTIVITY_MS } from "../../schema/constants";
import { ATTEMPT_KEY } from "../stores/checkout-draft";
import {
  collectTotals,
  paymentToken,
  placeOrder,
  pullCheckoutCart,
  shippingInformation,
  startTransaction,
  type OrderRequest,
  type PlacedOrderDto,
} from "../api/checkout";
import { OrderUnconfirmed, realClock, untilAnswered, type RetryClock } from "./order-retry";

/** The order being placed: its key is reused only for the very same body. */
export interface Attempt {
  key: string;
  body: string;
  /** When it was first sent (ms). */
  at: number;
}

export interface OrderChoice {
  cartId: string;
  address: AddressDto;
  /** The billing address when it is not the delivery address (company, VAT number). */
  billing?: AddressDto;
  /** A signed-in customer keeps the delivery address in their book (saved with the order). */
  saveAddress?: boolean;
  method: ShippingMethodDto;
  /** The payment method's code. */
  payment: string;
  /** Click & collect (issue 31.5): the pick-up store's slug. */
  pickupStore?: string;
}

export type SendOutcome =
  /** Placed and settled (bank transfer, cash on delivery, free): the confirmation page is next. */
  | { kind: "placed"; orderId: string }
  /** Placed; the payment provider's page is next. */
  | { kind: "redirect"; url: string }
  /** The address changed what can be paid with: the shopper chooses again from `methods`. */
  | { kind: "payment-unavailable"; methods: PaymentMethodDto[]; totals: TotalsDto }
  /** No answer within the retry window: the order may exist; the attempt is kept for the next try. */
  | { kind: "unconfirmed" };

/** The calls placing an order makes (client/api/checkout.ts; tests pass fakes). */
export interface OrderApi {
  shippingInformation: typeof shippingInformation;
  collectTotals: typeof collectTotals;
  pullCheckoutCart: typeof pullCheckoutCart;
  paymentToken: typeof paymentToken;
  placeOrder: (body: OrderRequest, key: string, options: { timeoutMs: number }) => Promise<PlacedOrderDto>;
  startTransaction: typeof startTransaction;
}

export const orderApi: OrderApi = {
  shippingInformation,
  collectTotals,
  pullCheckoutCart,
  paymentToken,
  placeOrder,
  startTransaction,
};

export { ATTEMPT_KEY };

/** Where the attempt lives between tries and reloads. */
export interface AttemptStore {
  get(): Attempt | null;
  set(attempt: Attempt): void;
  clear(): void;
}

/** The attempt in `storage` (localStorage), forgotten after the checkout's activity window (SPEC §4). */
export function storedAttempts(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null,
  now: () => number,
): AttemptStore {
  let kept: Attempt | null = null;
  return {
    get() {
      let raw: unknown = kept;
      try {
        if (storage) raw = JSON.parse(storage.getItem(ATTEMPT_KEY) ?? "null");
      } catch {
        raw = null;
      }
      const a = raw as Partial<Attempt> | null;
      if (!a || typeof a.key !== "string" || typeof a.body !== "string" || typeof a.at !== "number") return null;
      return now() - a.at < CHECKOUT_ACTIVITY_MS ? (a as Attempt) : null;
    },
    set(attempt) {
      kept = attempt;
      try {
        storage?.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
      } catch {
        // Private mode or a full quota: the key lives as long as the page.
      }
    },
    clear() {
      kept = null;
      try {
        storage?.removeItem(ATTEMPT_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

export interface SendDeps {
  api?: OrderApi;
  attempts: AttemptStore;
  clock?: RetryClock;
  limitMs?: number;
}

/**
 * Sends the attempt's body under its key until answered, then starts the payment if it needs one.
 * A refusal for good ends the attempt (the server hands the key back, worker/order/place.ts), and
 * so does reaching the confirmation or the provider's page; OrderUnconfirmed and a failed redirect
 * keep it, so the next click or a reload gets this very order again.
 */
async function complete(attempt: Attempt, deps: SendDeps): Promise<SendOutcome> {
  const api = deps.api ?? orderApi;
  let order: PlacedOrderDto;
  try {
    order = await untilAnswered(
      (timeoutMs) => api.placeOrder(JSON.parse(attempt.body) as OrderRequest, attempt.key, { timeoutMs }),
      { clock: deps.clock ?? realClock, limitMs: deps.limitMs },
    );
  } catch (error) {
    if (!(error instanceof OrderUnconfirmed)) deps.attempts.clear();
    throw error;
  }
  const outcome: SendOutcome = order.redirect
    ? { kind: "redirect", url: await api.startTransaction({ orderId: order.orderId }) }
    : { kind: "placed", orderId: order.orderId };
  deps.attempts.clear();
  return outcome;
}

/** The order's body: the shopper's choices and the cart's lines (the server prices them itself). */
export function orderBody(choice: OrderChoice, lines: readonly { sku: string; qty: number }[]): OrderRequest {
  const { cartId, address, billing, saveAddress, method, payment, pickupStore } = choice;
  return {
    cart_id: cartId,
    products: lines.map((l) => ({ sku: l.sku, qty: l.qty })),
    addressInformation: {
      shippingAddress: saveAddress ? { ...address, save_in_address_book: true } : address,
      ...(billing ? { billingAddress: billing } : {}),
      shipping_method_code: method.method_code,
      shipping_carrier_code: method.carrier_code,
      payment_method_code: payment,
      ...(pickupStore ? { pickup_store: pickupStore } : {}),
    },
  };
}

/**
 * Places the order. A retry of the same body (after no answer, or a failed redirect) uses the same
 * key and gets the same order, never a second one. Throws the API's error (the caller shows its
 * message and fields); `unconfirmed` when no answer came in the retry window.
 */
export async function sendOrder(choice: OrderChoice, deps: SendDeps): Promise<SendOutcome> {
  const api = deps.api ?? orderApi;
  const { cartId, address, method, payment } = choice;
  const info = await api.shippingInformation({
    cartId,
    addressInformation: {
      shippingAddress: address,
      shipping_method_code: method.method_code,
      shipping_carrier_code: method.carrier_code,
    },
  });
  if (!info.payment_methods.some((m) => m.code === payment))
    return { kind: "payment-unavailable", methods: info.payment_methods, totals: info.totals };
  await api.collectTotals({ cartId, paymentMethod: { method: payment } });
  const lines = await api.pullCheckoutCart({ cartId });
  const json = JSON.stringify(orderBody(choice, lines));
  let attempt = deps.attempts.get();
  if (attempt?.body !== json) {
    attempt = { key: await api.paymentToken({}), body: json, at: (deps.clock ?? realClock).now() };
    deps.attempts.set(attempt);
  }
  try {
    return await complete(attempt, deps);
  } catch (error) {
    if (error instanceof OrderUnconfirmed) return { kind: "unconfirmed" };
    throw error;
  }
}

/**
 * An order sent before a reload that never got its answer: sent again with its key, so the
 * checkout shows the order it placed rather than an empty bag. Null when there is none, or the
 * server refused it (the key was handed back; the shopper places the order again).
 */
export async function resumeOrder(deps: SendDeps): Promise<SendOutcome | null> {
  const attempt = deps.attempts.get();
  if (!attempt) return null;
  try {
    return await complete(attempt, deps);
  } catch (error) {
    if (error instanceof OrderUnconfirmed) return { kind: "unconfirmed" };
    deps.attempts.clear();
    return null;
  }
}

/** How the checkout store places orders (stores/checkout.ts OrderSender), over `deps`. */
export function orderSender(deps: SendDeps) {
  return {
    pending: () => deps.attempts.get() !== null,
    send: (choice: OrderChoice) => sendOrder(choice, deps),
    resume: () => resumeOrder(deps),
  };
}
