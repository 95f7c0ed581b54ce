import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * After-sales strings (order lookup, tracking, returns, their e-mails) in every language. The server
 * renders them all: these pages are plain forms, no island carries a word of them.
 */
export const aftersales = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
