import { PreparedRegExpRouter } from "hono/router/reg-exp-router";
import { parcelCarrierCode, routeMatchers } from "virtual:route-matchers";

/**
 * A path the prepared table does not hold: the table comes from an older build of the route table
 * (`npm run dev` after a route was added). The app then builds its router on its first request.
 */
export class StaleRouteTable extends Error {
  constructor(path: string) {
    super(`the prepared route table has no ${path}`);
    this.name = "StaleRouteTable";
  }
}

/** Hono's PreparedRegExpRouter, saying which error a path it lacks is. */
class PreparedRouter<T> extends PreparedRegExpRouter<T> {
  override add(method: string, path: string, handler: T): void {
    try {
      super.add(method, path, handler);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("Path ")) throw new StaleRouteTable(path);
      throw error;
    }
  }
}

/**
 * The router compiled at build time for the app of a parcel carrier code (scripts/route-matchers.ts),
 * or null when the build prepared another code's table or none: Hono's default router is then built
 * on the app's first request (about 10 ms of CPU in workerd). Each call gives a router of its own.
 */
export function preparedRouter<T>(code: string): PreparedRegExpRouter<T> | null {
  if (code !== parcelCarrierCode) return null;
  const params = routeMatchers();
  return params ? new PreparedRouter<T>(...(params as ConstructorParameters<typeof PreparedRegExpRouter<T>>)) : null;
}
