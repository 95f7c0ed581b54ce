/**
 * The page cache's HTTP side: how long a page is fresh and served stale, the Cache-Control shared
 * caches and browsers get, the validator (ETag) and conditional requests, and which responses may
 * be stored at all.
 */

/** Fresh for five minutes, then served stale for up to an hour while it re-renders in the background. */
export const PAGE_TTL_SECONDS = 300;
export const PAGE_STALE_SECONDS = 3600;
/** When a stored copy was rendered (ms): kept with the copy, never sent. */
export const RENDERED_AT = "x-rendered-at";
/** Purge handles for caches in front of the worker: every page, and the pages of each content source. */
export const CACHE_TAGS = "pages,catalog,content";
/** A response to a request with credentials: the same anonymous HTML, but nothing a shared cache keeps. */
export const PRIVATE = "private, no-cache";

/**
 * What shared caches in front of the worker (Workers Cache, a CDN) may do with an anonymous page:
 * keep it for what is left of its five fresh minutes, then serve it stale for up to an hour while
 * they ask again. Browsers always ask again (`max-age=0`); the ETag makes that a 304 while the copy
 * is current. A response to a request with credentials is `private`: the same anonymous HTML, but a
 * shared cache gains nothing from storing what one signed-in browser asked for.
 */
export function sharedCacheControl(freshSeconds: number): string {
  return `public, max-age=0, s-maxage=${Math.max(0, Math.floor(freshSeconds))}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
}

/**
 * The validator of one rendering of a page: its cache key (deploy, content versions, path, query)
 * and when it was rendered — a page also shows stock, which changes without a version, so a 304
 * only ever confirms a copy that is still in the cache.
 */
export async function entityTag(key: string, renderedAt: number): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${key}@${renderedAt}`));
  const hex = [...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/** True when the request's If-None-Match names this copy's ETag. */
export function notModified(request: Request, etag: string): boolean {
  const sent = request.headers.get("if-none-match");
  return !!sent && sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** A stored or fresh rendering as sent: its cache policy, tags, validator and where it came from. */
export function withCacheHeaders(response: Response, state: string, cacheControl: string, etag: string): Response {
  const headers = new Headers(response.headers);
  headers.delete(RENDERED_AT);
  headers.set("Cache-Control", cacheControl);
  headers.set("Cache-Tag", CACHE_TAGS);
  headers.set("ETag", etag);
  headers.set("X-Cache", state);
  return new Response(response.body, { status: response.status, headers });
}

/** A whole 200 page that sets no cookie and does not forbid storing: the same for every visitor. */
export function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !!response.body &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}
