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
const apps = new Map<string, Hono<AppEnv>>();

function appFor(env: Env): Hono<AppEnv> {
  const parsed = parcelConfigSchema.shape.PARCEL_CARRIER_CODE.safeParse(env.PARCEL_CARRIER_CODE);
  const parcelCarrierCode = parsed.success
    ? parsed.data
    : parcelConfigSchema.shape.PARCEL_CARRIER_CODE.parse(undefined);
  let app = apps.get(parcelCarrierCode);
  if (!app) apps.set(parcelCarrierCode, (app = createApp({ parcelCarrierCode })));
  return app;
}

/** The Worker entry: every request that is not a static asset comes here. */
export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => appFor(env).fetch(request, env, ctx),
};
