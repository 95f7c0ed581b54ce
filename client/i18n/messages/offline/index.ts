import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/** Offline strings every page needs (update notice, queued changes) and the service worker's offline page; no page strings. */
export const offline = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: {}, de: {}, en: {} },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
