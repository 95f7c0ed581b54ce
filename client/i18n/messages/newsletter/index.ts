import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * The newsletter's strings (footer sign-up, pop-up, its pages and e-mails) in every language. The
 * server renders them all; the pop-up gets the few it shows as island props, so no page downloads
 * them as JavaScript.
 */
export const newsletter = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
