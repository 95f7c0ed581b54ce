/**
 * The order lookup's abuse limits (ours; the SPEC names none), counted with ../http/rate-limit in
 * the lookup's own batch: every attempt counts, right or wrong, so a run of guesses learns nothing
 * from when it is stopped. Past either limit: 429 with Retry-After.
 */
import type { Limit } from "../http/rate-limit";

/** One window for both counters (hitKeysStatement counts several keys under one window). */
const WINDOW_MS = 15 * 60_000;
/** Lookups per client (IP) in 15 minutes. */
export const LOOKUP_IP_LIMIT: Limit = { max: 10, windowMs: WINDOW_MS };
/** Lookups of one order number, from any client, in 15 minutes. */
export const LOOKUP_ORDER_LIMIT: Limit = { max: 5, windowMs: WINDOW_MS };

export const lookupKeys = {
  ip: (ip: string) => `lookup:ip:${ip}`,
  order: (number: string) => `lookup:order:${number.toUpperCase()}`,
};
