/**
 * Stock API types (SPEC §7 `/api/stock/check`, `/api/stock/list`) shared by the worker and the
 * browser. Snake case, as Vue Storefront clients read them. Free of zod.
 */

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

/** GET /api/stock/list query: skus as a comma list; clients send batches of STOCK_LIST_BATCH. */
export interface StockListQuery {
  skus: string;
}

/** GET /api/stock/check query. */
export interface StockCheckQuery {
  sku: string;
}
