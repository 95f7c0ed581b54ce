import type { StoreCode } from "../../../domain/store-views";

/** The consent banner's words (no language chunk carries them: i18n/messages/consent/banner.*.ts). */
export interface ConsentStrings {
  title: string;
  text: string;
  accept: string;
  reject: string;
  choose: string;
  save: string;
  purposes: string;
  necessary: string;
  necessaryText: string;
  preferences: string;
  preferencesText: string;
  statistics: string;
  statisticsText: string;
  marketing: string;
  marketingText: string;
  alwaysOn: string;
  saved: string;
}

/** The banner's words in a store view's language, fetched with the banner when it is due. */
export const loadConsentStrings: Record<StoreCode, () => Promise<ConsentStrings>> = {
  nl: () => import("../../i18n/messages/consent/banner.nl").then((m) => m.banner),
  de: () => import("../../i18n/messages/consent/banner.de").then((m) => m.banner),
  en: () => import("../../i18n/messages/consent/banner.en").then((m) => m.banner),
};
