import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * The password fields' strings and the SPEC §5 password rules, apart from the rest of the account's:
 * the checkout's "create an account" needs these few, not the account's whole chunk (its JS budget).
 */
export const password = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: {}, de: {}, en: {} },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
