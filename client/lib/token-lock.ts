/**
 * SPEC §4 token invalidation lock: 0 free; above 0 a refresh is running (other calls wait 1000 ms
 * and retry); -1 the refresh failed (calls abort with 401). A call that hears 401 while the user is
 * logged in raises the lock and tries the refresh; success frees it and the call runs again;
 * failure, or more waits than allowed, sets -1 and hands over to `onFailure` (silent logout and the
 * sign-up modal). Pure apart from the functions it is given, so tests drive it with fakes.
 */

/** SPEC §9 "Token retry wait 1000 ms". */
export const TOKEN_RETRY_WAIT_MS = 1000;
/** Waits a call may do while another refreshes (the SPEC's "maximum attempts" setting). */
export const TOKEN_MAX_ATTEMPTS = 5;

export interface TokenLockDeps {
  /** Whether a user is logged in (only their calls refresh). */
  loggedIn(): boolean;
  /** Asks the server for a new session (the refresh cookie); resolves true on success. */
  refresh(): Promise<boolean>;
  /** After a failed refresh: silent logout, sign-up modal. */
  onFailure(): void;
  /** A 401 from the API? */
  isUnauthorized(error: unknown): boolean;
  /** The error calls abort with while the lock is -1. */
  lockedError(): Error;
  wait?: (ms: number) => Promise<void>;
}

export interface TokenLock {
  /** The lock's value: 0, > 0 or -1. */
  state(): number;
  /** Runs an authorised call under the lock. */
  run<T>(call: () => Promise<T>): Promise<T>;
  /** SPEC §4 "An attempts counter can be reset": frees a failed lock (after a new login). */
  reset(): void;
}

export function createTokenLock(deps: TokenLockDeps): TokenLock {
  let lock = 0;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function run<T>(call: () => Promise<T>, attempt = 0): Promise<T> {
    if (lock === -1) throw deps.lockedError();
    if (lock > 0) {
      if (attempt >= TOKEN_MAX_ATTEMPTS) throw deps.lockedError();
      await wait(TOKEN_RETRY_WAIT_MS);
      return run(call, attempt + 1);
    }
    try {
      return await call();
    } catch (error) {
      if (!deps.isUnauthorized(error) || !deps.loggedIn()) throw error;
      if (lock !== 0) return run(call, attempt + 1);
      lock = 1;
      const renewed = await deps.refresh().catch(() => false);
      if (!renewed) {
        lock = -1;
        deps.onFailure();
        throw deps.lockedError();
      }
      lock = 0;
      return call();
    }
  }

  return {
    state: () => lock,
    run: (call) => run(call),
    reset: () => {
      lock = 0;
    },
  };
}
