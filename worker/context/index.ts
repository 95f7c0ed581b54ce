import type { Context, MiddlewareHandler } from "hono";
import { getStoreView, splitStorePath, type StoreCode, type StoreView } from "../../domain/store-views";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator, type Translate } from "../../client/i18n/translate";
import { parseConfig, type Config, type Env } from "../config/env";
import { missingSecrets } from "../config/secrets";
import { ServiceUnavailableError } from "../errors/app-error";
import { lazyDb, type Database } from "../db/client";
import { createLogger, type Logger, type LogLevel } from "../logging/logger";
import type { ChromeLoader } from "../pages/chrome";
import type { SessionHandle } from "../session";
import type { CatalogAccess } from "../catalog";
import type { CartHandler } from "../cart";

/**
 * Per-request values every route reads with `c.get(name)` (ARCHITECTURE §3). Not `c.var.name`: Hono
 * builds `c.var` afresh from all of them (Object.fromEntries) on every read, which a page did a few
 * hundred times; eslint.config.js refuses it in worker code. Every variable is declared here and
 * only here (no feature extends Hono's ContextVariableMap), each set by one middleware.
 */
export interface Vars {
  /**
   * The request's URL, parsed once (read it with `requestUrl(c)`): a parse is a call into the
   * runtime, and the middleware, page cache and page of one request each asked for one.
   */
  url: URL;
  requestId: string;
  log: Logger;
  config: Config;
  store: StoreView;
  /** The path inside the store view: `/de/styleguide` → `/styleguide`. */
  storeRelativePath: string;
  db: Database;
  /** The store view's translator: `c.get("t")("cart.title")`. */
  t: Translate;
  /** The request's session (sessionContext, worker/session). */
  session: SessionHandle;
  /** The catalogue, loaded lazily (catalogContext, worker/catalog). */
  catalog: CatalogAccess;
  /** Where the page chrome comes from, when a feature set a loader (the CMS: worker/pages/chrome.ts). */
  chrome?: ChromeLoader;
  /** The caller's cart handler (worker/cart/handler.ts): made per request, no I/O until a method is called. */
  cart: CartHandler;
}

export type AppEnv = { Bindings: Env; Variables: Vars };

// Translators are pure functions of immutable message tables: one per store view and isolate.
const translators = new Map<StoreCode, Translate>();

/** The translator of a store view. */
export function translatorFor(code: StoreCode): Translate {
  let t = translators.get(code);
  if (!t) {
    t = createTranslator(ALL_MESSAGES[code]);
    translators.set(code, t);
  }
  return t;
}

/**
 * A request's id (Cloudflare's ray id, else a new one) and its logger: every line it writes names
 * the request. The request context and the page cache's memory front door (which answers before it)
 * log the same way: one "request" line with the status and duration when the answer is ready.
 */
export function requestLogger(request: Request, path: string, level?: LogLevel): { requestId: string; log: Logger } {
  const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
  return { requestId, log: createLogger({ requestId, method: request.method, path }, level) };
}

/**
 * The request's URL as the request context parsed it; parsed here where no context ran (an app
 * without it in a unit test, an error before it). Not to be changed: every reader shares it.
 */
export function requestUrl(c: Context<AppEnv>): URL {
  const parsed: URL | undefined = c.get("url");
  return parsed ?? new URL(c.req.url);
}

/**
 * Builds the request context: request id, logger, parsed config, store view from the path
 * prefix, translator and the database handle (which connects only when used). Nothing
 * request-scoped is kept at module scope. Logs one structured line per request. A missing
 * required secret is a 503 for every request, before anything reads the database.
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const url = new URL(c.req.url);
    c.set("url", url);
    let config: Config;
    try {
      config = parseConfig(c.env);
    } catch (error) {
      // A bad configuration is still logged (by the error handler) with this request's id.
      const { requestId, log } = requestLogger(c.req.raw, url.pathname);
      c.set("requestId", requestId);
      c.set("log", log);
      throw error;
    }
    const { requestId, log } = requestLogger(c.req.raw, url.pathname, config.LOG_LEVEL);
    c.set("requestId", requestId);
    const { code, path } = splitStorePath(url.pathname);
    c.set("log", log);
    c.set("config", config);
    c.set("store", getStoreView(code, config.EN_TAX_COUNTRY));
    c.set("storeRelativePath", path);
    c.set("t", translatorFor(code));
    // Fail closed (config/secrets.ts): no part of the shop runs without its secrets.
    const missing = missingSecrets(config);
    if (missing.length > 0 || config.LIBSQL_URL === undefined)
      throw new ServiceUnavailableError(
        c.get("t")("error.server.text"),
        `required secret missing: ${missing.join(", ")} (set with \`wrangler secret put\`; see docs/operations.md)`,
      );
    c.set(
      "db",
      lazyDb({
        LIBSQL_URL: config.LIBSQL_URL,
        LIBSQL_AUTH_TOKEN: config.LIBSQL_AUTH_TOKEN,
        DB_TIMEOUT_MS: config.DB_TIMEOUT_MS,
      }),
    );

    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info("request", { status: c.res.status, durationMs: Date.now() - started });
  };
}
