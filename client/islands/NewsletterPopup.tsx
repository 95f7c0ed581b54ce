import { useEffect, useState, type ComponentType } from "react";
import {
  NEWSLETTER_POPUP_COOKIE,
  NEWSLETTER_POPUP_COOKIE_DAYS,
  NEWSLETTER_POPUP_DELAY_MS,
} from "../../schema/constants";
import type { NewsletterDialogProps } from "../components/newsletter/NewsletterDialog";

export interface NewsletterPopupProps {
  /** SPEC §9: 20 s; configurable (NEWSLETTER_POPUP_DELAY_MS) so a browser test need not wait. */
  delayMs?: number;
}

/** SPEC §4: never on checkout or checkout-return (under any store prefix). */
const EXCLUDED = /^(?:\/(?:de|en))?\/(?:checkout|checkout-return|newsletter)(?:\/|$)/;

/**
 * SPEC §4 newsletter pop-up: not shown when its cookie exists; otherwise after the delay (not on
 * checkout or checkout-return) it appears and sets the cookie for 31 days. This island is only the
 * timer: the dialog and its form load when it is due, so pages pay a few hundred bytes for it.
 */
export default function NewsletterPopup({ delayMs = NEWSLETTER_POPUP_DELAY_MS }: NewsletterPopupProps) {
  const [Dialog, setDialog] = useState<ComponentType<NewsletterDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (EXCLUDED.test(location.pathname)) return undefined;
    if (document.cookie.split("; ").some((c) => c.startsWith(`${NEWSLETTER_POPUP_COOKIE}=`))) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${NEWSLETTER_POPUP_COOKIE}=1; Max-Age=${NEWSLETTER_POPUP_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
      void import("../components/newsletter/NewsletterDialog").then((module) => {
        if (cancelled) return;
        setDialog(() => module.NewsletterDialog);
        setOpen(true);
      });
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [delayMs]);

  return Dialog && open ? <Dialog onClose={() => setOpen(false)} /> : null;
}
