/**
 * GET /{store}/compare (issue 32.2): the compare page's shell, the same for every shopper (the list
 * is read in the browser), so it is cached like any shared page and holds nothing personal.
 */
import type { Hono } from "hono";
import { storePath } from "../../domain/urls";
import { COMPARE_MAX_ITEMS } from "../../schema/constants";
import { ComparePage } from "../../client/pages/ComparePage";
import type { CompareLabels } from "../../client/islands/Compare";
import { page as compareStrings } from "../../client/i18n/messages/compare/page.en";
import type { Translate } from "../../client/i18n/translate";
import type { AppEnv } from "../context";
import type { PageCache } from "../pages/edge-cache";
import { renderPage } from "../pages/render";
import { storeRoute } from "../pages/store-route";

/** The page's words in the store view's language, unfilled (the island fills in names and counts). */
function labelsOf(t: Translate): CompareLabels {
  return Object.fromEntries(
    (Object.keys(compareStrings) as (keyof CompareLabels)[]).map((key) => [key, t(key)]),
  ) as unknown as CompareLabels;
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
