import type { FeatureMessages } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * The stores' strings: the store pages (page) and the store islands' — opening state, "use my
 * location", the product page's in-store stock panel (ui, loaded with those islands only).
 */
export const stores = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<typeof uiEn, typeof pageEn>;
