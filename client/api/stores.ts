import type { NearbyStore, StoreInventoryItem, StoreInventoryQuery, StoresQuery } from "../../schema/api/stores";
import { getEndpoint } from "./endpoint";

// SPEC §9: result lists time out at 3000 ms.
const STORES_TIMEOUT_MS = 3000;

/** GET /api/stores/inventory?sku&lat&lng: one sku's stock in the stores nearest a point (issue 31 point 4). */
export const storeInventory = getEndpoint<StoreInventoryQuery, StoreInventoryItem[]>(
  "/api/stores/inventory",
  STORES_TIMEOUT_MS,
);

/** GET /api/stores?lat&lng&is_pickup_location=1: pick-up stores nearest a point (click & collect, issue 31.5). */
export const pickupStores = getEndpoint<StoresQuery, NearbyStore[]>("/api/stores", STORES_TIMEOUT_MS);
