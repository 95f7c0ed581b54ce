/**
 * The pages this isolate served last, kept in memory in front of the Cache API (at most
 * MEMORY_PAGE_BYTES, the least recently served forgotten first): a hit on one needs no cache
 * lookup. A page found in the Cache API is kept again, so a page many visitors ask for stays in
 * memory however many others are rendered once beside it (a crawler's walk, a run of filtered
 * listings). Same keys, same rules as the Cache API copy.
 *
 * Beside them, the request URLs (as sent) whose page is in memory, for the memory front door.
 */

export const MEMORY_PAGE_BYTES = 8 * 1024 * 1024;

/** A kept page. `headers` are the stored copy's, as one Headers object (a Response copies it far faster than a list of pairs). */
export interface Kept {
  /**
   * The page's bytes as a Blob: a Response takes a Blob's bytes as they are, where it copies an
   * ArrayBuffer into a new buffer on every hit, which an isolate whose heap holds the catalogue then
   * has to collect.
   */
  body: Blob;
  headers: Headers;
  renderedAt: number;
  etag: string;
}
const memory = new Map<string, Kept>();
let memoryBytes = 0;

/**
 * Request URLs (as sent: host, path and the whole query) whose page is in memory: the key they were
 * served under and the versions in it. The memory front door answers such a URL before the app runs
 * (no router, no middleware, no key to build), once every version source confirms its part without
 * I/O. Bounded: tracking parameters make many URLs of one page; the oldest are forgotten first.
 */
export const MEMORY_ALIASES = 4096;
export interface Alias {
  key: string;
  parts: readonly string[];
  /** The front door's answer headers, built from `for` once (security headers, cache tags, validator). */
  served?: { for: Kept; headers: Headers };
}
const aliases = new Map<string, Alias>();

/** Notes that `url` was served the page kept under `key` (built from the versions `parts`). */
export function noteAlias(url: string, key: string, parts: readonly string[]): void {
  const known = aliases.get(url);
  if (known?.key === key) return;
  aliases.delete(url);
  if (aliases.size >= MEMORY_ALIASES) aliases.delete(aliases.keys().next().value!);
  aliases.set(url, { key, parts });
}

export const aliasOf = (url: string): Alias | undefined => aliases.get(url);
export const keptPage = (key: string): Kept | undefined => memory.get(key);
export const isKept = (key: string): boolean => memory.has(key);

export function forget(key: string): void {
  const kept = memory.get(key);
  if (!kept) return;
  memory.delete(key);
  memoryBytes -= kept.body.size;
}

/** Marks a kept page as served now: a Map iterates in insertion order, so it is forgotten last. */
export function touch(key: string, kept: Kept): void {
  memory.delete(key);
  memory.set(key, kept);
}

/** Keeps a page (not one over an eighth of the budget), forgetting the least recently served to make room. */
export function remember(key: string, kept: Kept): void {
  forget(key);
  if (kept.body.size > MEMORY_PAGE_BYTES / 8) return;
  while (memoryBytes + kept.body.size > MEMORY_PAGE_BYTES) forget(memory.keys().next().value!);
  memory.set(key, kept);
  memoryBytes += kept.body.size;
}
