import type { Context } from "hono";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { carriesCredentials } from "../session";
import { CLIENT_ASSETS } from "./assets";

type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** One source of what a page shows (the catalogue snapshot, the CMS content, …) and its current version. */
export type VersionSource = (c: Context<AppEnv>) => Promise<string>;

/** Fresh for five minutes, then served stale for up to an hour while it re-renders in the background. */
export const PAGE_TTL_SECONDS = 300;
export const PAGE_STALE_SECONDS = 3600;
const RENDERED_AT = "x-rendered-at";
/** Purge handles for caches in front of the worker: every page, and the pages of each content source. */
export const CACHE_TAGS = "pages,catalog,content";

// Refreshes under way in this isolate, by key: concurrent stale hits start one re-render, not one each.
// (Coordination state, not request state: entries are removed as soon as their refresh settles.)
const refreshing = new Map<string, Promise<void>>();

/**
 * The pages this isolate stored last, kept in memory in front of the Cache API (at most
 * MEMORY_PAGE_BYTES): a hit on one needs no cache lookup, which is most of a hit's cost. Same keys,
 * same rules; an isolate that never stored a page asks the Cache API as before.
 */
export const MEMORY_PAGE_BYTES = 8 * 1024 * 1024;
const memory = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();
let memoryBytes = 0;

function forget(key: string): void {
  const kept = memory.get(key);
  if (!kept) return;
  memory.delete(key);
  memoryBytes -= kept.body.byteLength;
}

function remember(key: string, body: ArrayBuffer, headers: Headers): void {
  forget(key);
  if (body.byteLength > MEMORY_PAGE_BYTES / 8) return;
  while (memoryBytes + body.byteLength > MEMORY_PAGE_BYTES) forget(memory.keys().next().value!);
  memory.set(key, { body, headers: [...headers] });
  memoryBytes += body.byteLength;
}

/** The stored page from memory, else from the Cache API. */
async function lookup(cache: Cache, key: string): Promise<Response | undefined> {
  const kept = memory.get(key);
  if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });
  return cache.match(key);
}

/** Re-exported for callers that only need the rule: requests with a session or token bypass the shared cache. */
export const hasCredentials = carriesCredentials;

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
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const query = new URLSearchParams(kept).toString();
  const deploy = CLIENT_ASSETS.entry.replace(/\W+/g, "");
  const host = fixedOrigin ? "" : `/${encodeURIComponent(url.host)}`;
  return `https://page-cache.invalid/${deploy}/${versions.map(encodeURIComponent).join("+")}${host}${url.pathname}${query ? `?${query}` : ""}`;
}

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
const PRIVATE = "private, no-cache";

/**
 * The validator of one rendering of a page: its cache key (deploy, content versions, path, query)
 * and when it was rendered — a page also shows stock, which changes without a version, so a 304
 * only ever confirms a copy that is still in the cache.
 */
async function entityTag(key: string, renderedAt: number): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${key}@${renderedAt}`));
  const hex = [...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

function notModified(request: Request, etag: string): boolean {
  const sent = request.headers.get("if-none-match");
  return !!sent && sent.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function withCacheHeaders(response: Response, state: string, cacheControl: string, etag: string): Response {
  const headers = new Headers(response.headers);
  headers.delete(RENDERED_AT);
  headers.set("Cache-Control", cacheControl);
  headers.set("Cache-Tag", CACHE_TAGS);
  headers.set("ETag", etag);
  headers.set("X-Cache", state);
  return new Response(response.body, { status: response.status, headers });
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !!response.body &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

/** Stores a rendering with when it was rendered and its ETag, so a hit hashes nothing. */
async function store(
  cache: Cache,
  key: string,
  response: Response,
  body: ReadableStream,
  renderedAt: number,
  etag: string,
): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS + PAGE_STALE_SECONDS}`);
  headers.set(RENDERED_AT, String(renderedAt));
  headers.set("ETag", etag);
  const bytes = await new Response(body).arrayBuffer();
  remember(key, bytes, headers);
  await cache.put(key, new Response(bytes, { status: 200, headers }));
}

function refreshOnce(c: Context<AppEnv>, cache: Cache, key: string, handler: Handler): void {
  if (refreshing.has(key)) return;
  const run = (async () => {
    try {
      const response = await handler(c);
      if (storable(response)) {
        const renderedAt = Date.now();
        await store(cache, key, response, response.body!, renderedAt, await entityTag(key, renderedAt));
      } else await response.body?.cancel();
    } catch (error) {
      c.get("log").warn("page cache refresh failed", describeError(error));
    } finally {
      refreshing.delete(key);
    }
  })();
  refreshing.set(key, run);
  c.executionCtx.waitUntil(run);
}

/**
 * Serves anonymous pages from the edge cache (Cache API) with stale-while-revalidate
 * (ARCHITECTURE §4). Pages hold no personal state (that comes from islands), and responses to
 * requests with a session or token are never stored, so nobody's data can reach the cache. When a
 * version cannot be read (e.g. the catalogue is down) the page is rendered uncached and its own
 * loader decides what to answer.
 */
export function createPageCache(versions: readonly VersionSource[]) {
  return function cached(params: readonly string[], handler: Handler): Handler {
    return async (c) => {
      if (c.get("config").PAGE_CACHE === "off") return handler(c);
      let key: string;
      try {
        const parts = await Promise.all(versions.map((version) => version(c)));
        key = cacheKey(new URL(c.req.url), parts, params, c.get("config").PUBLIC_ORIGIN !== undefined);
      } catch (error) {
        c.get("log").warn("page cache skipped: a content version is unavailable", describeError(error));
        return handler(c);
      }
      const cache = caches.default;
      const credentials = carriesCredentials(c.req.raw);

      const hit = await lookup(cache, key);
      if (hit) {
        const renderedAt = Number(hit.headers.get(RENDERED_AT) ?? 0);
        const age = (Date.now() - renderedAt) / 1000;
        if (age < PAGE_TTL_SECONDS + PAGE_STALE_SECONDS) {
          const stale = age >= PAGE_TTL_SECONDS;
          if (stale && !credentials) refreshOnce(c, cache, key, handler);
          const cacheControl = credentials ? PRIVATE : sharedCacheControl(stale ? 0 : PAGE_TTL_SECONDS - age);
          const etag = hit.headers.get("etag") ?? (await entityTag(key, renderedAt));
          if (notModified(c.req.raw, etag)) {
            await hit.body?.cancel();
            return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": cacheControl } });
          }
          return withCacheHeaders(hit, stale ? "STALE" : "HIT", cacheControl, etag);
        }
        forget(key);
      }
      const response = await handler(c);
      if (credentials || !storable(response)) {
        response.headers.set("X-Cache", credentials ? "BYPASS" : "MISS");
        if (credentials && storable(response)) response.headers.set("Cache-Control", PRIVATE);
        return response;
      }
      const [forClient, forCache] = response.body!.tee();
      const renderedAt = Date.now();
      const etag = await entityTag(key, renderedAt);
      c.executionCtx.waitUntil(
        store(cache, key, response, forCache, renderedAt, etag).catch((error: unknown) =>
          c.get("log").warn("page cache write failed", describeError(error)),
        ),
      );
      return withCacheHeaders(new Response(forClient, response), "MISS", sharedCacheControl(PAGE_TTL_SECONDS), etag);
    };
  };
}

/** Wraps a page handler so its anonymous responses are served from the edge cache. */
export type PageCache = ReturnType<typeof createPageCache>;
