/** The catalogue API's face (SPEC §7 catalog, stock, product, url), for worker/catalog/index.ts. */
export { createCatalogApi } from "./routes";
