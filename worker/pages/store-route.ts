import type { Context, Hono } from "hono";
import { STORE_CODES, getStoreView } from "../../domain/store-views";
import type { AppEnv } from "../context";

type Handler = (c: Context<AppEnv>) => Promise<Response> | Response;
export type PageMethod = "GET" | "POST";

/** The path under every store prefix: "", "/de" and "/en" (SPEC §2). */
export function storePaths(path: string): string[] {
  return STORE_CODES.map((code) => {
    const prefix = getStoreView(code).prefix;
    return path === "/" ? prefix || "/" : `${prefix}${path}`;
  });
}

/**
 * Registers a page route under every store prefix, for GET (which also answers HEAD) or POST — forms
 * that work without JavaScript post to page routes.
 */
export function storeRoute(app: Hono<AppEnv>, path: string, handler: Handler, method: PageMethod = "GET"): void {
  for (const full of storePaths(path)) app.on(method, full, handler);
}
