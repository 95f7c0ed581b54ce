import type { FeatureMessages } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * Compare's strings (issue 32.2): the toggle and notices every listing and product page needs (ui,
 * in the every-page chunk: a few words), and the compare page's, which its island gets as props.
 */
export const compare = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<typeof uiEn, typeof pageEn>;
