/**
 * SPEC §7 "GET /stores with lat, lng, optional is_pickup_location=1; response code 200 and a result
 * list. Initial radius 30" under /api/stores, and in-store inventory per sku (issue 31 points 2, 4):
 * GET /api/stores/inventory?sku&lat&lng. Each is one database round trip.
 */
import { Hono } from "hono";
import {
  storeInventoryQuerySchema,
  storesQuerySchema,
  type StoreInventoryAnswer,
  type StoresAnswer,
} from "../../schema/api/stores";
import { nearest } from "../../domain/stores/geo";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { openStores, openStoresWithStock } from "./repo";
import { createStoresAdminApi } from "./routes-admin";

/** Stores near a point change seldom: shared caches may keep an answer for a minute. */
const PUBLIC_MINUTE = { "Cache-Control": "public, max-age=60" };

/** /api/stores. */
export function createStoresApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/", validate("query", storesQuerySchema), async (c) => {
    const { lat, lng, radius, is_pickup_location } = c.req.valid("query");
    const found = nearest(await openStores(c.get("db"), is_pickup_location === "1"), { lat, lng }, { radius });
    const answer: StoresAnswer = { code: 200, result: found.items, meta: { radius: found.radius } };
    return c.json(answer, 200, PUBLIC_MINUTE);
  });

  // Live stock: never kept by a cache.
  app.get("/inventory", validate("query", storeInventoryQuerySchema), async (c) => {
    const { sku, lat, lng, radius } = c.req.valid("query");
    const found = nearest(await openStoresWithStock(c.get("db"), sku), { lat, lng }, { radius });
    const result = found.items.map(({ qty, ...store }) => ({ ...store, sku, qty, available: qty > 0 }));
    const answer: StoreInventoryAnswer = {
      code: 200,
      result,
      meta: { radius: found.radius, sku, availableIn: result.filter((s) => s.available).length },
    };
    return c.json(answer, 200, { "Cache-Control": "no-store" });
  });

  app.route("/admin", createStoresAdminApi());
  return app;
}
