import { Island } from "../../island";
import NewsletterPopup from "../../islands/NewsletterPopup";
import { storePath } from "../../../domain/urls";
import { useI18n } from "../../i18n/translate";

/** SPEC §2 default layout's newsletter pop-up (§4): only its timer loads with the page. */
export function PopupIsland({ delayMs }: { delayMs?: number }) {
  const { t, store } = useI18n();
  const strings = {
    eyebrow: t("newsletter.title"),
    title: t("newsletter.popup.title"),
    text: t("newsletter.popup.text"),
    close: t("newsletter.popup.close"),
    noThanks: t("newsletter.popup.noThanks"),
    email: t("newsletter.email"),
    submit: t("newsletter.submit"),
    sending: t("newsletter.sending"),
    sent: t("newsletter.sent"),
    failed: t("newsletter.failed"),
    privacy: t("newsletter.privacy"),
  };
  return (
    <Island
      name="NewsletterPopup"
      component={NewsletterPopup}
      props={{ delayMs, action: storePath(store.code, "/newsletter"), strings }}
      hydrate="idle"
    />
  );
}
