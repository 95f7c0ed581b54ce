/** The caller's own cart for a request: ownership checked in the same query that reads it (404 otherwise). */
import type { Context } from "hono";
import { getStoreView, isStoreCode, type StoreCode } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { translatorFor } from "../context";
import type { MessageKey } from "../../client/i18n/messages/types";
import { readOwnedCart, type Caller, type CartSnapshot } from "./repo";
import type { CartProblem } from "./lines";
import { clampOverfull } from "./clamp";

/** The caller as the cart's queries check it; null when the request carries no usable session token. */
export async function callerOf(c: Context<AppEnv>): Promise<Caller | null> {
  const tokenHash = await c.get("session").tokenHash();
  return tokenHash ? { tokenHash, now: new Date() } : null;
}

/** A 404 in the cart's words: another shopper's cart, a closed one and a made-up id all look the same. */
export function cartNotFound(store: StoreCode = "nl"): AppError {
  return new AppError(404, "NOT_FOUND", translatorFor(store)("cart.notFound"));
}

/**
 * The caller's open cart (plus stock of `extraSkus`) in one round trip, or a 404. Over-full lines
 * are cut down to their stock (clamp.ts: a second round trip, only then) unless `clamp` is false —
 * adding to the cart bounds the line it writes itself.
 */
export async function ownedCart(
  c: Context<AppEnv>,
  cartId: string,
  extraSkus: readonly string[] = [],
  { clamp = true } = {},
): Promise<CartSnapshot> {
  const caller = await callerOf(c);
  const snapshot = caller ? await readOwnedCart(c.get("db"), caller, cartId, extraSkus) : null;
  if (!snapshot) throw await notOwned(c);
  return clamp ? clampOverfull(c, snapshot) : snapshot;
}

/**
 * Why the caller has no such cart: a token that names no live session any more (logged out,
 * expired, revoked) is 401, so the browser falls back to a guest cart (SPEC §4 cart sync);
 * otherwise 404. Only on this failure path does the session cost a round trip of its own.
 */
export async function notOwned(c: Context<AppEnv>): Promise<AppError> {
  if (c.get("session").transport !== null && (await c.get("session").current()).id === null)
    return new AppError(401, "UNAUTHORIZED", translatorFor(c.get("store").code)("cart.sessionExpired"));
  return cartNotFound(c.get("store").code);
}

/** A business outcome as the API answers it: the status, code and message in the cart's language. */
export function problemError(problem: CartProblem, store: StoreCode): AppError {
  const message = translatorFor(store)(problem.key, problem.params);
  return new AppError(problem.status, problem.code, message, problem.field ? { [problem.field]: message } : undefined);
}

/** A message of the cart's language. */
export function cartText(store: StoreCode, key: MessageKey, params?: Record<string, string | number>): string {
  return translatorFor(store)(key, params);
}

/** The store view a new cart belongs to: `?storeCode=` (API clients) or the request's store view. */
export function requestedStore(c: Context<AppEnv>): StoreCode {
  const asked = c.req.query("storeCode") ?? c.req.header("x-vs-store-code");
  return asked && isStoreCode(asked) ? asked : getStoreView(c.get("store").code).code;
}
