import * as z from "zod";

/** The shortest pepper accepted: 32 characters (e.g. 64 hex digits from `openssl rand -hex 32`). */
export const PEPPER_MIN_LENGTH = 32;

/**
 * The accounts' variables, as a zod object fragment for the worker's config schema. Without a pepper
 * the account API answers 503 and the log names the variable (the rest of the shop keeps working).
 */
export const accountsConfigSchema = z.object({
  /** Secret mixed into every password hash (HMAC key); never in a database or a log. Changing it invalidates every password. */
  PASSWORD_PEPPER: z.string().min(PEPPER_MIN_LENGTH, `must be at least ${PEPPER_MIN_LENGTH} characters`).optional(),
});

export type AccountsConfig = z.output<typeof accountsConfigSchema>;
