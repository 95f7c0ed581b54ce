import type { StoreCode } from "../store-views";
import { pageDe } from "./page.de";
import { pageEn } from "./page.en";
import { pageNl } from "./page.nl";
import type { Messages } from "./types";
import { uiDe } from "./ui.de";
import { uiEn } from "./ui.en";
import { uiNl } from "./ui.nl";

/** Every string of every language, for the server, which renders all store views. */
export const ALL_MESSAGES: Record<StoreCode, Messages> = {
  nl: { ...uiNl, ...pageNl },
  de: { ...uiDe, ...pageDe },
  en: { ...uiEn, ...pageEn },
};
