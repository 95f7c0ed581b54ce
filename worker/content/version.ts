/**
 * The content version, one part of every cached page's key (worker/routes.tsx SITE_VERSIONS): any
 * publish, unpublish or redirect change gives it a new value, so no cached page shows old content.
 * Reading it costs a round trip, so an isolate keeps it for VERSION_MEMO_MS; a write in this isolate
 * forgets it at once. When the database cannot be read the last known version is used (pages are
 * then served as they were), else "unavailable".
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import type { VersionSource } from "../pages/edge-cache";
import { readVersion } from "./repo";

export const VERSION_MEMO_MS = 5_000;
/** The version while the database cannot be read and none is known. */
export const UNAVAILABLE = "unavailable";

// Derived data about the database, not request state: one value and when it was read, and the read
// under way (requests that find the memo expired while it runs wait for it rather than each asking
// the database). `generation` counts forgets: a read started before a write must not be memoized after it.
let memo: { value: string; at: number } | null = null;
let reading: Promise<string> | null = null;
let generation = 0;

/** Forget the memo (after a write in this isolate, so the next page sees it). */
export function forgetContentVersion(): void {
  memo = null;
  reading = null;
  generation++;
}

/** Remember a version just read with other content (saves the next request a round trip). */
export function noteContentVersion(value: string): void {
  memo = { value, at: Date.now() };
}

/** The memo's version while it is fresh (VERSION_MEMO_MS), else undefined. */
function freshMemo(): string | undefined {
  return memo && Date.now() - memo.at < VERSION_MEMO_MS ? memo.value : undefined;
}

export function contentVersion(c: Context<AppEnv>): Promise<string> {
  const fresh = freshMemo();
  if (fresh !== undefined) return Promise.resolve(fresh);
  reading ??= readOnce(c);
  return reading;
}

/** One read for every request that finds the memo expired; never rejects. */
function readOnce(c: Context<AppEnv>): Promise<string> {
  const started = generation;
  const read = (async () => {
    try {
      const value = await readVersion(c.get("db"));
      if (generation === started) noteContentVersion(value);
      return value;
    } catch (error) {
      c.get("log").warn("content version unavailable", describeError(error));
      // Remembered too, so a database that is down costs one request per VERSION_MEMO_MS its deadline.
      const value = memo?.value ?? UNAVAILABLE;
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

/** The content as one source of every cached page's key; `peek` answers from the memo while it is fresh. */
export const contentVersionSource: VersionSource = {
  read: (c) => contentVersion(c).then((v) => `cms-${v}`),
  peek: () => {
    const fresh = freshMemo();
    return fresh === undefined ? undefined : `cms-${fresh}`;
  },
};
