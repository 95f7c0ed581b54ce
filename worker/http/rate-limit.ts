/**
 * Fixed-window counters in libSQL (OWASP Authentication: limit attempts per account and per source),
 * shared by sign-in, the cart's coupon and gift card codes, the contact form and the newsletter.
 * Every statement here goes into the caller's batch, beside the lookup it guards, so a limit costs
 * no round trip of its own:
 * - `hitStatement` (`hitKeysStatement` for several keys) counts an attempt and answers the window's
 *   count in one upsert, so concurrent attempts are all counted and each sees its own number;
 * - `countersStatement` reads counters without counting, where only failures count: the caller
 *   reads them with its lookup and counts a failure (`hitKeysStatement`) once it knows of one.
 * Each feature names its own limits beside its routes.
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { rateLimits } from "../../schema/db";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { AppError } from "../errors/app-error";

export interface Limit {
  /** Attempts (or failures) allowed within one window. */
  max: number;
  windowMs: number;
}

/** A counter as the statements answer it. */
export interface CounterRow {
  count: number;
  window_start: number;
}

/** The upsert of one attempt: a new window when the old one ended, else one more. */
const upsertTail = (windowMs: number, t: number) => {
  const expired = t - windowMs;
  return sql`on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= ${expired} then ${t} else ${rateLimits.windowStart} end`;
};

/** Counts one attempt under `key`; the statement answers `[{ count, window_start }]`. */
export function hitStatement(db: Database, key: string, limit: Limit, now: Date) {
  const t = now.getTime();
  return db.all<CounterRow>(sql`insert into ${rateLimits} (key, count, window_start)
    values (${key}, 1, ${t})
    ${upsertTail(limit.windowMs, t)}
    returning count, window_start`);
}

/**
 * Counts one attempt under each of `keys` (all with windows of `windowMs`) in one statement, only
 * when `when` holds (an SQL condition, e.g. on an earlier statement of the same batch); it answers
 * `[{ key, count, window_start }]` for the keys it counted.
 */
export function hitKeysStatement(
  db: Database,
  keys: readonly string[],
  windowMs: number,
  now: Date,
  when: SQL = sql`true`,
) {
  const t = now.getTime();
  // The "where" also settles SQLite's parsing of an upsert over a select.
  return db.all<CounterRow & { key: string }>(sql`insert into ${rateLimits} (key, count, window_start)
    select value, 1, ${t} from json_each(${JSON.stringify(keys)}) where ${when}
    ${upsertTail(windowMs, t)}
    returning key, count, window_start`);
}

/** SQL: the count a key holds now (0 without a row), for `when` conditions. */
export const countOf = (key: string) =>
  sql`coalesce((select ${rateLimits.count} from ${rateLimits} where ${rateLimits.key} = ${key}), 0)`;

/** The counters of `keys` as they stand (a read, for the batch of the lookup they guard). */
export function countersStatement(db: Database, keys: readonly string[]) {
  return db
    .select({ key: rateLimits.key, count: rateLimits.count, window_start: sql<number>`${rateLimits.windowStart}` })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]));
}

/** Forgets a key's attempts (a successful sign-in clears its account-and-IP failures). */
export function clearStatement(db: Database, key: string) {
  return db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Gives one attempt back (a successful sign-in does not count against its IP). */
export function refundStatement(db: Database, key: string) {
  return db.run(sql`update ${rateLimits} set count = max(count - 1, 0) where key = ${key}`);
}

/** Seconds until the window of a counter that went over its limit ends, or null while within it. */
export function retryAfter(row: CounterRow | undefined, limit: Limit, now: Date): number | null {
  if (!row || row.count <= limit.max) return null;
  return Math.max(1, Math.ceil((row.window_start + limit.windowMs - now.getTime()) / 1000));
}

/** The failures a counter holds in the window that is running now (0 once its window ended). */
export function liveCount(row: CounterRow | undefined, limit: Limit, now: Date): number {
  return row && row.window_start > now.getTime() - limit.windowMs ? row.count : 0;
}

/**
 * Seconds the caller must wait, or null, for a guarded attempt that `failed` or not: an attempt is
 * refused once the failures before it reached the limit, so past the limit a right code is refused
 * exactly like a wrong one (else the answer would still tell them apart).
 */
export function waitAfterFailures(
  row: CounterRow | undefined,
  limit: Limit,
  now: Date,
  failed: boolean,
): number | null {
  const before = liveCount(row, limit, now) - (failed ? 1 : 0);
  if (before < limit.max || !row) return null;
  return Math.max(1, Math.ceil((row.window_start + limit.windowMs - now.getTime()) / 1000));
}

/** The client's IP as Cloudflare gives it; one bucket for requests without it (local runs). */
export function clientIp(header: (name: string) => string | undefined): string {
  return (header("cf-connecting-ip") ?? "unknown").slice(0, 64);
}

/** A refusal past a limit: 429 with `Retry-After` (seconds) and the shopper's message. */
export function tooManyRequests(c: Context<AppEnv>, seconds: number, message: string): AppError {
  c.header("Retry-After", String(seconds));
  return new AppError(429, "TOO_MANY_REQUESTS", message);
}

/** Whole minutes of a wait, for the shopper's message ("wait {minutes} minutes"). */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
