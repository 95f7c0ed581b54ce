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

// Refreshes under way in this isolate, by key: concurrent stale hits start one re-render, not one each.
// (Coordination state, not request state: entries are removed as soon as their refresh settles.)
const refreshing = new Map<string, Promise<void>>();

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

/** Cached HTML carries the nonce of the request that rendered it; give it this response's nonce. */
function withNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("script[nonce], link[nonce], style[nonce]", { element: (el) => void el.setAttribute("nonce", nonce) })
    .transform(response);
}

function served(cached: Response, nonce: string, state: "HIT" | "STALE"): Response {
  const response = withNonce(cached, nonce);
  const headers = new Headers(cached.headers);
  headers.delete(RENDERED_AT);
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Cache", state);
  return new Response(response.body, { status: cached.status, headers });
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !!response.body &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

async function store(cache: Cache, key: string, response: Response, body: ReadableStream): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS + PAGE_STALE_SECONDS}`);
  headers.set(RENDERED_AT, String(Date.now()));
  await cache.put(key, new Response(body, { status: 200, headers }));
}

function refreshOnce(c: Context<AppEnv>, cache: Cache, key: string, handler: Handler): void {
  if (refreshing.has(key)) return;
  const run = (async () => {
    try {
      const response = await handler(c);
      if (storable(response)) await store(cache, key, response, response.body!);
      else await response.body?.cancel();
    } catch (error) {
      c.var.log.warn("page cache refresh failed", describeError(error));
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
      if (c.var.config.PAGE_CACHE === "off") return handler(c);
      let key: string;
      try {
        const parts = await Promise.all(versions.map((version) => version(c)));
        key = cacheKey(new URL(c.req.url), parts, params, c.var.config.PUBLIC_ORIGIN !== undefined);
      } catch (error) {
        c.var.log.warn("page cache skipped: a content version is unavailable", describeError(error));
        return handler(c);
      }
      const cache = caches.default;
      const nonce = c.var.secureHeadersNonce ?? "";
      const credentials = carriesCredentials(c.req.raw);

      const hit = await cache.match(key);
      if (hit) {
        const age = (Date.now() - Number(hit.headers.get(RENDERED_AT) ?? 0)) / 1000;
        if (age < PAGE_TTL_SECONDS) return served(hit, nonce, "HIT");
        if (age < PAGE_TTL_SECONDS + PAGE_STALE_SECONDS) {
          if (!credentials) refreshOnce(c, cache, key, handler);
          return served(hit, nonce, "STALE");
        }
      }
      const response = await handler(c);
      if (credentials || !storable(response)) {
        response.headers.set("X-Cache", credentials ? "BYPASS" : "MISS");
        return response;
      }
      const [forClient, forCache] = response.body!.tee();
      c.executionCtx.waitUntil(
        store(cache, key, response, forCache).catch((error: unknown) =>
          c.var.log.warn("page cache write failed", describeError(error)),
        ),
      );
      const headers = new Headers(response.headers);
      headers.set("X-Cache", "MISS");
      return new Response(forClient, { status: 200, headers });
    };
  };
}

/** Wraps a page handler so its anonymous responses are served from the edge cache. */
export type PageCache = ReturnType<typeof createPageCache>;
