import { useCallback, useRef, useState } from "react";
import { MODAL_CLOSE_ANIMATION_MS } from "../../../schema/constants";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { useScrollLock } from "../../hooks/useScrollLock";
import type { PopupStrings } from "./popup-strings";
import { SignupForm } from "./SignupForm";

export interface NewsletterDialogProps {
  /** The store view's newsletter page (the form's no-JavaScript target). */
  action: string;
  strings: PopupStrings;
  onClose: () => void;
}

/**
 * The newsletter pop-up's dialog (SPEC §4), loaded only when it is due: labelled by its title,
 * focus kept inside, Escape, the close button, "No, thank you" and the overlay close it.
 */
export default function NewsletterDialog({ action, strings, onClose }: NewsletterDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const close = useCallback(() => {
    setClosing(true);
    setTimeout(onClose, MODAL_CLOSE_ANIMATION_MS);
  }, [onClose]);
  useFocusTrap(dialog, !closing, close);
  useScrollLock(true);

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
        <button type="button" className="icon-btn newsletter-popup__close" aria-label={strings.close} onClick={close}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </button>
        <p className="newsletter-popup__eyebrow">{strings.eyebrow}</p>
        <h2 className="newsletter-popup__title" id="newsletter-popup-title">
          {strings.title}
        </h2>
        <p className="newsletter-popup__text" id="newsletter-popup-text">
          {strings.text}
        </p>
        <SignupForm id="newsletter-popup" action={action} strings={strings} />
        <button type="button" className="newsletter-popup__decline" onClick={close}>
          {strings.noThanks}
        </button>
      </div>
    </div>
  );
}
