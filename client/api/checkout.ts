/**
 * The checkout's calls (SPEC §7): the session's cart, delivery and payment methods, shipping
 * information, totals, coupons, service points, the payment token, the order, the redirect and the
 * order's status after the payment. Loaded with the checkout islands only (not re-exported from
 * `./index`, so no other page carries it).
 */
import type {
  CartItemDto,
  CartQuery,
  CollectTotalsRequest,
  ShippingInformationRequest,
  PaymentMethodDto,
  ShippingInformationResultDto,
  ShippingMethodDto,
  TotalsDto,
} from "../../schema/api/cart";
import type { CheckoutStatusDto, OrderRequest, PlacedOrderDto } from "../../schema/api/order";
import type { PaymentTokenDto, StartTransactionDto, StartTransactionRequest } from "../../schema/api/payment";
import { getEndpoint } from "./endpoint";
import { apiRequest, type CallOptions } from "./request";

// A write is a few database round trips of at most 1 s each on the server (as the cart's calls).
const CHECKOUT_TIMEOUT_MS = 5000;
// Placing an order and starting a payment wait on the payment provider too.
const ORDER_TIMEOUT_MS = 15000;

export type CheckoutCartQuery = Pick<CartQuery, "cartId">;
export type { CheckoutStatusDto, OrderRequest, PlacedOrderDto };

/** SPEC §3 service point as the carrier API answers it, nearest first. */
export interface ServicePointDto {
  id: string;
  name: string;
  shopType: "parcelShop" | "packStation";
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  countryCode: "NL" | "DE";
  openingHours: { day: 1 | 2 | 3 | 4 | 5 | 6 | 7; open: string; close: string }[];
  distanceMeters?: number;
  postNumber?: string | null;
}

const post = <T>(path: string, query: Record<string, string>, body: unknown, options?: CallOptions) =>
  apiRequest<T>({ method: "POST", path, query, body, timeoutMs: CHECKOUT_TIMEOUT_MS }, options);

/** GET /api/cart/mine: the session's open cart, or null. */
export const findCheckoutCart = /* @__PURE__ */ getEndpoint<Record<string, never>, string | null>(
  "/api/cart/mine",
  CHECKOUT_TIMEOUT_MS,
);

/** GET /api/cart/pull?cartId=: the lines, for the order body. */
export const pullCheckoutCart = /* @__PURE__ */ getEndpoint<CheckoutCartQuery, CartItemDto[]>(
  "/api/cart/pull",
  CHECKOUT_TIMEOUT_MS,
);

/** GET /api/cart/totals?cartId=. */
export const checkoutTotals = /* @__PURE__ */ getEndpoint<CheckoutCartQuery, TotalsDto>(
  "/api/cart/totals",
  CHECKOUT_TIMEOUT_MS,
);

/** GET /api/cart/payment-methods?cartId=. */
export const paymentMethods = /* @__PURE__ */ getEndpoint<CheckoutCartQuery, PaymentMethodDto[]>(
  "/api/cart/payment-methods",
  CHECKOUT_TIMEOUT_MS,
);

/** POST /api/cart/shipping-methods?cartId=. */
export const shippingMethods = ({ cartId }: CheckoutCartQuery, options?: CallOptions) =>
  post<ShippingMethodDto[]>("/api/cart/shipping-methods", { cartId }, {}, options);

/** POST /api/cart/shipping-information?cartId=: saves address and method; answers payment methods and totals. */
export const shippingInformation = (
  { cartId, ...body }: CheckoutCartQuery & ShippingInformationRequest,
  options?: CallOptions,
) => post<ShippingInformationResultDto>("/api/cart/shipping-information", { cartId }, body, options);

/** POST /api/cart/collect-totals?cartId=: the chosen delivery and/or payment method; answers the totals. */
export const collectTotals = (
  { cartId, ...methods }: CheckoutCartQuery & CollectTotalsRequest["methods"],
  options?: CallOptions,
) => post<TotalsDto>("/api/cart/collect-totals", { cartId }, { methods }, options);

/** POST /api/cart/apply-coupon?cartId=&coupon=; a refusal is an ApiError COUPON_INVALID. */
export const applyCheckoutCoupon = (
  { cartId, coupon }: CheckoutCartQuery & { coupon: string },
  options?: CallOptions,
) => post<boolean>("/api/cart/apply-coupon", { cartId, coupon }, undefined, options);

/** POST /api/cart/delete-coupon?cartId=. */
export const removeCheckoutCoupon = ({ cartId }: CheckoutCartQuery, options?: CallOptions) =>
  post<boolean>("/api/cart/delete-coupon", { cartId }, undefined, options);

/** GET /api/ext/dhlparcel/servicepoints?countryCode&postalCode: nearest first. */
export const servicePoints = /* @__PURE__ */ getEndpoint<
  { countryCode: string; postalCode: string; store: string },
  ServicePointDto[]
>("/api/ext/dhlparcel/servicepoints", CHECKOUT_TIMEOUT_MS);

/** POST /api/ext/dhlparcel/select-servicepoint?cartId= {servicePoint: "id" or "id|postnumber"}. */
export const selectServicePoint = (
  { cartId, servicePoint }: CheckoutCartQuery & { servicePoint: string },
  options?: CallOptions,
) => post<ServicePointDto>("/api/ext/dhlparcel/select-servicepoint", { cartId }, { servicePoint }, options);

/** GET /api/ext/payment/payment-token: the order's idempotency key (SPEC §4). */
export const paymentToken = /* @__PURE__ */ getEndpoint<Record<string, never>, PaymentTokenDto>(
  "/api/ext/payment/payment-token",
  CHECKOUT_TIMEOUT_MS,
);

/** POST /api/order with `Idempotency-Key`: a retry with the same key and body gets the same order. */
export function placeOrder(body: OrderRequest, idempotencyKey: string, options: CallOptions = {}) {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  return apiRequest<PlacedOrderDto>(
    { method: "POST", path: "/api/order", body, timeoutMs: ORDER_TIMEOUT_MS },
    {
      ...options,
      fetch: (url, init) =>
        send(url, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), "idempotency-key": idempotencyKey },
        }),
    },
  );
}

/** POST /api/ext/payment/start-transaction {orderId}: the provider's hosted page to go to. */
export const startTransaction = ({ orderId }: StartTransactionRequest, options?: CallOptions) =>
  apiRequest<StartTransactionDto>(
    { method: "POST", path: "/api/ext/payment/start-transaction", body: { orderId }, timeoutMs: ORDER_TIMEOUT_MS },
    options,
  );

/** GET /api/ext/checkout/status?orderId=: the order and its payment after the redirect. */
export const checkoutStatus = /* @__PURE__ */ getEndpoint<{ orderId: string }, CheckoutStatusDto>(
  "/api/ext/checkout/status",
  CHECKOUT_TIMEOUT_MS,
);
