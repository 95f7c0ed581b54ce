import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * The service worker's offline page (client/sw/offline-page.ts imports these itself; no page's
 * script carries them). The update notice's words are the chrome's (chrome/ui.*.ts), the queued
 * add's the cart's.
 */
export const offline = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
