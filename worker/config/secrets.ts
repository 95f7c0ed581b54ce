/**
 * Fail closed on a missing secret (schema/config/secrets.ts). A deployed shop — one whose
 * LIBSQL_URL is not on this machine, or that has none — needs every secret of its provider; local
 * development (`npm start` writes the local libSQL URL and random secrets into `.dev.vars`) needs
 * only its database, and a part whose secret is missing there says so itself (accounts, editing).
 * While a required secret is missing, the request context answers every request 503 with
 * Retry-After and logs the missing names; the page and the API answer never name them.
 */
import { requiredSecrets } from "../../schema/config/secrets";
import { isLoopbackUrl } from "../http/loopback";
import type { Config } from "./env";

/** The names of the required secrets the configuration lacks, in the order they are reported. */
export function missingSecrets(config: Config): string[] {
  const local = config.LIBSQL_URL !== undefined && isLoopbackUrl(config.LIBSQL_URL);
  const required = local ? ["LIBSQL_URL"] : requiredSecrets(config.PAYMENT_PROVIDER);
  return required.filter((name) => !config[name as keyof Config]);
}
