import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/** The dev mailbox's strings in every language; it has no islands, so no browser strings. */
export const dev = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
