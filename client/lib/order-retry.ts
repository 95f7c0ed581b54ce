/**
 * Placing an order until it is answered (issue 35.7): under load `POST /api/order` may answer 503 or
 * not at all while the order is written. The call is repeated with the same idempotency key, so
 * the server answers a retry with the order it placed (or 409 while the first try is still being
 * placed): a network failure, a deadline, a 5xx or an answer without envelope is tried again with
 * a growing pause, for at most `limitMs` overall. Then the order is `OrderUnconfirmed`: it may
 * exist, so the shopper is never told it failed.
 */
import { ApiError } from "../api/errors";

/** How long 'Place order' keeps trying before it says the order could not be confirmed yet. */
export const ORDER_RETRY_MS = 60_000;
/** The deadline of one try (placing waits on the payment provider too). */
export const ORDER_TRY_MS = 15_000;
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5_000;

export interface RetryClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** No answer came within the retry window: the order may exist (never shown as a failure). */
export class OrderUnconfirmed extends Error {
  constructor(cause: unknown) {
    super("The order was not confirmed within the retry window", { cause });
  }
}

/** An answer that says nothing about the order: try again with the same key. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.errorCode === "ABORTED") return false;
  if (error.status === 0 || error.status >= 500 || error.errorCode === "BAD_RESPONSE") return true;
  // ORDER_PENDING (409: the same key's first try is still being placed; 503: the database missed its
  // deadline and the order may exist, worker/order/pending.ts): its answer comes with the next try.
  return error.errorCode === "ORDER_PENDING";
}

/**
 * Calls `attempt(timeoutMs)` until it answers or refuses for good (any error `isRetryable` rejects
 * is thrown as is); each try gets at most ORDER_TRY_MS and never runs past the window.
 */
export async function untilAnswered<T>(
  attempt: (timeoutMs: number) => Promise<T>,
  { clock = realClock, limitMs = ORDER_RETRY_MS }: { clock?: RetryClock; limitMs?: number } = {},
): Promise<T> {
  const end = clock.now() + limitMs;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    const left = end - clock.now();
    try {
      return await attempt(Math.max(1, Math.min(ORDER_TRY_MS, left)));
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (end - clock.now() <= pause) throw new OrderUnconfirmed(error);
      await clock.sleep(pause);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}
