/**
 * Back-in-stock limits (our own, not in the SPEC). Sign-ups: 30 per client (IP) an hour and 10 per
 * address (or customer) an hour, past which the caller hears 429 with Retry-After; a guest's
 * confirmation link is valid 48 hours, and a pending alert's address gets at most one such mail a
 * minute (a flood at one address from many clients mails it once). A restock claims at most RESTOCK_BATCH alerts per batch.
 */
import type { Limit } from "../http/rate-limit";

export const STOCK_ALERT_IP_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };
export const STOCK_ALERT_ADDRESS_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
export const STOCK_ALERT_CONFIRM_TTL_MS = 48 * 60 * 60_000;
export const STOCK_ALERT_MAIL_INTERVAL_MS = 60_000;
