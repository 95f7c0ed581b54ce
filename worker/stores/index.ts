/**
 * The stores' public face (issue 31 points 1, 2, 4; SPEC §2 storelocator, §7 GET /stores): the
 * store API and its operator API, the operator's functions (npm run operator), the demo stores,
 * and what click & collect reads and writes in the order's batches (the pick-up store, its stock). The pages have their own face,
 * ./pages (they need the renderer, which only the worker's bundle resolves).
 */
export { createStoresApi } from "./routes";
export { STORES_TAG } from "./routes-admin";
export { DEMO_STORES } from "./demo-stores";
export {
  allStores,
  createStore,
  giveBackStoreStockStatement,
  isStoreStockShortage,
  openStores,
  pickupStoreQuery,
  setStoreStock,
  storeBySlug,
  takeStoreStockStatements,
  toSummary,
  updateStore,
} from "./repo";
export { storeSitemapEntries } from "./sitemap";
