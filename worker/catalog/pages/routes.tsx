import type { Context, Hono } from "hono";
import type { AppEnv } from "../../context";
import { renderErrorPage } from "../../errors/on-error";
import { AppError } from "../../errors/app-error";
import { edgeCached } from "../../pages/edge-cache";
import { storeRoute } from "../../pages/store-route";
import { getCatalogVersion } from "../loader";
import { storeCatalog, childResolver } from "../request-context";
import { resolveCatalogUrl } from "../resolve-url";
import { productUrl } from "../search/tiles";
import { renderCategoryPage } from "./category-page";
import { serveImage } from "./image-route";
import { renderProductRoute } from "./product-page";
import { renderSearchPage } from "./search-page";

/** Cache key version of catalogue pages: the deployed snapshot. */
export const catalogVersion = (c: Context<AppEnv>) => getCatalogVersion(c.env.ASSETS);

/** The catalogue's page routes of SPEC §2: category, search, no-result, product, images. */
export function registerCatalogPages(pages: Hono<AppEnv>): void {
  pages.get("/img/:variant/:width/:path{.+}", serveImage);

  storeRoute(pages, "/c/:slug", edgeCached(catalogVersion, async (c) => {
    const { catalog, index } = await storeCatalog(c);
    const category = catalog.data.categoriesBySlug[c.var.store.code].get(c.req.param("slug")?.toLowerCase() ?? "");
    if (!category || !category.isActive || category.displayMode === "PAGE") return renderErrorPage(c, 404);
    return renderCategoryPage(c, catalog, index, category);
  }));

  storeRoute(pages, "/search", edgeCached(catalogVersion, (c) => renderSearchPage(c)));
  storeRoute(pages, "/no-result", edgeCached(catalogVersion, (c) => renderSearchPage(c, { noResultRoute: true })));

  storeRoute(pages, "/p/:sku", (c) => renderProductRoute(c, c.req.param("sku") ?? "", null, null));
  storeRoute(pages, "/p/:sku/:slug", edgeCached(catalogVersion, (c) => renderProductRoute(c, c.req.param("sku") ?? "", c.req.param("slug") ?? null, c.req.query("childSku") ?? null)));
  storeRoute(pages, "/p/:sku/:slug/:childSku", edgeCached(catalogVersion, (c) => renderProductRoute(c, c.req.param("sku") ?? "", c.req.param("slug") ?? null, c.req.param("childSku") ?? null)));
}

/**
 * SPEC §2 unknown-URL resolution for paths no route matched: a product by url path (a variant →
 * its parent, 301), a category by url path, else the 404 page ("No route found").
 */
export const dispatchUnknownUrl = edgeCached(catalogVersion, async (c: Context<AppEnv>): Promise<Response> => {
  let loaded: Awaited<ReturnType<typeof storeCatalog>>;
  try {
    loaded = await storeCatalog(c);
  } catch (error) {
    // Without a catalogue an unknown path is still just not found.
    if (error instanceof AppError && error.status === 503) return renderErrorPage(c, 404);
    throw error;
  }
  const { catalog, index } = loaded;
  const resolved = await resolveCatalogUrl(catalog.data, c.var.store.code, c.var.storeRelativePath, childResolver(c, catalog));
  if (!resolved) {
    c.var.log.debug("No route found", { path: c.var.storeRelativePath });
    return renderErrorPage(c, 404);
  }
  if (resolved.type === "category") return renderCategoryPage(c, catalog, index, resolved.category);
  return c.redirect(productUrl(c.var.store, resolved.product, resolved.childSku), 301);
});
