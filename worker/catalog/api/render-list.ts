import { Hono } from "hono";
import * as z from "zod";
import { STORE_CODES, getStoreView, type StoreCode } from "../../../domain/store-views";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { validate } from "../../http/validate";
import { skuListParam } from "../../../schema/api/sku-list";
import { storePrice } from "../../../domain/pricing/store-price";
import { readStock, stockState } from "../../inventory";
import { priceOverlayFor } from "../price-overlay";

const MAX_SKUS = 100;
const query = z.lazy(() =>
  z.object({
    skus: skuListParam(MAX_SKUS),
    currencyCode: z.literal("EUR", "only EUR is sold").optional(),
    storeId: z.coerce.number().int().optional(),
    store: z.enum(STORE_CODES).optional(),
    userGroupId: z.coerce.number().int().optional(),
  }),
);

/**
 * GET /api/product/render-list (SPEC §7 price sync): current prices incl. the store's tax (the
 * operator's price changes over the snapshot included) and the live stock state for a list of skus.
 * Unknown skus are left out.
 */
export function createRenderListApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/render-list", validate("query", query), async (c) => {
    const q = c.req.valid("query");
    let code: StoreCode = q.store ?? c.get("store").code;
    if (q.storeId !== undefined) {
      const match = STORE_CODES.find((s) => getStoreView(s).storeId === q.storeId);
      if (!match) throw new AppError(400, "INVALID_INPUT", `Unknown storeId ${q.storeId}`, { storeId: "unknown" });
      code = match;
    }
    const store = getStoreView(code, c.get("config").EN_TAX_COUNTRY);
    const { data, products: lookup, manifest } = await c.get("catalog").get();
    const now = new Date();
    const named = await lookup.bySkus(q.skus);
    const products = q.skus.map((sku) => named.get(sku)).filter((p) => p !== undefined && p.status === 1);
    const [stock, prices] = await Promise.all([
      readStock(
        c.get("db"),
        products.map((p) => p!.sku),
      ),
      priceOverlayFor(c, manifest.version),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({
      code: 200,
      result: {
        items: products.map((p) => {
          const price = storePrice(prices.fields(p!.sku, p!), p!.taxClassId, data.file.taxRules, store, now);
          return {
            id: p!.id,
            sku: p!.sku,
            price_info: {
              regular_price: price.regular,
              special_price: price.special,
              final_price: price.final,
              tax_rate: price.taxRate,
              currency_code: store.currencyCode,
            },
            stock_status: stockState(stock.get(p!.sku)),
          };
        }),
      },
    });
  });
  return app;
}
