import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/** The payment feature's strings: the sandbox's hosted page is server-rendered, so no browser strings. */
export const payment = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
