import { useCallback, useRef, useState } from "react";
import { MODAL_CLOSE_ANIMATION_MS } from "../../../schema/constants";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useI18n } from "../../i18n/translate";
import { Icon } from "../Icon";
import { SignupForm } from "./SignupForm";

export interface NewsletterDialogProps {
  onClose: () => void;
}

/**
 * The newsletter pop-up's dialog (SPEC §4), loaded only when it is due: labelled by its title,
 * focus kept inside, Escape, the close button, "No, thank you" and the overlay close it.
 */
export function NewsletterDialog({ onClose }: NewsletterDialogProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => {
    setClosing(true);
    setTimeout(onClose, MODAL_CLOSE_ANIMATION_MS);
  }, [onClose]);
  useFocusTrap(dialog, !closing, close);

  return (
    <div className={`newsletter-popup${closing ? " is-closing" : ""}`}>
      <div className="overlay" onClick={close} aria-hidden="true" />
      <div
        ref={dialog}
        className="newsletter-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="newsletter-popup-title"
        aria-describedby="newsletter-popup-text"
        tabIndex={-1}
      >
        <button
          type="button"
          className="icon-btn newsletter-popup__close"
          aria-label={t("newsletter.popup.close")}
          onClick={close}
        >
          <Icon name="close" />
        </button>
        <p className="newsletter-popup__eyebrow">{t("newsletter.title")}</p>
        <h2 className="newsletter-popup__title" id="newsletter-popup-title">
          {t("newsletter.popup.title")}
        </h2>
        <p className="newsletter-popup__text" id="newsletter-popup-text">
          {t("newsletter.popup.text")}
        </p>
        <SignupForm id="newsletter-popup" />
        <button type="button" className="newsletter-popup__decline" onClick={close}>
          {t("newsletter.popup.noThanks")}
        </button>
      </div>
    </div>
  );
}
