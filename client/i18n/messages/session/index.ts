import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** Session and wishlist browser strings every page needs (logged-out notice, authentication modal title, hearts) in every language; no page strings. */
export const session = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: {}, de: {}, en: {} },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
