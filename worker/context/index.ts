import type { MiddlewareHandler } from "hono";
import { getStoreView, splitStorePath, type StoreView } from "../../client/i18n/store-views";
import { parseConfig, type Config, type Env } from "../config/env";
import { createDb, type Database } from "../db/client";
import { createLogger, type Logger } from "../logging/logger";

/** Per-request values every route can read with `c.var` (ARCHITECTURE §3). */
export interface Vars {
  requestId: string;
  log: Logger;
  config: Config;
  store: StoreView;
  /** The path inside the store view: `/de/styleguide` → `/styleguide`. */
  storeRelativePath: string;
  db: Database;
  /** Set by the security-headers middleware; the page renderer puts it on scripts. */
  secureHeadersNonce?: string;
}

export type AppEnv = { Bindings: Env; Variables: Vars };

/**
 * Builds the request context: request id, logger, parsed config, store view from the path
 * prefix and the database handle. Nothing request-scoped is kept at module scope. Logs one
 * structured line per request.
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const url = new URL(c.req.url);
    const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("log", createLogger({ requestId, method: c.req.method, path: url.pathname }));

    const config = parseConfig(c.env);
    const log = createLogger({ requestId, method: c.req.method, path: url.pathname }, config.LOG_LEVEL);
    const { code, path } = splitStorePath(url.pathname);
    c.set("log", log);
    c.set("config", config);
    c.set("store", getStoreView(code, config.EN_TAX_COUNTRY));
    c.set("storeRelativePath", path);
    c.set("db", createDb(config));

    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info("request", { status: c.res.status, durationMs: Date.now() - started });
  };
}
