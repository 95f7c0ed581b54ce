import { setTimeout as sleep } from "node:timers/promises";
import { isRetryableBusy } from "./errors";

export interface RetryOptions {
  /** Give up and surface the SQLITE_BUSY error after this long. */
  timeoutMs?: number;
  /** Aborted on shutdown so waiting statements fail fast instead of holding it up. */
  signal?: AbortSignal;
}

/**
 * Runs a synchronous SQLite operation, retrying it on SQLITE_BUSY/SQLITE_LOCKED
 * with an asynchronous backoff. Waiting on the event loop (rather than inside
 * SQLite) lets the transaction that holds the lock receive its COMMIT meanwhile.
 * A statement that failed with BUSY had no effect, so running it again is safe.
 */
export async function withBusyRetry<T>(operation: () => T, options: RetryOptions = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
    try {
      return operation();
    } catch (error) {
      if (!isRetryableBusy(error) || options.signal?.aborted) throw error;
      const wait = Math.min(delay * (0.5 + Math.random()), deadline - Date.now());
      if (wait <= 0) throw error;
      await sleep(wait);
    }
  }
}
