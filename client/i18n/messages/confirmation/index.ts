import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * The order confirmation's strings (the CheckoutReturn island after payment), loaded on that page
 * only: the checkout itself does not carry them. The e-mails' are the checkout feature's (page).
 */
const none: NoStrings = {};
export const confirmation = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: none, de: none, en: none },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
