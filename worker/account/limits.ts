/**
 * The account routes' abuse limits (SPEC names no numbers), counted with ../http/rate-limit.
 *
 * Signing in throttles the guesser, never the owner (issue 35 point 5): a stranger could otherwise
 * lock any customer out with five wrong passwords. So no counter refuses an account as a whole:
 * - per account and IP: 5 failures in 15 minutes lock that pair only, so the attacker's IP is locked
 *   out of that account while the owner at their own IP signs in as ever;
 * - per IP: 20 failed sign-ins in 15 minutes, whatever the accounts (one IP spraying many accounts);
 * - per account, from all IPs (a distributed attack, each IP under its own limits): past 10 failures
 *   in 15 minutes every attempt on the account waits before its password is checked, 250 ms more per
 *   failure up to 3 s. A slow-down, not a refusal: the owner with the right password still gets in,
 *   from a new IP too, and a botnet's guesses cost it time per try on top of its per-IP limits.
 * An unknown e-mail has the same counters (keyed by the address's hash), so its answers and their
 * timing equal a known one's.
 */
import type { Limit } from "../http/rate-limit";

export const LOGIN_PAIR_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };
export const LOGIN_IP_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000 };
/** The account-wide failures counted for the slow-down (its `max` is the free failures). */
export const LOGIN_ACCOUNT_SLOWDOWN: Limit = { max: 10, windowMs: 15 * 60_000 };
export const LOGIN_DELAY_STEP_MS = 250;
export const LOGIN_DELAY_MAX_MS = 3_000;

/** Reset mails: 3 per address and 10 per IP an hour, so the outbox is no spam cannon. */
export const RESET_ACCOUNT_LIMIT: Limit = { max: 3, windowMs: 60 * 60_000 };
export const RESET_IP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
/** Registrations: 10 per IP an hour. */
export const REGISTER_IP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };

/** How long an attempt on an account with `failures` recent failures waits (0 up to the free ones). */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_SLOWDOWN.max;
  return over > 0 ? Math.min(LOGIN_DELAY_MAX_MS, over * LOGIN_DELAY_STEP_MS) : 0;
}

/** The counter keys of an account (by its address's SHA-256) and an IP. */
export const loginKeys = (accountHash: string, ip: string) => ({
  account: `login:acct:${accountHash}`,
  pair: `login:pair:${accountHash}:${ip}`,
  ip: `login:ip:${ip}`,
});
