/**
 * The secrets a deployed shop cannot run without. `npm run deploy` checks them with
 * `wrangler secret list` (scripts/deploy), and the worker answers 503 while one is missing
 * (worker/config/secrets.ts): a shop without its database, its password pepper, its operator
 * token or its payment key would half work, which is worse than not at all.
 */
import type { PaymentConfig } from "./payment";

/** The secrets every deployed shop needs, whatever its payment provider. */
export const DEPLOYED_SECRETS = ["LIBSQL_URL", "LIBSQL_AUTH_TOKEN", "PASSWORD_PEPPER", "CONTENT_ADMIN_TOKEN"] as const;

/** The payment provider's own key: Mollie's API key, or the sandbox's signing secret. */
export function paymentSecret(
  provider: PaymentConfig["PAYMENT_PROVIDER"],
): "MOLLIE_API_KEY" | "PAYMENT_SIGNING_SECRET" {
  return provider === "mollie" ? "MOLLIE_API_KEY" : "PAYMENT_SIGNING_SECRET";
}

/** Every secret a deployed shop with this payment provider needs, in the order they are reported. */
export function requiredSecrets(provider: PaymentConfig["PAYMENT_PROVIDER"]): string[] {
  return [...DEPLOYED_SECRETS, paymentSecret(provider)];
}

/** Every variable that holds a secret: set with `wrangler secret put`, never in `[vars]` or a `--var`. */
export const SECRET_VARIABLES: readonly string[] = [
  ...DEPLOYED_SECRETS,
  "MOLLIE_API_KEY",
  "PAYMENT_SIGNING_SECRET",
  "MAIL_API_KEY",
  "PARCEL_API_KEY",
];
