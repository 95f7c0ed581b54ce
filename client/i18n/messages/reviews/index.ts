import type { FeatureMessages } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** The review strings (summary, list, review modal, API answers) in every language. */
export const reviews = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<typeof uiEn, typeof pageEn>;
