import * as z from "zod";
import { onOff } from "./on-off";

/** The shortest signing secret the sandbox accepts: 32 characters (e.g. 64 hex digits from `openssl rand -hex 32`). */
export const SIGNING_SECRET_MIN_LENGTH = 32;

/**
 * The payment variables, as a zod object fragment for the worker's config schema
 * (`z.object({ ...others, ...paymentConfigSchema.shape }).superRefine(refinePaymentConfig)`).
 * The variables one provider needs are checked by `refinePaymentConfig`, so each message names
 * the variable and the provider that needs it.
 */
export const paymentConfigSchema = z.object({
  /** "sandbox": the worker's own hosted test page (local default); "mollie": Mollie's Payments API. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "mollie"]).default("sandbox"),
  /**
   * "on": the sandbox approves payments on any origin (a staging shop). Off (the default), its
   * hosted page approves only on a local origin (worker/payment/sandbox-routes.ts), and
   * `npm run deploy` refuses a sandbox shop without it.
   */
  ALLOW_SANDBOX_PAYMENTS: onOff,
  /** HMAC-SHA256 key of the sandbox's payment tokens and webhook signatures (secret). */
  PAYMENT_SIGNING_SECRET: z
    .string()
    .min(SIGNING_SECRET_MIN_LENGTH, `must be at least ${SIGNING_SECRET_MIN_LENGTH} characters`)
    .optional(),
  /** Mollie API key, `test_…` or `live_…` (secret). */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, "must be a Mollie API key (test_… or live_…)")
    .optional(),
  /** Base URL of Mollie's API; tests point it at a fake server. */
  MOLLIE_API_URL: z
    .url()
    .refine((u) => /^https?:/.test(u), "must be an http(s) URL")
    .transform((u) => u.replace(/\/+$/, ""))
    .default("https://api.mollie.com"),
});

/** The parsed payment variables (the worker's Config has them too once the fragment is merged). */
export type PaymentConfig = z.output<typeof paymentConfigSchema>;

/** The variables the chosen provider cannot work without; pass to `.superRefine` after merging the fragment. */
export function refinePaymentConfig(config: PaymentConfig, ctx: z.RefinementCtx): void {
  for (const issue of paymentConfigIssues(config)) ctx.addIssue({ code: "custom", ...issue });
}

/** The same checks as plain data: `[{ path: ["MOLLIE_API_KEY"], message: "is required when …" }]`. */
export function paymentConfigIssues(config: PaymentConfig): { path: [string]; message: string }[] {
  if (config.PAYMENT_PROVIDER === "sandbox" && !config.PAYMENT_SIGNING_SECRET)
    return [{ path: ["PAYMENT_SIGNING_SECRET"], message: "is required when PAYMENT_PROVIDER is sandbox" }];
  if (config.PAYMENT_PROVIDER === "mollie" && !config.MOLLIE_API_KEY)
    return [{ path: ["MOLLIE_API_KEY"], message: "is required when PAYMENT_PROVIDER is mollie" }];
  return [];
}
