import type { Context } from "hono";
import type { Category } from "../../../schema/catalog/snapshot";
import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import { categoryUrl, storePath } from "../../../domain/urls";
import { CategoryPage } from "../../../client/pages/CategoryPage";
import type { AppEnv } from "../../context";
import { cacheTag, tagPage } from "../../pages/cache-tags";
import { renderPage } from "../../pages/render";
import { withTileMarkup } from "./tile-markup";
import { categoryTrail, type CatalogData } from "../catalog-data";
import type { LoadedCatalog } from "../loader";
import { listingProps, listingStateOf, toggleRedirect } from "./listing-props";
import { renderErrorPage } from "../../errors/on-error";

/** The category in every store view; a later page is its own canonical ("?page=2"), filters and sort are not. */
function alternates(category: Category, page: number): Record<StoreCode, string> {
  const query = page > 1 ? `?page=${page}` : "";
  return Object.fromEntries(STORE_CODES.map((code) => [code, `${categoryUrl(category, code)}${query}`])) as Record<
    StoreCode,
    string
  >;
}

function subcategories(data: CatalogData, category: Category, store: StoreCode) {
  const own = data.childCategories.get(category.id) ?? [];
  // A leaf shows its siblings, so the shopper can move sideways.
  const list =
    own.length > 0
      ? own
      : category.parentId !== null && category.level > 2
        ? (data.childCategories.get(category.parentId) ?? [])
        : [];
  return list
    .filter((c) => c.includeInMenu)
    .map((c) => ({ label: c.name[store], href: categoryUrl(c, store), current: c.id === category.id }));
}

/** Renders a category listing page (SPEC §2 category route). */
export async function renderCategoryPage(
  c: Context<AppEnv>,
  catalog: LoadedCatalog,
  category: Category,
): Promise<Response> {
  const store = c.get("store");
  const t = c.get("t");
  const data = catalog.data;
  const basePath = categoryUrl(category, store.code);
  tagPage(c, cacheTag.category(category.id));
  const toggled = toggleRedirect(c, basePath);
  if (toggled) return toggled;
  const hasProducts = data.categoryProducts.count(category.id) > 0;
  const state = listingStateOf(c);
  const listing = hasProducts
    ? await listingProps(c, catalog, {
        basePath,
        category: category.id,
        state,
        defaultSort: "position",
      })
    : null;
  // A page past the last one does not exist (not an empty page).
  if (state.page > 1 && (!listing || listing.result.items.length === 0)) return renderErrorPage(c, 404);
  const name = category.metaTitle?.[store.code] || category.name[store.code];
  const crumbs = [
    { label: t("breadcrumbs.home"), href: storePath(store.code, "/") },
    ...categoryTrail(data, category.id).map((cat) => ({
      label: cat.name[store.code],
      href: categoryUrl(cat, store.code),
    })),
  ];
  return renderPage(c, {
    meta: {
      pageType: "ProductListing",
      title: state.page > 1 ? `${name} – ${t("pagination.page", { page: state.page })}` : name,
      // Every category has its own description: the catalogue's, else one naming it and its size.
      description:
        category.metaDescription?.[store.code] ||
        t("content.category.description", {
          name: category.name[store.code],
          count: data.categoryProducts.count(category.id),
        }),
    },
    body: await withTileMarkup(
      c,
      listing?.result.items ?? [],
      <CategoryPage
        title={category.name[store.code]}
        crumbs={crumbs}
        subcategories={subcategories(data, category, store.code)}
        listing={listing}
      />,
    ),
    alternates: alternates(category, state.page),
    // Listed from the isolate while the search database is down: shown, never kept by a cache.
    ...(listing?.result.flags.limited ? { headers: { "Cache-Control": "no-store" } } : {}),
  });
}
