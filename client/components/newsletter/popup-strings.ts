import type { StoreCode } from "../../../domain/store-views";

/** The pop-up's words (no language chunk carries them: i18n/messages/newsletter/popup.*.ts). */
export interface PopupStrings {
  eyebrow: string;
  title: string;
  text: string;
  close: string;
  noThanks: string;
  email: string;
  submit: string;
  sending: string;
  sent: string;
  failed: string;
  privacy: string;
}

/**
 * The pop-up's words in a store view's language, fetched with its dialog when it is due: one small
 * chunk per language, not some 650 bytes of island props in every page (issue 35).
 */
export const loadPopupStrings: Record<StoreCode, () => Promise<PopupStrings>> = {
  nl: () => import("../../i18n/messages/newsletter/popup.nl").then((m) => m.popup),
  de: () => import("../../i18n/messages/newsletter/popup.de").then((m) => m.popup),
  en: () => import("../../i18n/messages/newsletter/popup.en").then((m) => m.popup),
};
