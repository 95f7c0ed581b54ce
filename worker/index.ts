import { markServerRuntime } from "../client/stores/server-guard";
import { routeCarrierCode } from "../schema/config/parcel";
import { createWorkerFetch } from "./app";
import type { Env } from "./config/env";

// Stores are module-scoped and shared by every request of this isolate: refuse writes here.
markServerRuntime();

/**
 * The worker of each parcel carrier code the isolate has been configured with (one, in practice):
 * the carrier's calls are static paths (/api/ext/{code}/…), which keeps the whole route table one
 * that Hono's RegExpRouter matches (route-table.test.ts). A code the schema refuses gets the
 * default's table; the request then fails in the config check like any bad variable.
 */
type WorkerFetch = ReturnType<typeof createWorkerFetch>;
const workers = new Map<string | undefined, WorkerFetch>();

/** The worker for the configured code; the variable is parsed once per value, not per request. */
function workerFor(env: Env): WorkerFetch {
  let worker = workers.get(env.PARCEL_CARRIER_CODE);
  if (!worker) {
    worker = createWorkerFetch({ parcelCarrierCode: routeCarrierCode(env.PARCEL_CARRIER_CODE) });
    workers.set(env.PARCEL_CARRIER_CODE, worker);
  }
  return worker;
}

/** The Worker entry: every request that is not a static asset comes here. */
export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => workerFor(env)(request, env, ctx),
};
