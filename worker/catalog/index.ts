/**
 * The catalogue's public face: what other features (cart, checkout, content, accounts) and the
 * tooling (build, bench) may use. Nothing outside worker/catalog imports its other modules.
 *
 * For features: `c.get("catalog")` (lazy access, set by `catalogContext`), finding a sellable product
 * or variant, its price for a store view at a moment, its URL, and its stock (from inventory).
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { VersionSource } from "../pages/edge-cache";
import { loadedCatalog, type LoadedCatalog } from "./loader";
import type { PriorPrices } from "./price-history";
import { knownPriorPrices, priceHistoryFor, priorPrices } from "./prior-prices";
import { catalogPriceEpoch } from "./search/store-index";

export { catalogAccess, catalogContext, type CatalogAccess } from "./context";
export { CatalogUnavailableError, catalogHealth, type LoadedCatalog } from "./loader";
export { findSellable, sellablePrice, sellableUrl, sellableStock, type Sellable } from "./sellable";
export type { PriorPrices } from "./price-history";
export { priorPrices } from "./prior-prices";

// Tooling: the build ships a search index per store view and the listing data; the bench runs search in workerd.
export { buildCatalogData, isListable, listingCategories, normalizeUrlPath, type CatalogData } from "./catalog-data";
// The libSQL search tier's seed (scripts: catalog:seed, the bench); the worker answers through search-run.ts.
export {
  isSeeded as isSearchTierSeeded,
  resetTierMemory as resetSearchTierMemory,
  searchTier,
  seedSearchTier,
  tierSourceOf as searchTierSourceOf,
  type SeedResult as SearchTierSeed,
  type TierContext as SearchTierContext,
  type TierSource as SearchTierSource,
} from "./libsql-search";
export { NameWords } from "./search/documents";
export { LISTING_FILE, LISTING_FORMAT, specialWindowMoments, type ListingFile } from "./search/catalog-listing";
export {
  buildListingFileOf,
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

/** The version string of a catalogue with its prior prices at `now` (see catalogVersionSource). */
function catalogVersion(catalog: LoadedCatalog, prior: PriorPrices, now: number): string {
  const { overlay } = prior;
  const changes = overlay.version === "0" ? "" : `.o${overlay.version}.${overlay.epoch(now)}`;
  return `${catalog.manifest.version}.p${catalogPriceEpoch(catalog.data, now)}${changes}${prior.complete ? "" : "s"}`;
}

/**
 * The catalogue as one source of every cached page's key: the snapshot's version, its price epoch
 * (how many special windows have opened or closed by now: a cached page never shows the prices of
 * another moment's epoch), the operator's price changes over it (their version and their own
 * windows' epoch: price-overlay.ts), and whether the price history and changes could be read (pages priced from the
 * snapshot alone, while the database is down, are kept apart and replaced once it answers again).
 * `peek` answers the same from what the isolate has loaded, once the catalogue and the history read
 * have settled (and the read is not due to be tried again).
 */
export const catalogVersionSource: VersionSource = {
  async read(c: Context<AppEnv>) {
    // The price history's database read needs only the version: it runs while the catalogue loads.
    void priceHistoryFor(c, await c.get("catalog").version());
    const catalog = await c.get("catalog").get();
    return catalogVersion(catalog, await priorPrices(c, catalog), Date.now());
  },
  peek() {
    const catalog = loadedCatalog();
    const prior = catalog && knownPriorPrices(catalog);
    return prior ? catalogVersion(catalog, prior, Date.now()) : undefined;
  },
};

// The content feature: tiles for CMS product blocks, the category tree for a menu, sitemap entries.
export {
  catalogSitemapEntries,
  categoryMeta,
  categoryTiles,
  categoryTree,
  productTilesFor,
  type CategoryNode,
  type ProductSitemap,
  type SitemapEntry,
} from "./content-views";
