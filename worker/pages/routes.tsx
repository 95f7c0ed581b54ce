import { Hono, type Context } from "hono";
import { storePath } from "../../client/i18n/store-views";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator } from "../../client/i18n/translate";
import { getNavigation } from "../../client/config/navigation";
import { HomePage } from "../../client/pages/HomePage";
import { StyleguidePage } from "../../client/pages/StyleguidePage";
import type { AppEnv } from "../context";
import { renderErrorPage } from "../errors/on-error";
import { catalogVersion, dispatchUnknownUrl, registerCatalogPages } from "../catalog/pages/routes";
import { edgeCached } from "./edge-cache";
import { renderPage } from "./render";
import { storeRoute } from "./store-route";


const t = (c: Context<AppEnv>) => createTranslator(ALL_MESSAGES[c.var.store.code]);

/** The page routes of SPEC §2 that exist so far; later features add theirs here. */
export function createPageRoutes(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>({ strict: false });

  storeRoute(
    pages,
    "/",
    edgeCached(catalogVersion, (c) =>
      renderPage(c, {
        meta: { title: t(c)("home.title") },
        body: <HomePage navigation={getNavigation(c.var.store.code)} />,
        routeItem: "home",
        transparentHeader: true,
      }),
    ),
  );

  storeRoute(pages, "/styleguide", (c) =>
    renderPage(c, { meta: { title: t(c)("styleguide.title"), noindex: true }, body: <StyleguidePage /> }),
  );

  storeRoute(pages, "/error", (c) => renderErrorPage(c, 500));
  registerCatalogPages(pages);
  // Registered last: anything else goes through unknown-URL resolution (SPEC §2).
  pages.get("*", dispatchUnknownUrl);

  return pages;
}

/** Where the store view's home is, for redirects. */
export function storeHome(c: Context<AppEnv>): string {
  return storePath(c.var.store.code, "/");
}
