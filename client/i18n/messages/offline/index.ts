import type { FeatureMessages } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * Offline: the service worker's offline page (client/sw/offline-page.ts imports the page strings
 * itself; no page's script carries them) and orders made offline (the offline order modal and the
 * "Order waiting!" notice load the ui strings with them, on demand). The update notice's words and
 * the offline order modal's title are the chrome's (chrome/ui.*.ts), the queued add's the cart's.
 */
export const offline = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<typeof uiEn, typeof pageEn>;
