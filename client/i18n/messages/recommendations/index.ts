import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * Recommendations' strings (issue 32.3): the product page's "Complete the look" and the cart's rows.
 * The cart's island gets its headings as props, so no browser strings.
 */
export const recommendations = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
