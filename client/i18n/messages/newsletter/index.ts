import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * The newsletter's strings (footer sign-up, pop-up, its pages and e-mails) in every language. The
 * server renders them all; the pop-up's few words live in popup.*.ts, which the pop-up fetches with
 * its dialog, so no page downloads the page strings as JavaScript.
 */
export const newsletter = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
