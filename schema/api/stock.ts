/**
 * Stock API requests and answers (SPEC §7 `/api/stock/check`, `/api/stock/list`), shared by the
 * worker (which validates with the query schemas) and the browser (which takes their types). Snake
 * case, as Vue Storefront clients read them.
 */
import * as z from "zod";
import { skuListParam } from "./sku-list";

/** SPEC §4 product stock state: 'ok' when sellable, 'out_of_stock' otherwise. */
export type StockStatus = "ok" | "out_of_stock";

/** One sku's live stock, as both stock endpoints answer it. */
export interface StockItemDto {
  product_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  stock_status: StockStatus;
}

/** The most skus one stock list request may ask for (clients send batches of 15, SPEC §9). */
export const STOCK_LIST_MAX_SKUS = 100;
const sku = z.string().trim().min(1).max(64);

/** GET /api/stock/list query: skus as a comma list; clients send batches of STOCK_LIST_BATCH. */
export const stockListQuerySchema = z.lazy(() => z.object({ skus: skuListParam(STOCK_LIST_MAX_SKUS, sku) }));
export type StockListQuery = z.input<typeof stockListQuerySchema>;

/** GET /api/stock/check query. */
export const stockCheckQuerySchema = z.lazy(() => z.object({ sku }));
export type StockCheckQuery = z.input<typeof stockCheckQuerySchema>;
