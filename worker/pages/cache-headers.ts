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
 * The same policy for Workers Cache alone, in the header Cloudflare reads before Cache-Control and
 * strips: Workers Cache serves no stale copy of a response carrying `s-maxage` (RFC 9111), so it gets
 * the fresh time as `max-age`, and `stale-if-error=0` keeps its default (serving a stale copy for
 * as long as the worker fails, e.g. in maintenance mode) off, as `s-maxage` did.
 */
export const EDGE_CACHE_CONTROL = "Cloudflare-CDN-Cache-Control";
export function edgeCacheControl(freshSeconds: number): string {
  return `public, max-age=${Math.max(0, Math.floor(freshSeconds))}, stale-while-revalidate=${PAGE_STALE_SECONDS}, stale-if-error=0`;
}

/** Sets both policies of an anonymous page, fresh for `freshSeconds` more. */
export function setSharedCaching(headers: Headers, freshSeconds: number): void {
  headers.set("Cache-Control", sharedCacheControl(freshSeconds));
  headers.set(EDGE_CACHE_CONTROL, edgeCacheControl(freshSeconds));
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

/**
 * A stored or fresh rendering as sent: its cache policy (`fresh`: seconds it stays fresh for shared
 * caches; null for a request with credentials), validator and where it came from. Its cache tags
 * are the ones it was rendered with.
 */
export function withCacheHeaders(response: Response, state: string, fresh: number | null, etag: string): Response {
  const headers = new Headers(response.headers);
  headers.delete(RENDERED_AT);
  if (fresh === null) {
    headers.set("Cache-Control", PRIVATE);
    headers.delete(EDGE_CACHE_CONTROL);
  } else setSharedCaching(headers, fresh);
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
