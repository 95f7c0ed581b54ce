/**
 * Where rendered pages are kept between requests: this isolate's memory first (./page-memory.ts),
 * then the data centre's Cache API. Stores a rendering with when it was rendered and its ETag, and
 * re-renders a stale copy once per isolate however many requests find it stale.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { entityTag, PAGE_STALE_SECONDS, PAGE_TTL_SECONDS, RENDERED_AT, storable } from "./cache-headers";
import { keptPage, remember, touch, type Kept } from "./page-memory";

export type Handler = (c: Context<AppEnv>) => Promise<Response>;

// Refreshes under way in this isolate, by key: concurrent stale hits start one re-render, not one each.
// (Coordination state, not request state: entries are removed as soon as their refresh settles.)
const refreshing = new Map<string, Promise<void>>();

/** The stored page from memory, else from the Cache API (and then kept in memory again). */
export async function lookup(cache: Cache, key: string): Promise<Response | undefined> {
  const kept = keptPage(key);
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

/** Stores a rendering with when it was rendered and its ETag, so a hit hashes nothing. */
export async function store(
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

/** Re-renders a stale copy in the background, once per key in this isolate. */
export function refreshOnce(c: Context<AppEnv>, cache: Cache, key: string, handler: Handler): void {
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
