/**
 * The one seam search and listings go through (the search API, category and search pages): it picks
 * the tier the configuration asks for (SEARCH_TIER, docs/architecture.md#search-tiers) and answers
 * the same SearchResult from either. The in-isolate index is only loaded when it answers.
 */
import type { Context } from "hono";
import type { SearchResult } from "../../schema/api/catalog";
import type { SearchRequest } from "../../schema/api/catalog-request";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { translatorFor, type AppEnv } from "../context";
import { queryOf } from "../db/client";
import { usesLibsqlTier } from "./search-tier-choice";
import { searchTier, SearchUnavailableError } from "./libsql-search";
import { listingOnlyIndex } from "./search/restore";
import { titleMatches } from "./search/title-index";
import type { ProductSummary } from "../../schema/catalog/snapshot";
import type { LoadedCatalog } from "./loader";
import { priorPrices } from "./prior-prices";
import { searchCatalog, searchCatalogCached } from "./search/search-service";

export async function runSearch(
  c: Context<AppEnv>,
  catalog: LoadedCatalog,
  request: SearchRequest,
  code: StoreCode = c.get("store").code,
): Promise<SearchResult> {
  const config = c.get("config");
  const now = new Date();
  const t = translatorFor(code);
  // A compact snapshot (compact.ts) has no index nor summaries in the isolate: the libSQL tier answers.
  if (catalog.data.compact || usesLibsqlTier(config, catalog.manifest.counts.products)) {
    const store = getStoreView(code, config.EN_TAX_COUNTRY);
    const prior = await priorPrices(c, catalog);
    try {
      return await searchTier(
        { query: queryOf(c.get("db")), version: catalog.manifest.version, data: catalog.data, store, t, now, prior },
        request,
      );
    } catch (error) {
      // While the search database is down the isolate's own catalogue stands in, marked limited (so
      // nothing caches it): a category listing needs no text index, and a search is matched on
      // product names (search/title-index.ts), listed in catalogue order.
      // A compact snapshot has nothing of its own to stand in with: the search page says search is unavailable.
      if (!(error instanceof SearchUnavailableError) || catalog.data.compact) throw error;
      const q = request.q?.trim() ?? "";
      c.get("log").warn("search tier unavailable; answering from the isolate's catalogue", { detail: error.detail });
      const index = listingOnlyIndex(catalog.data, store, now);
      const ctx = {
        data: catalog.data,
        index,
        t,
        parentOfChild: (sku: string) => c.get("catalog").parentOf(sku),
        now,
        prior,
      };
      const { q: _term, ...listing } = request;
      let candidates: ProductSummary[] | undefined;
      if (q !== "") {
        const inCategory =
          request.category === undefined
            ? null
            : new Set((catalog.data.categoryProducts.get(request.category) ?? []).map((p) => p.id));
        candidates = titleMatches(catalog.data, store, q).filter((p) => !inCategory || inCategory.has(p.id));
        // Nothing to stand in with: the search page says search is unavailable.
        if (candidates.length === 0) throw error;
      }
      const result = await searchCatalog(
        { ...ctx, candidates },
        { ...listing, sort: request.sort === "relevance" ? undefined : request.sort },
      );
      return { ...result, flags: { ...result.flags, limited: true } };
    }
  }
  const [index, prior] = await Promise.all([c.get("catalog").index(code), priorPrices(c, catalog)]);
  return searchCatalogCached(
    { data: catalog.data, index, t, parentOfChild: (sku) => c.get("catalog").parentOf(sku), now, prior },
    request,
  );
}
