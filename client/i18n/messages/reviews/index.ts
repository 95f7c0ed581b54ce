import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** The review strings (summary, list, review modal, API answers) in every language. */
export const reviews = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: {}, de: {}, en: {} },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
