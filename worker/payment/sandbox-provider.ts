import { hmacKey, randomId, sign, toBase64Url } from "./hmac";
import { checkPaymentInput } from "./input";
import { PAYMENT_METHODS } from "./methods";
import { encodeToken } from "./sandbox-token";
import { verifySandboxWebhook } from "./sandbox-webhook";
import type { PaymentProvider } from "./types";

/** Where the composition root mounts `createSandboxPaymentRoutes()`; the hosted page is `{path}/{token}`. */
export const SANDBOX_PAYMENT_PATH = "/payment/sandbox";

/** A sandbox payment lives this long; then its page offers only the way back (and an "expired" webhook). */
export const SANDBOX_PAYMENT_TTL_SECONDS = 30 * 60;

/** Retries with one idempotency key get one payment id, as with a real provider. */
async function paymentId(key: CryptoKey, idempotencyKey: string | undefined): Promise<string> {
  if (!idempotencyKey) return randomId("sbx_");
  return `sbx_${toBase64Url(await sign(key, `sandbox-id.${idempotencyKey}`)).slice(0, 20)}`;
}

/**
 * The local provider: offline, stateless, deterministic. A payment is a signed token in the URL
 * of the worker's own hosted page; the page's buttons send signed webhooks in-process. It keeps no
 * state, so `getPayment` answers null: a sandbox payment's state lives in the order, set by its
 * verified webhook.
 */
export function createSandboxProvider(secret: string, now: () => number): PaymentProvider {
  const key = hmacKey(secret);
  return {
    name: "sandbox",
    methods: () => PAYMENT_METHODS,
    async createPayment(input) {
      checkPaymentInput(input);
      const id = await paymentId(await key, input.idempotencyKey);
      const token = await encodeToken(await key, {
        id,
        orderId: input.orderId,
        incrementId: input.incrementId,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        locale: input.locale,
        description: input.description,
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        issuedAt: Math.floor(now() / 1000),
      });
      // The hosted page is served by this worker, on the shop's own origin.
      return { providerPaymentId: id, redirectUrl: new URL(`${SANDBOX_PAYMENT_PATH}/${token}`, input.returnUrl).href };
    },
    async verifyWebhook(request) {
      return verifySandboxWebhook(await key, request, now());
    },
    getPayment: () => Promise.resolve(null),
  };
}
