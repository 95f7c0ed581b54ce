import type { CreatePaymentInput } from "./types";

/** The payment the adapter tests create (test support only; nothing in the worker imports it). */
export const TEST_PAYMENT_INPUT: CreatePaymentInput = {
  orderId: "order-1",
  incrementId: "100000042",
  amountCents: 12995,
  currency: "EUR",
  description: "Atelier Noord order 100000042",
  method: "ideal",
  locale: "nl-NL",
  returnUrl: "https://shop.test/checkout-return?order=order-1",
  webhookUrl: "https://shop.test/api/payment/webhook",
};
