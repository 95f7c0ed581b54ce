/**
 * GET /{store}/compare (issue 32.2): the compare page's shell, the same for every shopper (the list
 * is read in the browser), so it is cached like any shared page and holds nothing personal.
 */
import type { Hono } from "hono";
import { storePath } from "../../domain/urls";
import { COMPARE_MAX_ITEMS } from "../../schema/constants";
import { ComparePage } from "../../client/pages/ComparePage";
import type { CompareLabels } from "../../client/islands/Compare";
import type { PageMessageKey } from "../../client/i18n/messages/types";
import type { Translate } from "../../client/i18n/translate";
import type { AppEnv } from "../context";
import type { PageCache } from "../pages/edge-cache";
import { renderPage } from "../pages/render";
import { storeRoute } from "../pages/store-route";

/** Which page string each of the island's labels is. */
const LABELS: { readonly [K in keyof CompareLabels]: PageMessageKey } = {
  empty: "compare.empty",
  emptyText: "compare.emptyText",
  shop: "compare.shop",
  onlyDifferences: "compare.onlyDifferences",
  caption: "compare.caption",
  remove: "compare.remove",
  removeShort: "compare.removeShort",
  differs: "compare.differs",
  loading: "compare.loading",
  error: "compare.error",
  retry: "compare.retry",
  rowPrice: "compare.row.price",
  rowBrand: "compare.row.brand",
  rowSizes: "compare.row.sizes",
  rowRating: "compare.row.rating",
  rowAvailability: "compare.row.availability",
  inStock: "compare.inStock",
  soldOut: "compare.soldOut",
  rating: "compare.rating",
  noRating: "compare.noRating",
  noSizes: "compare.noSizes",
};

/** The page's words in the store view's language, unfilled (the island fills in names and counts). */
function labelsOf(t: Translate): CompareLabels {
  return Object.fromEntries(Object.entries(LABELS).map(([label, key]) => [label, t(key)])) as unknown as CompareLabels;
}

/** Registers the compare page. */
export function registerComparePages(pages: Hono<AppEnv>, cached: PageCache): void {
  storeRoute(
    pages,
    "/compare",
    cached([], (c) => {
      const t = c.get("t");
      const code = c.get("store").code;
      return renderPage(c, {
        // A list of the shopper's choosing: not a page for search engines.
        meta: { title: t("compare.title"), noindex: true, pageType: "Compare" },
        body: (
          <ComparePage
            title={t("compare.title")}
            compare={{ labels: labelsOf(t), shopHref: storePath(code, "/"), max: COMPARE_MAX_ITEMS }}
          />
        ),
        styles: ["content"],
      });
    }),
  );
}
