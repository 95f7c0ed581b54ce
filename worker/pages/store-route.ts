import type { Context, Hono } from "hono";
import { STORE_CODES, getStoreView } from "../../client/i18n/store-views";
import type { AppEnv } from "../context";

type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** Registers a page route under every store prefix: "", "/de" and "/en" (SPEC §2). */
export function storeRoute(app: Hono<AppEnv>, path: string, handler: Handler): void {
  for (const code of STORE_CODES) {
    const prefix = getStoreView(code).prefix;
    app.get(path === "/" ? prefix || "/" : `${prefix}${path}`, handler);
  }
}
