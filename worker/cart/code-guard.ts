/**
 * No guessing of coupon and gift card codes (issue 35 point 3): shop-chosen codes such as WINTER15
 * could otherwise be enumerated in seconds. A code that does not exist is a failed guess and counts
 * against the caller's IP and cart; a code that exists never counts, even when it does not apply now
 * (expired, used up, under its minimum): that is no guess, and a shopper may retry it. Once the
 * failures before an attempt reached a limit, every code is refused with 429 until the window ends,
 * the right one too, so the answers tell nothing apart. Coupons and gift cards share the counters.
 *
 * The counters ride in the lookup's round trip, so a valid code costs nothing more than before; only
 * a failed guess costs one write (see `guarded`).
 */
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { StoreCode } from "../../domain/store-views";
import { coupons, giftCards } from "../../schema/db";
import type { AppEnv } from "../context";
import {
  clientIp,
  countersStatement,
  hitKeysStatement,
  minutesOf,
  tooManyRequests,
  waitAfterFailures,
  type CounterRow,
  type Limit,
} from "../http/rate-limit";
import { cartText } from "./access";
import type { CouponRecord, GiftCardRecord } from "./repo";

/**
 * Failed guesses allowed per 15 minutes: a shopper mistyping a code a few times never gets near
 * them; an enumerator gets 10 tries per cart and 30 per IP (fresh carts are no way around it).
 */
const WINDOW_MS = 15 * 60_000;
export const CODE_CART_LIMIT: Limit = { max: 10, windowMs: WINDOW_MS };
export const CODE_IP_LIMIT: Limit = { max: 30, windowMs: WINDOW_MS };

/** A looked-up code, or the seconds the caller must wait before trying codes again. */
export type Guarded<T> = { record: T | null; wait: number | null };

function guards(c: Context<AppEnv>, cartId: string | null) {
  return [
    { key: `code:ip:${clientIp((name) => c.req.header(name))}`, limit: CODE_IP_LIMIT },
    ...(cartId === null ? [] : [{ key: `code:cart:${cartId}`, limit: CODE_CART_LIMIT }]),
  ];
}

function waitOf(
  list: ReturnType<typeof guards>,
  rows: (CounterRow & { key: string })[],
  now: Date,
  failed: boolean,
): number | null {
  const waits = list
    .map((g) =>
      waitAfterFailures(
        rows.find((r) => r.key === g.key),
        g.limit,
        now,
        failed,
      ),
    )
    .filter((w): w is number => w !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/**
 * The counters are read in the lookup's batch: a code that exists costs nothing more. A code that
 * does not is counted in one upsert whose answer decides the reply, so of 50 guesses at once exactly
 * the limit's number hear "not valid" and every one of them is counted.
 */
async function guarded<T>(c: Context<AppEnv>, cartId: string | null, find: BatchItem<"sqlite">): Promise<Guarded<T>> {
  const db = c.get("db");
  const now = new Date();
  const list = guards(c, cartId);
  const keys = list.map((g) => g.key);
  const answers = await db.batch([countersStatement(db, keys), find]);
  const counters = answers[0];
  const record = (answers[1] as T[])[0] ?? null;
  const wait = waitOf(list, counters, now, false);
  if (wait !== null || record !== null) return { record, wait };
  const counted = await hitKeysStatement(db, keys, WINDOW_MS, now);
  return { record: null, wait: waitOf(list, counted, now, true) };
}

/** A coupon by its (normalised) code, counting a guess of an unknown one against the IP and the cart. */
export function guardedCoupon(c: Context<AppEnv>, code: string, cartId: string): Promise<Guarded<CouponRecord>> {
  const db = c.get("db");
  return guarded<CouponRecord>(c, cartId, db.select().from(coupons).where(eq(coupons.code, code)).limit(1));
}

/** A gift card by its (normalised) code, counting a guess against the IP (and the cart, when there is one). */
export function guardedGiftCard(
  c: Context<AppEnv>,
  code: string,
  cartId: string | null,
): Promise<Guarded<GiftCardRecord>> {
  const db = c.get("db");
  return guarded<GiftCardRecord>(c, cartId, db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1));
}

/** The refusal past a limit: 429, Retry-After and the shopper's message in the cart's language. */
export function tooManyCodes(c: Context<AppEnv>, store: StoreCode, seconds: number) {
  return tooManyRequests(c, seconds, cartText(store, "cart.tooManyCodes", { minutes: minutesOf(seconds) }));
}
