/**
 * The one way the worker forgets cached pages (./cache-tags.ts names them): every write that
 * changes what pages show calls `purgeTags` with the tags of those pages. It asks Workers Cache (the
 * cache Cloudflare keeps in front of the worker, `ctx.cache.purge`) to drop them, when the runtime
 * has it, logs what it purged, and tells the `PURGE_OBSERVER` binding when one is bound (tests bind
 * a recorder there; a deployed shop has none). A purge that fails is logged and never fails the
 * write: the pages then change when their fresh minutes are over.
 *
 * Cloudflare allows few purge calls (Workers Cache always has the Free plan's rate: 5 a minute, 25
 * at once), so a write makes one call, and one naming more than MAX_PURGE_TAGS tags purges every
 * page instead.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { ALL_PAGES_TAG } from "./cache-tags";

export const MAX_PURGE_TAGS = 30;

/** Where the observer binding is posted (the host is never resolved: a binding routes it). */
const OBSERVER_URL = "https://purge-observer.invalid/";

/** The runtime's Workers Cache purge, when this runtime and invocation have one. */
function workersCache(c: Context<AppEnv>): CacheContext | undefined {
  try {
    const cache = (c.executionCtx as ExecutionContext).cache;
    return typeof cache?.purge === "function" ? cache : undefined;
  } catch {
    return undefined; // No execution context (app.request in a unit test).
  }
}

/** Purges the cached pages carrying any of `tags` (one call; see MAX_PURGE_TAGS). */
export async function purgeTags(c: Context<AppEnv>, tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  const sent = unique.length > MAX_PURGE_TAGS ? [ALL_PAGES_TAG] : unique;
  const log = c.get("log");
  const cache = workersCache(c);
  let outcome = "no Workers Cache here";
  if (cache) {
    try {
      const result = await cache.purge({ tags: sent });
      outcome = result.success ? "purged" : "refused";
      if (!result.success) log.warn("cache purge refused", { tags: sent, errors: result.errors });
    } catch (error) {
      outcome = "failed";
      log.warn("cache purge failed", { tags: sent, ...describeError(error) });
    }
  }
  const observer = c.env.PURGE_OBSERVER;
  if (observer) {
    try {
      const answer = await observer.fetch(OBSERVER_URL, { method: "POST", body: JSON.stringify({ tags: sent }) });
      await answer.body?.cancel();
    } catch (error) {
      log.warn("cache purge observer failed", describeError(error));
    }
  }
  log.info("cache purge", { tags: sent, outcome });
}
