/**
 * The catalogue's public face: what other features (cart, checkout, content, accounts) and the
 * tooling (build, bench) may use. Nothing outside worker/catalog imports its other modules.
 *
 * For features: `c.var.catalog` (lazy access, set by `catalogContext`), finding a sellable product
 * or variant, its price for a store view at a moment, its URL, and its stock (from inventory).
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { VersionSource } from "../pages/edge-cache";

export { catalogAccess, catalogContext, type CatalogAccess } from "./context";
export { CatalogUnavailableError, catalogHealth, type LoadedCatalog } from "./loader";
export { findSellable, sellablePrice, sellableUrl, sellableStock, type Sellable } from "./sellable";

// Tooling: the build ships a search index per store view; the bench runs search in workerd.
export { buildCatalogData, isListable, type CatalogData } from "./catalog-data";
export {
  buildSearchIndexFile,
  buildStoreIndex,
  restoreStoreIndex,
  searchDocuments,
  searchIndexFile,
  SEARCH_INDEX_FORMAT,
  type SearchIndexFile,
  type StoreIndex,
} from "./search/store-index";
export { searchCatalog, type SearchContext } from "./search/search-service";
export { toTile } from "./search/tiles";
export { BOOST, matchText, queryWords, toleranceFor } from "./search/text-match";

/** The catalogue snapshot's version, as one source of every cached page's key. */
export const catalogVersionSource: VersionSource = (c: Context<AppEnv>) => c.var.catalog.version();

// The content feature: tiles for CMS product blocks, the category tree for a menu, sitemap entries.
export {
  catalogSitemapEntries,
  categoryMeta,
  categoryTree,
  productTilesFor,
  type CategoryNode,
  type SitemapEntry,
} from "./content-views";
