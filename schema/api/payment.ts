/**
 * Payment API requests and answers (SPEC §4 payment by redirect: GET /api/ext/payment/payment-token,
 * POST /api/ext/payment/start-transaction), shared by the worker, which validates with them, and
 * the browser's API client, which takes its types from them.
 */
import * as z from "zod";

/** GET /api/ext/payment/payment-token answers a fresh key the client sends as the order's Idempotency-Key. */
export const paymentTokenDto = z.lazy(() => z.uuid());
export type PaymentTokenDto = z.infer<typeof paymentTokenDto>;

/** POST /api/ext/payment/start-transaction {orderId}: answers the provider's hosted page to go to. */
export const startTransactionBody = z.lazy(() =>
  z.strictObject({ orderId: z.uuid(), token: z.string().max(100).optional() }),
);
export type StartTransactionRequest = z.input<typeof startTransactionBody>;
export const startTransactionDto = z.lazy(() => z.url());
export type StartTransactionDto = z.infer<typeof startTransactionDto>;
