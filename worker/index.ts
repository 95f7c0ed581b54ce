// Before anything imports react-dom/server (see the module).
import "./platform/text-encoder";
import type { Hono } from "hono";
import { markServerRuntime } from "../client/stores/server-guard";
import { parcelConfigSchema } from "../schema/config/parcel";
import { createApp } from "./app";
import type { Env } from "./config/env";
import type { AppEnv } from "./context";

// Stores are module-scoped and shared by every request of this isolate: refuse writes here.
markServerRuntime();

/**
 * The app of each parcel carrier code the isolate has been configured with (one, in practice):
 * the carrier's calls are static paths (/api/ext/{code}/…), which keeps the whole route table one
 * that Hono's RegExpRouter matches (route-table.test.ts). A code the schema refuses gets the
 * default's table; the request then fails in the config check like any bad variable.
 */
const apps = new Map<string | undefined, Hono<AppEnv>>();

/** The app for the configured code; the variable is parsed once per value, not per request. */
function appFor(env: Env): Hono<AppEnv> {
  let app = apps.get(env.PARCEL_CARRIER_CODE);
  if (!app) {
    const code = parcelConfigSchema.shape.PARCEL_CARRIER_CODE;
    const parsed = code.safeParse(env.PARCEL_CARRIER_CODE);
    app = createApp({ parcelCarrierCode: parsed.success ? parsed.data : code.parse(undefined) });
    apps.set(env.PARCEL_CARRIER_CODE, app);
  }
  return app;
}

/** The Worker entry: every request that is not a static asset comes here. */
export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => appFor(env).fetch(request, env, ctx),
};
