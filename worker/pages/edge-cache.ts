import type { Context } from "hono";
import { parseConfig, type Env } from "../config/env";
import { requestLogger, requestUrl, type AppEnv } from "../context";
import { stampSecurityHeaders, type HeaderList } from "../http/security";
import { describeError } from "../logging/logger";
import { carriesCredentials } from "../session";
import { CLIENT_ASSETS } from "./assets";

type Handler = (c: Context<AppEnv>) => Promise<Response>;

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
 * The pages this isolate served last, kept in memory in front of the Cache API (at most
 * MEMORY_PAGE_BYTES, the least recently served forgotten first): a hit on one needs no cache
 * lookup. A page found in the Cache API is kept again, so a page many visitors ask for stays in
 * memory however many others are rendered once beside it (a crawler's walk, a run of filtered
 * listings). Same keys, same rules. `headers` are the stored copy's, as one Headers object (a
 * Response copies it far faster than a list of pairs).
 */
export const MEMORY_PAGE_BYTES = 8 * 1024 * 1024;
interface Kept {
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
interface Alias {
  key: string;
  parts: readonly string[];
  /** The front door's answer headers, built from `for` once (security headers, cache tags, validator). */
  served?: { for: Kept; headers: Headers };
}
const aliases = new Map<string, Alias>();

function noteAlias(url: string, key: string, parts: readonly string[]): void {
  const known = aliases.get(url);
  if (known?.key === key) return;
  aliases.delete(url);
  if (aliases.size >= MEMORY_ALIASES) aliases.delete(aliases.keys().next().value!);
  aliases.set(url, { key, parts });
}

function forget(key: string): void {
  const kept = memory.get(key);
  if (!kept) return;
  memory.delete(key);
  memoryBytes -= kept.body.size;
}

/** Marks a kept page as served now: a Map iterates in insertion order, so it is forgotten last. */
function touch(key: string, kept: Kept): void {
  memory.delete(key);
  memory.set(key, kept);
}

function remember(key: string, kept: Kept): void {
  forget(key);
  if (kept.body.size > MEMORY_PAGE_BYTES / 8) return;
  while (memoryBytes + kept.body.size > MEMORY_PAGE_BYTES) forget(memory.keys().next().value!);
  memory.set(key, kept);
  memoryBytes += kept.body.size;
}

/** The stored page from memory, else from the Cache API (and then kept in memory again). */
async function lookup(cache: Cache, key: string): Promise<Response | undefined> {
  const kept = memory.get(key);
  if (kept) {
    touch(key, kept);
    return new Response(kept.body, { status: 200, headers: kept.headers });
  }
  const stored = await cache.match(key);
  const etag = stored?.headers.get("etag");
  if (!stored?.body || stored.status !== 200 || !etag) return stored;
  let body: Blob;
  try {
    body = await stored.blob();
  } catch {
    return undefined; // A copy that cannot be read whole is a miss: the page renders again.
  }
  const again: Kept = {
    body,
    headers: new Headers(stored.headers),
    renderedAt: Number(stored.headers.get(RENDERED_AT) ?? 0),
    etag,
  };
  remember(key, again);
  return new Response(again.body, { status: 200, headers: again.headers });
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
    // By code unit, not localeCompare: the same order everywhere, and no ICU collator to load.
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
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
  remember(key, { body: new Blob([bytes]), headers, renderedAt, etag });
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
          if (!credentials && memory.has(key)) noteAlias(c.req.url, key, parts);
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
      const url = c.req.url;
      c.executionCtx.waitUntil(
        store(cache, key, response, forCache, renderedAt, etag)
          .then(() => noteAlias(url, key, parts))
          .catch((error: unknown) => c.get("log").warn("page cache write failed", describeError(error))),
      );
      return withCacheHeaders(new Response(forClient, response), "MISS", sharedCacheControl(PAGE_TTL_SECONDS), etag);
    };
  };
}

/**
 * The page cache's front door: answers a fresh page this isolate keeps in memory before the app
 * runs — no router, no middleware chain, no cache key to build — which is most of what a hit cost.
 * It answers only what the page cache would answer with the same bytes and headers: a GET of a URL
 * it served before, without credentials, with the page cache on and the shop open, while every
 * version source confirms, without I/O, the versions the page was stored under. Anything else —
 * a stale copy (which the app re-renders), a version it cannot confirm, a bad configuration —
 * returns null, and the app answers as before.
 *
 * `securityHeaders` is the app's own list for a path (http/security.ts), so a page is stamped alike
 * either way; the front door logs the same "request" line as the request context.
 */
export function createMemoryFrontDoor(
  versions: readonly VersionSource[],
  securityHeaders: (path: string) => HeaderList,
): (request: Request, env: Env) => Response | null {
  return (request, env) => {
    if (request.method !== "GET") return null;
    const alias = aliases.get(request.url);
    if (!alias) return null;
    const started = Date.now();
    const kept = memory.get(alias.key);
    if (!kept || (started - kept.renderedAt) / 1000 >= PAGE_TTL_SECONDS) return null;
    for (let i = 0; i < versions.length; i++) if (versions[i]!.peek() !== alias.parts[i]) return null;
    let config;
    try {
      config = parseConfig(env);
    } catch {
      return null;
    }
    if (config.PAGE_CACHE === "off" || config.MAINTENANCE_MODE) return null;
    const url = new URL(request.url);
    if (carriesCredentials(request, url)) return null;
    touch(alias.key, kept);

    const { requestId, log } = requestLogger(request, url.pathname, config.LOG_LEVEL);
    const security = securityHeaders(url.pathname);
    const cacheControl = sharedCacheControl(PAGE_TTL_SECONDS - (started - kept.renderedAt) / 1000);
    let response: Response;
    if (notModified(request, kept.etag)) {
      response = new Response(null, { status: 304, headers: [...security, ["ETag", kept.etag]] });
    } else {
      if (alias.served?.for !== kept) {
        const headers = new Headers(kept.headers);
        headers.delete(RENDERED_AT);
        headers.set("Cache-Tag", CACHE_TAGS);
        stampSecurityHeaders(headers, security);
        alias.served = { for: kept, headers };
      }
      response = new Response(kept.body, { status: 200, headers: alias.served.headers });
      response.headers.set("X-Cache", "HIT");
    }
    response.headers.set("Cache-Control", cacheControl);
    response.headers.set("X-Request-Id", requestId);
    log.info("request", { status: response.status, durationMs: Date.now() - started });
    return response;
  };
}

/** Wraps a page handler so its anonymous responses are served from the edge cache. */
export type PageCache = ReturnType<typeof createPageCache>;
