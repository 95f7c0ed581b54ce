import type { Context } from "hono";
import type { SortOption } from "../../../schema/api/catalog";
import { SEARCH_PAGE_SIZE } from "../../../schema/constants";
import type { ListingProps } from "../../../client/islands/Listing";
import { listingQuery, parseListingState, toggledState, type ListingState } from "../../../client/lib/listing-url";
import { requestUrl, type AppEnv } from "../../context";
import { priceFilterSchema } from "../../../schema/api/catalog-request";
import type { LoadedCatalog } from "../loader";
import { runSearch } from "../search-run";
import { cacheTag, tagPage } from "../../pages/cache-tags";
import { withTileRatings } from "../../reviews";

/** The listing state a page URL asks for; hostile values are dropped by the parser. */
export function listingStateOf(c: Context<AppEnv>): ListingState {
  return parseListingState(requestUrl(c).searchParams);
}

/**
 * A submitted filter form (client/components/catalog/Facets.tsx: the state as fields, the pressed
 * button's `toggle`) is answered with a 303 to the listing's canonical URL, so every filtered page
 * has one address (sorted values, comma lists, no page). Null for any other request.
 */
export function toggleRedirect(c: Context<AppEnv>, basePath: string): Response | null {
  const next = toggledState(requestUrl(c).searchParams);
  return next ? c.redirect(`${basePath}${listingQuery(next)}`, 303) : null;
}

/** Runs the listing query of a page and shapes the Listing island's props. */
export async function listingProps(
  c: Context<AppEnv>,
  catalog: LoadedCatalog,
  {
    basePath,
    category,
    state,
    defaultSort,
  }: { basePath: string; category?: number; state: ListingState; defaultSort: SortOption },
): Promise<ListingProps> {
  const store = c.get("store");
  const price = state.price ? priceFilterSchema.safeParse(state.price) : null;
  const result = await runSearch(c, catalog, {
    ...(state.q ? { q: state.q } : {}),
    ...(category !== undefined ? { category } : {}),
    filters: state.filters,
    ...(price?.success ? { price: price.data } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    size: SEARCH_PAGE_SIZE,
    from: (state.page - 1) * SEARCH_PAGE_SIZE,
  });
  // The page shows these products: a change to one of them purges it (pages/cache-tags.ts).
  tagPage(c, ...result.items.map((tile) => cacheTag.product(tile.sku)));
  return {
    source: {
      store: store.code,
      ...(category !== undefined ? { category } : {}),
      pageSize: SEARCH_PAGE_SIZE,
      basePath,
    },
    state,
    // Stars on tiles from the isolate's snapshot of review aggregates (worker/reviews/summary.ts).
    result: { ...result, items: await withTileRatings(c, result.items) },
    defaultSort,
  };
}
