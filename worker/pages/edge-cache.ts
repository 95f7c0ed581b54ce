/**
 * The page cache's public face, the one the route table and the worker's entry import: `cached`
 * wraps a page handler so its anonymous responses are served from the edge cache, the memory front
 * door answers before the app. Its parts, one idea each: the key and version sources
 * (./cache-key.ts), the HTTP side (./cache-headers.ts), the isolate's memory (./page-memory.ts),
 * memory and Cache API storage with one refresh per key (./page-store.ts), the front door
 * (./front-door.ts).
 */
import type { Context } from "hono";
import { requestUrl, type AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { carriesCredentials } from "../session";
import {
  entityTag,
  notModified,
  PAGE_STALE_SECONDS,
  PAGE_TTL_SECONDS,
  PRIVATE,
  RENDERED_AT,
  setSharedCaching,
  storable,
  withCacheHeaders,
} from "./cache-headers";
import { cacheKey, type VersionSource } from "./cache-key";
import { pageTagHeader, startPageTags } from "./cache-tags";
import { forget, isKept, noteAlias } from "./page-memory";
import { lookup, refreshOnce, store, type Handler } from "./page-store";

export {
  edgeCacheControl,
  EDGE_CACHE_CONTROL,
  PAGE_STALE_SECONDS,
  PAGE_TTL_SECONDS,
  sharedCacheControl,
} from "./cache-headers";
export { cacheKey, type VersionSource } from "./cache-key";
export { cacheTag, tagPage } from "./cache-tags";
export { createMemoryFrontDoor } from "./front-door";
export { MEMORY_ALIASES, MEMORY_PAGE_BYTES } from "./page-memory";
export { purgeTags } from "./purge";

/**
 * Renders a page with its cache tags (what it names with `tagPage`, ./cache-tags.ts) in `Cache-Tag`.
 * An answer that sets no Cache-Control (a redirect) gets `no-cache`: a cache in front would
 * otherwise keep it for a lifetime of its own choosing (Workers Cache: 20 minutes for a 301).
 */
function tagged(handler: Handler): Handler {
  return async (c) => {
    startPageTags(c);
    const response = await handler(c);
    response.headers.set("Cache-Tag", pageTagHeader(c));
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-cache");
    return response;
  };
}

/** Re-exported for callers that only need the rule: requests with a session or token bypass the shared cache. */
export const hasCredentials = carriesCredentials;

/**
 * Serves anonymous pages from the edge cache (Cache API) with stale-while-revalidate
 * (ARCHITECTURE §4). Pages hold no personal state (that comes from islands), and responses to
 * requests with a session or token are never stored, so nobody's data can reach the cache. When a
 * version cannot be read (e.g. the catalogue is down) the page is rendered uncached and its own
 * loader decides what to answer.
 */
export function createPageCache(versions: readonly VersionSource[]) {
  return function cached(params: readonly string[], page: Handler): Handler {
    const handler = tagged(page);
    return async (c: Context<AppEnv>) => {
      // Off: every page renders, still tagged (a cache in front may keep it) and never kept here.
      if (c.get("config").PAGE_CACHE === "off") return handler(c);
      let key: string;
      let parts: string[];
      try {
        parts = await Promise.all(versions.map((version) => version.read(c)));
        key = cacheKey(requestUrl(c), parts, params, c.get("config").PUBLIC_ORIGIN !== undefined);
      } catch (error) {
        c.get("log").warn("page cache skipped: a content version is unavailable", describeError(error));
        return handler(c);
      }
      const cache = caches.default;
      const credentials = carriesCredentials(c.req.raw, requestUrl(c));

      const hit = await lookup(cache, key);
      if (hit) {
        const renderedAt = Number(hit.headers.get(RENDERED_AT) ?? 0);
        const age = (Date.now() - renderedAt) / 1000;
        if (age < PAGE_TTL_SECONDS + PAGE_STALE_SECONDS) {
          const stale = age >= PAGE_TTL_SECONDS;
          if (stale && !credentials) refreshOnce(c, cache, key, handler);
          if (!credentials && isKept(key)) noteAlias(c.req.url, key, parts);
          const fresh = credentials ? null : stale ? 0 : PAGE_TTL_SECONDS - age;
          const etag = hit.headers.get("etag") ?? (await entityTag(key, renderedAt));
          if (notModified(c.req.raw, etag)) {
            await hit.body?.cancel();
            const headers = new Headers({ ETag: etag });
            if (fresh === null) headers.set("Cache-Control", PRIVATE);
            else setSharedCaching(headers, fresh);
            return new Response(null, { status: 304, headers });
          }
          return withCacheHeaders(hit, stale ? "STALE" : "HIT", fresh, etag);
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
      const url = c.req.url;
      c.executionCtx.waitUntil(
        store(cache, key, response, forCache, renderedAt, etag)
          .then(() => noteAlias(url, key, parts))
          .catch((error: unknown) => c.get("log").warn("page cache write failed", describeError(error))),
      );
      return withCacheHeaders(new Response(forClient, response), "MISS", PAGE_TTL_SECONDS, etag);
    };
  };
}

/** Wraps a page handler so its anonymous responses are served from the edge cache. */
export type PageCache = ReturnType<typeof createPageCache>;
