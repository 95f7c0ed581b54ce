/** What every account route needs: the pepper, the caller's customer, messages in the caller's language. */
import type { Context } from "hono";
import { isStoreCode, type StoreCode } from "../../domain/store-views";
import type { MessageKey } from "../../client/i18n/messages/types";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { minutesOf, tooManyRequests } from "../http/rate-limit";
import { readMe, type AddressRecord, type CustomerRecord } from "./repo";

/** The store view whose language an API answer speaks: `?storeCode=`, `x-vs-store-code`, or the path's. */
export function apiStore(c: Context<AppEnv>): StoreCode {
  const asked = c.req.query("storeCode") ?? c.req.header("x-vs-store-code");
  return asked && isStoreCode(asked) ? asked : c.get("store").code;
}

/** A message in the caller's language. */
export function text(c: Context<AppEnv>, key: MessageKey, params?: Record<string, string | number>): string {
  return translatorFor(apiStore(c))(key, params);
}

/** The secret pepper; without it accounts answer 503 (and the log names the variable). */
export function pepperOf(c: Context<AppEnv>): string {
  const pepper = c.get("config").PASSWORD_PEPPER;
  if (!pepper) {
    c.get("log").error("accounts are off", { variable: "PASSWORD_PEPPER", problem: "is required for accounts" });
    throw new AppError(503, "SERVICE_UNAVAILABLE", text(c, "account.notConfigured"));
  }
  return pepper;
}

/** SPEC §6/§8: a user call without a live customer session is a 401 (the client's token lock then refreshes). */
export function unauthorized(c: Context<AppEnv>): AppError {
  return new AppError(401, "UNAUTHORIZED", text(c, "account.unauthorized"));
}

/** The logged-in customer and their addresses (one round trip), or a 401. */
export async function requireMe(
  c: Context<AppEnv>,
): Promise<{ customer: CustomerRecord; addresses: AddressRecord[]; tokenHash: string }> {
  const tokenHash = await c.get("session").tokenHash();
  const me = tokenHash ? await readMe(c.get("db"), tokenHash, new Date()) : null;
  if (!me || !tokenHash) throw unauthorized(c);
  return { ...me, tokenHash };
}

/** Bad input the SPEC §5 way: 400 with every field's message in the caller's language, nothing saved. */
export function invalid(c: Context<AppEnv>, problems: Record<string, MessageKey>): AppError {
  const fields = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, text(c, key)]));
  return new AppError(400, "INVALID_INPUT", text(c, "form.fixErrors"), fields);
}

/** A too-many-attempts answer: 429 with Retry-After and the wait in minutes. */
export function tooMany(c: Context<AppEnv>, seconds: number, key: MessageKey): AppError {
  return tooManyRequests(c, seconds, text(c, key, { minutes: minutesOf(seconds) }));
}
