/**
 * The page cache's front door: answers a fresh page this isolate keeps in memory before the app
 * runs — no router, no middleware chain, no cache key to build — which is most of what a hit cost.
 */
import { parseConfig, type Env } from "../config/env";
import { requestLogger } from "../context";
import { stampSecurityHeaders, type HeaderList } from "../http/security";
import { carriesCredentials } from "../session";
import { notModified, PAGE_TTL_SECONDS, RENDERED_AT, setSharedCaching } from "./cache-headers";
import type { VersionSource } from "./cache-key";
import { aliasOf, keptPage, touch } from "./page-memory";

/**
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
  securityHeaders: (path: string, tagManager?: boolean) => HeaderList,
): (request: Request, env: Env) => Response | null {
  return (request, env) => {
    if (request.method !== "GET") return null;
    const alias = aliasOf(request.url);
    if (!alias) return null;
    const started = Date.now();
    const kept = keptPage(alias.key);
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
    const security = securityHeaders(url.pathname, Boolean(config.GTM_CONTAINER_ID));
    let response: Response;
    if (notModified(request, kept.etag)) {
      response = new Response(null, { status: 304, headers: [...security, ["ETag", kept.etag]] });
    } else {
      if (alias.served?.for !== kept) {
        const headers = new Headers(kept.headers);
        headers.delete(RENDERED_AT);
        stampSecurityHeaders(headers, security);
        alias.served = { for: kept, headers };
      }
      response = new Response(kept.body, { status: 200, headers: alias.served.headers });
      response.headers.set("X-Cache", "HIT");
    }
    setSharedCaching(response.headers, PAGE_TTL_SECONDS - (started - kept.renderedAt) / 1000);
    response.headers.set("X-Request-Id", requestId);
    log.info("request", { status: response.status, durationMs: Date.now() - started });
    return response;
  };
}
