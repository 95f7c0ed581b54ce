import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** The cart's strings (microcart and the SPEC §8 cart messages) in every language; no page strings yet. */
export const cart = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: {}, de: {}, en: {} },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
