import type { FeatureMessages } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * Back-in-stock alerts' strings (issue 32 point 4): the product page's form (`ui`, loaded with the
 * form when a shopper presses "Notify me"), the API's answers, the confirm and unsubscribe pages and
 * the e-mails (`page`, server only).
 */
export const stockAlerts = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<typeof uiEn, typeof pageEn>;
