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

// Derived data about the database, not request state: one value and when it was read.
let memo: { value: string; at: number } | null = null;

/** Forget the memo (after a write in this isolate, so the next page sees it). */
export function forgetContentVersion(): void {
  memo = null;
}

/** Remember a version just read with other content (saves the next request a round trip). */
export function noteContentVersion(value: string): void {
  memo = { value, at: Date.now() };
}

/** The memo's version while it is fresh (VERSION_MEMO_MS), else undefined. */
function freshMemo(): string | undefined {
  return memo && Date.now() - memo.at < VERSION_MEMO_MS ? memo.value : undefined;
}

export async function contentVersion(c: Context<AppEnv>): Promise<string> {
  const fresh = freshMemo();
  if (fresh !== undefined) return fresh;
  try {
    const value = await readVersion(c.get("db"));
    noteContentVersion(value);
    return value;
  } catch (error) {
    c.get("log").warn("content version unavailable", describeError(error));
    // Remembered too, so a database that is down costs one request per VERSION_MEMO_MS its deadline.
    memo = { value: memo?.value ?? UNAVAILABLE, at: Date.now() };
    return memo.value;
  }
}

/** The content as one source of every cached page's key; `peek` answers from the memo while it is fresh. */
export const contentVersionSource: VersionSource = {
  read: (c) => contentVersion(c).then((v) => `cms-${v}`),
  peek: () => {
    const fresh = freshMemo();
    return fresh === undefined ? undefined : `cms-${fresh}`;
  },
};
