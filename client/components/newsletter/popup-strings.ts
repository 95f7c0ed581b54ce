import type { StoreCode } from "../../../domain/store-views";
import type { page as english } from "../../i18n/messages/newsletter/page.en";
import type { Translation } from "../../i18n/messages/types";

/** The pop-up's words (no language chunk carries the newsletter's strings). */
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

/** The pop-up's words from the newsletter's strings in one language. */
export function popupStrings(m: Translation<typeof english>): PopupStrings {
  return {
    eyebrow: m["newsletter.title"],
    title: m["newsletter.popup.title"],
    text: m["newsletter.popup.text"],
    close: m["newsletter.popup.close"],
    noThanks: m["newsletter.popup.noThanks"],
    email: m["newsletter.email"],
    submit: m["newsletter.submit"],
    sending: m["newsletter.sending"],
    sent: m["newsletter.sent"],
    failed: m["newsletter.failed"],
    privacy: m["newsletter.privacy"],
  };
}

/**
 * The pop-up's words in a store view's language, fetched with its dialog when it is due: one small
 * chunk per language, not some 650 bytes of island props in every page (issue 35).
 */
export const loadPopupStrings: Record<StoreCode, () => Promise<PopupStrings>> = {
  nl: () => import("../../i18n/messages/newsletter/page.nl").then((m) => popupStrings(m.page)),
  de: () => import("../../i18n/messages/newsletter/page.de").then((m) => popupStrings(m.page)),
  en: () => import("../../i18n/messages/newsletter/page.en").then((m) => popupStrings(m.page)),
};
