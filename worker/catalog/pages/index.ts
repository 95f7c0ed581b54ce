/**
 * The catalogue pages' face (SPEC §2 product, category, search; unknown-URL steps 1 and 2), for
 * worker/catalog/index.ts.
 */
export { catalogResolver, LISTING_PARAMS, registerCatalogPages } from "./routes";
