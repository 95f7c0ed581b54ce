import type { FeatureMessages } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** Checkout strings: the checkout islands' (ui) and those the server puts in API answers and e-mails (page). */
export const checkout = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<typeof uiEn, typeof pageEn>;
