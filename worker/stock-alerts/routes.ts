/**
 * POST /api/ext/stock-alert?storeCode= {sku, email?}: a back-in-stock alert for a sold-out size
 * (issue 32 point 4). A customer's is active at once; a guest gets a double opt-in mail and the same
 * answer whatever the address's history.
 */
import { Hono } from "hono";
import { stockAlertRequestSchema, stockAlertStoreQuerySchema } from "../../schema/api/stock-alerts";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { askedStore, subscribe } from "./service";

export function createStockAlertApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/", validate("query", stockAlertStoreQuerySchema), validate("json", stockAlertRequestSchema), async (c) => {
    const result = await subscribe(c, c.req.valid("json"), askedStore(c, c.req.valid("query").storeCode));
    c.header("Cache-Control", "no-store");
    return c.json({ code: 200, result });
  });
  return app;
}
