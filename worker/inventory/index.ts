/**
 * Inventory's public face: live stock per sku in libSQL, with the primitives the order flow needs —
 * a read for many skus in one round trip, a conditional decrement, decrement statements for an
 * atomic batch, and release.
 */
export {
  decrementStatements,
  isStockShortage,
  readStock,
  stockRead,
  releaseStock,
  stockOf,
  stockState,
  tryDecrement,
  type StockItem,
  type StockLine,
} from "./repo";
