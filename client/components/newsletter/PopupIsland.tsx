import { Island } from "../../island";
import NewsletterPopup from "../../islands/NewsletterPopup";
import { storePath } from "../../../domain/urls";
import { useI18n } from "../../i18n/translate";

/** SPEC §2 default layout's newsletter pop-up (§4): only its timer loads with the page; its words come with its dialog. */
export function PopupIsland({ delayMs }: { delayMs?: number }) {
  const { store } = useI18n();
  return (
    <Island
      name="NewsletterPopup"
      component={NewsletterPopup}
      props={{ delayMs, action: storePath(store.code, "/newsletter") }}
      hydrate="idle"
    />
  );
}
