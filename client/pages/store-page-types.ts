/**
 * SPEC §2: the storelocator routes carry analytics page-type tags. Each store page puts its type on
 * its root element as `data-page-type`; the data layer reads it from there (or from this constant).
 */
export const STORE_PAGE_TYPES = { locator: "Storelocator", detail: "StorelocatorDetail" } as const;
