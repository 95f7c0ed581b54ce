import type { Context } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { CatalogUnavailableError, getCatalog, getStoreIndex, parentOfChild, type LoadedCatalog } from "./loader";
import type { StoreIndex } from "./search/store-index";

/** The catalogue for a request; a deploy without a snapshot answers 503 rather than crashing. */
export async function catalogOf(c: Context<AppEnv>): Promise<LoadedCatalog> {
  try {
    return await getCatalog(c.env.ASSETS);
  } catch (error) {
    if (error instanceof CatalogUnavailableError) {
      c.var.log.error("catalogue unavailable", { error: error.message });
      throw new AppError(503, "SERVICE_UNAVAILABLE", "The catalogue is not available right now");
    }
    throw error;
  }
}

/** The catalogue and the search index of the request's store view. */
export async function storeCatalog(c: Context<AppEnv>): Promise<{ catalog: LoadedCatalog; index: StoreIndex }> {
  const catalog = await catalogOf(c);
  const index = await getStoreIndex(catalog, c.env.ASSETS, c.var.store.code, c.var.config.EN_TAX_COUNTRY);
  return { catalog, index };
}

/** A child-sku resolver bound to the request's assets. */
export function childResolver(c: Context<AppEnv>, catalog: LoadedCatalog) {
  return (sku: string) => parentOfChild(catalog, c.env.ASSETS, sku);
}
