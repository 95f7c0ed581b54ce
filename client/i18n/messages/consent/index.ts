import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * The consent strings (issue 34) in every language. The server renders the footer's link; the
 * banner's words live in banner.*.ts, which the banner fetches itself when it is due.
 */
export const consent = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
