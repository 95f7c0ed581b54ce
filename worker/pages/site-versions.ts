/**
 * The site's versions in app_meta (db/site-versions.ts: the CMS content's and the operator's price
 * changes'), parts of every cached page's key. Reading them costs a round trip, so an isolate keeps
 * them for SITE_VERSIONS_MEMO_MS; a write in this isolate forgets them at once. Requests that find the
 * memo expired share one read. When the database cannot be read the last known versions are used
 * (pages are then served as they were), else UNAVAILABLE.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { readSiteVersions, type SiteVersions } from "../db/site-versions";
import { describeError } from "../logging/logger";

export type { SiteVersions } from "../db/site-versions";

export const SITE_VERSIONS_MEMO_MS = 5_000;
/** A version while the database cannot be read and none is known. */
export const UNAVAILABLE = "unavailable";

// Derived data about the database, not request state: the versions and when they were read, and the
// read under way. `generation` counts forgets: a read started before a write must not be memoized after it.
let memo: { value: SiteVersions; at: number } | null = null;
let reading: Promise<SiteVersions> | null = null;
let generation = 0;

/** Forget the memo (after a write in this isolate, so the next page sees it). */
export function forgetSiteVersions(): void {
  memo = null;
  reading = null;
  generation++;
}

/** Remember versions just read with other things (saves the next request a round trip). */
export function noteSiteVersions(value: SiteVersions): void {
  memo = { value, at: Date.now() };
}

/** The versions last read in this isolate, fresh or not (undefined before the first read). */
export function lastSiteVersions(): SiteVersions | undefined {
  return memo?.value;
}

/** The memo's versions while fresh (SITE_VERSIONS_MEMO_MS), else undefined. */
export function freshSiteVersions(): SiteVersions | undefined {
  return memo && Date.now() - memo.at < SITE_VERSIONS_MEMO_MS ? memo.value : undefined;
}

export function siteVersions(c: Context<AppEnv>): Promise<SiteVersions> {
  const fresh = freshSiteVersions();
  if (fresh !== undefined) return Promise.resolve(fresh);
  reading ??= readOnce(c);
  return reading;
}

/** One read for every request that finds the memo expired; never rejects. */
function readOnce(c: Context<AppEnv>): Promise<SiteVersions> {
  const started = generation;
  const read = (async () => {
    try {
      const value = await readSiteVersions(c.get("db"));
      if (generation === started) noteSiteVersions(value);
      return value;
    } catch (error) {
      c.get("log").warn("site versions unavailable", describeError(error));
      // Remembered too, so a database that is down costs one request per SITE_VERSIONS_MEMO_MS its deadline.
      const value = memo?.value ?? { content: UNAVAILABLE, prices: UNAVAILABLE };
      if (generation === started) memo = { value, at: Date.now() };
      return value;
    }
  })();
  void read.then(() => {
    if (reading === read) reading = null;
  });
  try {
    // Other requests wait for this read: it must finish even if the request that started it ends first.
    c.executionCtx.waitUntil(read);
  } catch {
    // No execution context (app.request in unit tests): the read still runs.
  }
  return read;
}
