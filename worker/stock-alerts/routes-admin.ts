/**
 * The operator API of web stock (token auth as every operator API: `X-Admin-Token` with the
 * `CONTENT_ADMIN_TOKEN` secret): `POST /api/ext/stock-alert/admin/stock {sku, qty}` sets a sku's
 * web stock, refreshes the product's cached pages and, when the sku can be sold again, sends its
 * back-in-stock alerts. `npm run operator -- stock set` does the same from the command line.
 */
import { Hono } from "hono";
import { webStockRequestSchema, type WebStockResult } from "../../schema/api/stock-alerts";
import type { AppEnv } from "../context";
import { bumpContentVersionStatement, forgetContentVersion, requireAdmin } from "../content";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { cacheTag } from "../pages/cache-tags";
import { purgeTags } from "../pages/purge";
import { setWebStock } from "./repo";
import { alertRestocked } from "./restock";

export function createStockAdminApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireAdmin());
  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/stock", validate("json", webStockRequestSchema), async (c) => {
    const { sku, qty } = c.req.valid("json");
    const db = c.get("db");
    const productId = await setWebStock(db, sku, qty);
    if (productId === null)
      throw new AppError(404, "NOT_FOUND", c.get("t")("stockAlert.unknownSku", { sku }), { sku: "has no stock row" });
    // The product's pages show the new stock: the worker's page cache moves with the content version.
    await bumpContentVersionStatement(db, new Date());
    forgetContentVersion();
    const parent = (await c.get("catalog").parentOf(sku)) ?? sku;
    await purgeTags(c, [cacheTag.product(parent)]);
    const alertsSent = qty > 0 ? await alertRestocked(c, [sku]) : 0;
    const result: WebStockResult = { sku, qty, alertsSent };
    return c.json({ code: 200, result });
  });

  return app;
}
