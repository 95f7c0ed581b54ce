/**
 * What a cached page is stored under: the deploy, the version of every content source the page
 * shows, the host (unless PUBLIC_ORIGIN fixes it), the path and the query parameters that change it.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { CLIENT_ASSETS } from "./assets";

/** One source of what a page shows (the catalogue snapshot, the CMS content, …) and its current version. */
export interface VersionSource {
  /** The current version (may load the catalogue or read the database). */
  read(c: Context<AppEnv>): Promise<string>;
  /**
   * The current version when this isolate knows it without any I/O and it is still current (what
   * `read` would answer now), else undefined: the memory front door then leaves the request to the app.
   */
  peek(): string | undefined;
}

/**
 * The cache key: this deploy's client build, every content version the page shows, the host
 * (unless PUBLIC_ORIGIN fixes the origin of every URL in the page), the path, and only the query
 * parameters that change the page, sorted — tracking and unknown parameters do not split the cache.
 */
export function cacheKey(
  url: URL,
  versions: readonly string[],
  params: readonly string[],
  fixedOrigin: boolean,
): string {
  const kept = [...url.searchParams.entries()]
    .filter(([k]) => params.includes(k))
    // By code unit, not localeCompare: the same order everywhere, and no ICU collator to load.
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const deploy = CLIENT_ASSETS.entry.replace(/\W+/g, "");
  const host = fixedOrigin ? "" : `/${encodeURIComponent(url.host)}`;
  return `https://page-cache.invalid/${deploy}/${versions.map(encodeURIComponent).join("+")}${host}${url.pathname}${query ? `?${query}` : ""}`;
}
