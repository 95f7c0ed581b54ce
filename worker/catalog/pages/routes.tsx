import type { Context, Hono } from "hono";
import { FILTER_CODES } from "../../../schema/api/catalog";
import { categoryUrl, productUrl } from "../../../domain/urls";
import { requestUrl, type AppEnv } from "../../context";
import { renderErrorPage } from "../../errors/on-error";
import type { PageCache } from "../../pages/edge-cache";
import type { UrlResolver } from "../../pages/resolvers";
import { storeRoute } from "../../pages/store-route";
import { resolveCatalogUrl } from "../resolve-url";
import { renderCategoryPage } from "./category-page";
import { TOGGLE_PARAMETER } from "../../../client/lib/listing-url";
import { serveImage } from "./image-route";
import { renderProductRoute } from "./product-page";
import { renderSearchPage } from "./search-page";
import { renderPage } from "../../pages/render";
import { MenuPage } from "../../../client/pages/MenuPage";
import { getNavigation } from "../../../client/config/navigation";
import { STORE_CODES } from "../../../domain/store-views";
import { storeAlternates } from "../../../domain/urls";

/** Query parameters that change a listing page (SPEC §2); anything else neither changes nor splits it. */
export const LISTING_PARAMS: readonly string[] = ["q", "page", "sort", "price", ...FILTER_CODES, TOGGLE_PARAMETER];
const PRODUCT_PARAMS: readonly string[] = ["childSku"];

/** The catalogue's page routes of SPEC §2: category aliases, search, no-result, product, images. */
export function registerCatalogPages(pages: Hono<AppEnv>, cached: PageCache): void {
  pages.get("/img/:variant/:width/:path{.+}", serveImage);

  // /c/{slug} is an alias: the category's own URL is its url path (SPEC §2, URL dispatching on).
  storeRoute(pages, "/c/:slug", async (c) => {
    const catalog = await c.get("catalog").get();
    const category = catalog.data.categoriesBySlug[c.get("store").code].get(c.req.param("slug")?.toLowerCase() ?? "");
    if (!category || !category.isActive || category.displayMode === "PAGE") return renderErrorPage(c, 404);
    const search = requestUrl(c).search;
    return c.redirect(`${categoryUrl(category, c.get("store").code)}${search}`, 301);
  });

  storeRoute(
    pages,
    "/search",
    cached(LISTING_PARAMS, (c) => renderSearchPage(c)),
  );
  // The menu as a page: where the hamburger and the tab bar lead without JavaScript.
  storeRoute(
    pages,
    "/menu",
    cached([], (c) =>
      renderPage(c, {
        meta: { title: c.get("t")("header.menu"), noindex: true },
        body: (
          <MenuPage
            navigation={getNavigation(c.get("store").code)}
            alternates={storeAlternates(c.get("storeRelativePath"), STORE_CODES)}
          />
        ),
      }),
    ),
  );
  storeRoute(
    pages,
    "/no-result",
    cached(LISTING_PARAMS, (c) => renderSearchPage(c, { noResultRoute: true })),
  );

  storeRoute(pages, "/p/:sku", (c) => renderProductRoute(c, c.req.param("sku") ?? "", null, null));
  storeRoute(
    pages,
    "/p/:sku/:slug",
    cached(PRODUCT_PARAMS, (c) =>
      renderProductRoute(c, c.req.param("sku") ?? "", c.req.param("slug") ?? null, c.req.query("childSku") ?? null),
    ),
  );
  storeRoute(
    pages,
    "/p/:sku/:slug/:childSku",
    cached([], (c) =>
      renderProductRoute(c, c.req.param("sku") ?? "", c.req.param("slug") ?? null, c.req.param("childSku") ?? null),
    ),
  );
}

/**
 * The catalogue's steps of SPEC §2 unknown-URL resolution: a product by url path (a variant → its
 * parent, 301; a product's own page → 301 to /p/…), then a category by url path. While the
 * catalogue cannot be read these answer 503 rather than letting the chain end in a false 404.
 */
export const catalogResolver: UrlResolver = async (c: Context<AppEnv>, path: string) => {
  const catalog = await c.get("catalog").get();
  const resolved = await resolveCatalogUrl(catalog, c.get("store").code, path, (sku) => c.get("catalog").parentOf(sku));
  if (!resolved) return null;
  if (resolved.type === "product")
    return c.redirect(productUrl(c.get("store").code, resolved.product, resolved.childSku), 301);
  return renderCategoryPage(c, catalog, resolved.category);
};
