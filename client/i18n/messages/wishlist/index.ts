import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** The wishlist's browser strings (hearts on listings and product pages) in every language; no page strings. */
export const wishlist = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: {}, de: {}, en: {} },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
