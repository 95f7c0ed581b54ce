import type { FeatureMessages, NoStrings } from "../types";
import { page as pageDe } from "./page.de";
import { page as pageEn } from "./page.en";
import { page as pageNl } from "./page.nl";

/**
 * Compare's strings (issue 32.2), all rendered by the server: the compare page's (its island gets
 * them as props) and the API's. The toggle's few words live in toggle.*.ts, which a tile's toggle
 * fetches with the compare store, so no page downloads them with its every-page strings.
 */
export const compare = {
  ui: { nl: {}, de: {}, en: {} },
  page: { nl: pageNl, de: pageDe, en: pageEn },
} satisfies FeatureMessages<NoStrings, typeof pageEn>;
