import { lazy, Suspense, useEffect, useState } from "react";
import {
  NEWSLETTER_POPUP_COOKIE,
  NEWSLETTER_POPUP_COOKIE_DAYS,
  NEWSLETTER_POPUP_DELAY_MS,
} from "../../schema/constants";
import { loadPopupStrings, type PopupStrings } from "../components/newsletter/popup-strings";
import { useI18n } from "../i18n/translate";

export interface NewsletterPopupProps {
  /** SPEC §9: 20 s; configurable (NEWSLETTER_POPUP_DELAY_MS) so a browser test need not wait. */
  delayMs?: number;
  /** The store view's newsletter page. */
  action: string;
}

// The dialog and its form are their own chunk, fetched only when the pop-up is due.
const NewsletterDialog = lazy(() => import("../components/newsletter/NewsletterDialog"));

/**
 * SPEC §4 newsletter pop-up: not shown when its cookie exists; otherwise after the delay it appears
 * and sets the cookie for 31 days. Only the default layout has it, so never on checkout,
 * checkout-return (checkout layout) or the newsletter's own pages (minimal layout). This island is
 * only the timer, so pages pay a few hundred bytes for it.
 */
export default function NewsletterPopup({ delayMs = NEWSLETTER_POPUP_DELAY_MS, action }: NewsletterPopupProps) {
  const { store } = useI18n();
  const [open, setOpen] = useState(false);
  // Its words, fetched with the dialog when it is due (not in every page's props).
  const [strings, setStrings] = useState<PopupStrings | null>(null);
  useEffect(() => {
    if (document.cookie.includes(`${NEWSLETTER_POPUP_COOKIE}=`)) return undefined;
    const timer = setTimeout(() => {
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${NEWSLETTER_POPUP_COOKIE}=1; Max-Age=${NEWSLETTER_POPUP_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
      setOpen(true);
      void loadPopupStrings[store.code]().then(setStrings, () => setOpen(false));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, store.code]);
  return open && strings ? (
    <Suspense fallback={null}>
      <NewsletterDialog action={action} strings={strings} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
