import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { errorEnvelope } from "../../errors/app-error";
import { validate } from "../../http/validate";
import { readStock, stockState, type StockItem } from "../../inventory";
import { stockCheckQuerySchema, stockListQuerySchema, type StockItemDto } from "../../../schema/api/stock";

/** SPEC-shaped stock item (snake case, as Vue Storefront clients read it). */
function toDto(item: StockItem): StockItemDto {
  return {
    product_id: item.productId,
    sku: item.sku,
    qty: item.qty,
    is_in_stock: item.isInStock,
    manage_stock: item.manageStock,
    stock_status: stockState(item),
  };
}

/** GET /api/stock/check?sku= and GET /api/stock/list?skus=a,b (SPEC §7). */
export function createStockApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/check", validate("query", stockCheckQuerySchema), async (c) => {
    const { sku: wanted } = c.req.valid("query");
    const item = (await readStock(c.get("db"), [wanted])).get(wanted);
    c.header("Cache-Control", "no-store");
    if (!item) return c.json(errorEnvelope(404, "ENOTFOUND", `No stock for sku ${wanted}`), 404);
    return c.json({ code: 200, result: toDto(item) });
  });

  app.get("/list", validate("query", stockListQuerySchema), async (c) => {
    const { skus } = c.req.valid("query");
    const found = await readStock(c.get("db"), skus);
    c.header("Cache-Control", "no-store");
    // Unknown skus are left out (clients ignore ENOTFOUND for them).
    return c.json({ code: 200, result: skus.flatMap((s) => (found.has(s) ? [toDto(found.get(s)!)] : [])) });
  });
  return app;
}
