import type { MiddlewareHandler } from "hono";
import type { Product, ProductSummary } from "../../schema/catalog/snapshot";
import { getStoreView, type StoreCode, type TaxCountry } from "../../domain/store-views";
import { getCatalog, getCatalogVersion, getStoreIndex, type LoadedCatalog } from "./loader";
import { getProduct, parentOfChild } from "./shard-files";
import type { StoreIndex } from "./search/store-index";
import type { AppEnv } from "../context";
import { usesLibsqlTier } from "./search-tier-choice";
import { NO_PRICE_CHANGES, priceOverlayFor, type PriceOverlay } from "./price-overlay";

/**
 * The catalogue as a request sees it (`c.get("catalog")`): nothing is loaded until a route asks, and
 * then once per isolate. Every method rejects with CatalogUnavailableError (503) while the snapshot
 * cannot be read.
 */
export interface CatalogAccess {
  /** The deployed snapshot's version (one small asset), for cache keys. */
  version(): Promise<string>;
  /** The loaded catalogue with its lookup maps. */
  get(): Promise<LoadedCatalog>;
  /** The search index of a store view (the request's by default). */
  index(code?: StoreCode): Promise<StoreIndex>;
  /** A full product (description, gallery, variants, options) by sku, from its shard. */
  product(sku: string): Promise<Product | null>;
  /** Product summaries by sku, in one batch (ProductLookup): ask for every sku a request needs at once. */
  summaries(skus: Iterable<string>): Promise<Map<string, ProductSummary>>;
  /** Product summaries by product id, in one batch. */
  summariesById(ids: Iterable<number>): Promise<Map<number, ProductSummary>>;
  /** The parent sku of a variant sku, or null when the sku is no variant. */
  parentOf(childSku: string): Promise<string | null>;
  /**
   * The operator's price changes over the snapshot (price-overlay.ts) at the price version this
   * isolate last read, without reading it (the cart's calls read it in their own batch); none outside a request.
   */
  priceOverlay(): Promise<PriceOverlay>;
}

/**
 * A CatalogAccess over the deploy's static assets, for one request. `indexWanted` tells whether the
 * in-isolate search index will answer for a snapshot of that many products (search-run.ts): only
 * then is the request's store view's index file read beside the catalogue.
 */
export function catalogAccess(
  assets: Fetcher,
  store: StoreCode,
  enTaxCountry: TaxCountry,
  indexWanted: (products: number) => boolean = () => true,
  prices: (version: string) => Promise<PriceOverlay> = () => Promise.resolve(NO_PRICE_CHANGES),
): CatalogAccess {
  const catalog = () => getCatalog(assets, store, indexWanted);
  return {
    version: () => getCatalogVersion(assets),
    get: catalog,
    index: async (code = store) =>
      getStoreIndex(await catalog(), assets, getStoreView(code, enTaxCountry).code, enTaxCountry),
    product: async (sku) => getProduct(await catalog(), assets, sku),
    summaries: async (skus) => (await catalog()).products.bySkus(skus),
    summariesById: async (ids) => (await catalog()).products.byIds(ids),
    parentOf: async (childSku) => parentOfChild(await catalog(), assets, childSku),
    priceOverlay: async () => prices((await catalog()).manifest.version),
  };
}

/** Puts `c.get("catalog")` on every request (registered by the composition root). */
export function catalogContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = c.get("config");
    c.set(
      "catalog",
      catalogAccess(
        c.env.ASSETS,
        c.get("store").code,
        config.EN_TAX_COUNTRY,
        (products) => !usesLibsqlTier(config, products),
        (version) => priceOverlayFor(c, version, { wait: false }),
      ),
    );
    await next();
  };
}
