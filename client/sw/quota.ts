/**
 * SPEC §9 client cache quota (4096 KB): after each write to a runtime cache, the service worker
 * totals what its runtime caches hold and deletes the oldest entries (images first, then API reads,
 * then pages) until they fit. The precache is not counted: it is the app itself, fixed per build.
 */
import type { WorkboxPlugin } from "workbox-core/types";
import { OFFLINE_CACHE_QUOTA_KB } from "../../schema/constants";

/** Sizes already read, by cache and URL (an entry's size does not change until it is replaced). */
const sizes = new Map<string, number>();
let pending: Promise<void> | null = null;

async function sizeOf(cacheName: string, cache: Cache, request: Request): Promise<number> {
  const key = `${cacheName} ${request.url}`;
  const known = sizes.get(key);
  if (known !== undefined) return known;
  const response = await cache.match(request);
  const size = response ? (await response.blob()).size : 0;
  sizes.set(key, size);
  return size;
}

/** Trims the caches (in the order given: first trimmed first) to the quota. */
export async function trimToQuota(cacheNames: readonly string[], quotaBytes = OFFLINE_CACHE_QUOTA_KB * 1024) {
  const entries: { cacheName: string; cache: Cache; request: Request; size: number }[] = [];
  for (const cacheName of cacheNames) {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys())
      entries.push({ cacheName, cache, request, size: await sizeOf(cacheName, cache, request) });
  }
  let total = entries.reduce((sum, e) => sum + e.size, 0);
  for (const entry of entries) {
    if (total <= quotaBytes) break;
    await entry.cache.delete(entry.request);
    sizes.delete(`${entry.cacheName} ${entry.request.url}`);
    total -= entry.size;
  }
}

/** A plugin for every runtime cache; `trimOrder` lists those caches, the first trimmed first. */
export function quotaPlugin(trimOrder: readonly string[]): WorkboxPlugin {
  return {
    cacheDidUpdate: ({ cacheName, request }) => {
      sizes.delete(`${cacheName} ${request.url}`);
      // One trim at a time; writes while it runs are counted by the next.
      pending ??= trimToQuota(trimOrder).finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
