import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/** Checkout strings the server puts in API answers (delivery, payment and total titles); no browser strings yet. */
export const checkout = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
