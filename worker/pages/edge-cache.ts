import type { Context } from "hono";
import type { Cache, CacheStorage, ExecutionContext, HTMLRewriter as HTMLRewriterType } from "@cloudflare/workers-types/latest";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { CLIENT_ASSETS } from "./assets";

type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** Fresh for five minutes, then served stale for up to an hour while it re-renders in the background. */
export const PAGE_TTL_SECONDS = 300;
export const PAGE_STALE_SECONDS = 3600;
/** Tracking parameters never change a page, so they do not split the cache. */
const IGNORED_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_[a-z]+)$/;
const RENDERED_AT = "x-rendered-at";

/** A request that carries a session or token: its response is never written to the shared cache. */
export function hasCredentials(request: Request): boolean {
  if (request.headers.has("authorization")) return true;
  const cookie = request.headers.get("cookie") ?? "";
  return /(^|;\s*)__Host-[^=]*session[^=]*=/i.test(cookie) || new URL(request.url).searchParams.has("token");
}

/** The cache key: this deploy's client build, the path, and the meaningful query parameters in order. */
export function cacheKey(url: URL, catalogVersion: string): string {
  const params = [...url.searchParams.entries()].filter(([k]) => !IGNORED_PARAMS.test(k)).sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const query = new URLSearchParams(params).toString();
  const deploy = CLIENT_ASSETS.entry.replace(/\W+/g, "");
  return `https://page-cache.invalid/${deploy}/${catalogVersion}${url.pathname}${query ? `?${query}` : ""}`;
}

/** Cached HTML carries the nonce of the request that rendered it; give it this response's nonce. */
function withNonce(response: Response, nonce: string): Response {
  const Rewriter = (globalThis as unknown as { HTMLRewriter: typeof HTMLRewriterType }).HTMLRewriter;
  const rewritten = new Rewriter()
    .on("script[nonce], link[nonce], style[nonce]", { element: (el) => void el.setAttribute("nonce", nonce) })
    .transform(response as never) as unknown as Response;
  return rewritten;
}

function served(cached: Response, nonce: string, state: "HIT" | "STALE"): Response {
  const response = withNonce(cached, nonce);
  const headers = new Headers(cached.headers);
  headers.delete(RENDERED_AT);
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Cache", state);
  return new Response(response.body, { status: cached.status, headers });
}

/**
 * Serves anonymous pages from the edge cache (Cache API) with stale-while-revalidate
 * (ARCHITECTURE §4). Pages hold no personal state (that comes from islands), and responses to
 * requests with a session or token are never stored, so nobody's data can reach the cache.
 */
export function edgeCached(version: (c: Context<AppEnv>) => Promise<string>, handler: Handler): Handler {
  return async (c) => {
    const cache = (globalThis as unknown as { caches: CacheStorage }).caches.default;
    const nonce = c.var.secureHeadersNonce ?? "";
    const credentials = hasCredentials(c.req.raw);
    const key = cacheKey(new URL(c.req.url), await version(c));

    const cached = (await cache.match(key)) as unknown as Response | undefined;
    if (cached) {
      const age = (Date.now() - Number(cached.headers.get(RENDERED_AT) ?? 0)) / 1000;
      if (age < PAGE_TTL_SECONDS) return served(cached, nonce, "HIT");
      if (age < PAGE_TTL_SECONDS + PAGE_STALE_SECONDS) {
        if (!credentials) (c.executionCtx as unknown as ExecutionContext).waitUntil(refresh(c, cache, key, handler));
        return served(cached, nonce, "STALE");
      }
    }
    const response = await handler(c);
    if (credentials || response.status !== 200 || response.headers.has("set-cookie") || !response.body) {
      response.headers.set("X-Cache", credentials ? "BYPASS" : "MISS");
      return response;
    }
    const [forClient, forCache] = response.body.tee();
    (c.executionCtx as unknown as ExecutionContext).waitUntil(store(cache, key, response, forCache).catch((error: unknown) => c.var.log.warn("page cache write failed", describeError(error))));
    const headers = new Headers(response.headers);
    headers.set("X-Cache", "MISS");
    return new Response(forClient, { status: 200, headers });
  };
}

async function store(cache: Cache, key: string, response: Response, body: ReadableStream): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS + PAGE_STALE_SECONDS}`);
  headers.set(RENDERED_AT, String(Date.now()));
  await cache.put(key, new Response(body, { status: 200, headers }) as never);
}

async function refresh(c: Context<AppEnv>, cache: Cache, key: string, handler: Handler): Promise<void> {
  try {
    const response = await handler(c);
    if (response.status === 200 && response.body) await store(cache, key, response, response.body);
  } catch (error) {
    c.var.log.warn("page cache refresh failed", describeError(error));
  }
}
