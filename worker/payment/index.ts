/**
 * Payment by redirect behind one interface (ARCHITECTURE §7): the payment feature's public face.
 *
 * The flow, for a checkout method whose code starts with CARD_METHOD_PREFIX (SPEC §4 "Payment"):
 *
 * 1. The order module creates the order first (pending payment, stock held), then calls
 *    `createPaymentProvider(c.get("config")).createPayment({ orderId, incrementId, amountCents, … })`
 *    and stores the returned `providerPaymentId` on the order.
 * 2. The shopper is redirected to `redirectUrl`: the sandbox's hosted page on this worker
 *    (`/payment/sandbox/{signed token}`, see `createSandboxPaymentRoutes`) or Mollie's checkout.
 * 3. The provider calls `webhookUrl`. The webhook route hands the raw request to
 *    `verifyWebhook`: the sandbox checks an HMAC-SHA256 signature over the raw body and a fresh
 *    timestamp; Mollie's webhook carries only an id, so the payment is fetched from Mollie with
 *    our key. Null means "not trusted": answer 200 and change nothing (Mollie advises not to
 *    reveal which ids exist); a thrown PaymentProviderError with `retryable` means "answer 503",
 *    so the provider retries.
 * 4. Only a verified webhook marks an order paid (or failed, canceled, expired). The shopper's
 *    return (`?payment=…&outcome=…` from the sandbox, nothing from Mollie) only decides which page
 *    to show; it is never proof of payment.
 * 5. Webhooks come more than once and out of order. The order module dedupes on `eventId` in the
 *    same batch as its effect, checks `amountCents` and `currency` against the order, checks that
 *    `providerPaymentId` is the order's payment, and never leaves a final state (paid stays paid).
 *
 * The sandbox keeps no state (everything is in the signed token), so its `getPayment` is null;
 * Mollie's answers the payment as Mollie has it.
 */
export {
  paymentConfigIssues,
  paymentConfigSchema,
  refinePaymentConfig,
  type PaymentConfig,
} from "../../schema/config/payment";
export { CARD_METHOD_PREFIX, checkoutMethodCode, PAYMENT_METHODS, providerMethodCode } from "./methods";
export { createPaymentProvider, type PaymentDeps } from "./provider";
export { SANDBOX_PAYMENT_PATH, SANDBOX_PAYMENT_TTL_SECONDS } from "./sandbox-provider";
export { createSandboxPaymentRoutes, type SandboxRoutesOptions } from "./routes";
export { SANDBOX_SIGNATURE_HEADER } from "./sandbox-webhook";
export {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentErrorCode,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedPayment,
} from "./types";
