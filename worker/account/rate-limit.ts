/**
 * Fixed-window counters in libSQL (OWASP Authentication: limit attempts per account and per source).
 * `hitStatement` is one upsert that counts an attempt and answers the window's count, so concurrent
 * attempts are all counted; it goes into the caller's batch.
 */
import { sql } from "drizzle-orm";
import { rateLimits } from "../../schema/db";
import type { Database } from "../db/client";

export interface Limit {
  /** Attempts allowed within one window. */
  max: number;
  windowMs: number;
}

/** SPEC names no numbers: 5 failed sign-ins of one account, 20 from one IP, per 15 minutes. */
export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };
export const LOGIN_IP_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000 };
/** Reset mails: 3 per address and 10 per IP an hour, so the outbox is no spam cannon. */
export const RESET_ACCOUNT_LIMIT: Limit = { max: 3, windowMs: 60 * 60_000 };
export const RESET_IP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
/** Registrations: 10 per IP an hour. */
export const REGISTER_IP_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };

/** Counts one attempt under `key`; the statement answers `[{ count, windowStart }]`. */
export function hitStatement(db: Database, key: string, limit: Limit, now: Date) {
  const t = now.getTime();
  const expired = t - limit.windowMs;
  return db.all<{ count: number; window_start: number }>(sql`insert into ${rateLimits} (key, count, window_start)
    values (${key}, 1, ${t})
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= ${expired} then ${t} else ${rateLimits.windowStart} end
    returning count, window_start`);
}

/** Forgets a key's attempts (a successful sign-in clears its account's failures). */
export function clearStatement(db: Database, key: string) {
  return db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Gives one attempt back (a successful sign-in does not count against its IP). */
export function refundStatement(db: Database, key: string) {
  return db.run(sql`update ${rateLimits} set count = max(count - 1, 0) where key = ${key}`);
}

/** Seconds until the window of a counter that went over its limit ends, or null while within it. */
export function retryAfter(row: { count: number; window_start: number } | undefined, limit: Limit, now: Date) {
  if (!row || row.count <= limit.max) return null;
  return Math.max(1, Math.ceil((row.window_start + limit.windowMs - now.getTime()) / 1000));
}

/** The client's IP as Cloudflare gives it; one bucket for requests without it (local runs). */
export function clientIp(header: (name: string) => string | undefined): string {
  return (header("cf-connecting-ip") ?? "unknown").slice(0, 64);
}
