import { useEffect, useId, useRef, useState } from "react";
import { loadConsentStrings, type ConsentStrings } from "../components/consent/consent-strings";
import { applyConsent, resumeConsent, type Purposes } from "../analytics/consent";
import { useI18n } from "../i18n/translate";

export interface ConsentBannerProps {
  /** GTM_CONTAINER_ID, when the shop has a tag manager. */
  gtm?: string;
}

const OPTIONAL = ["preferences", "statistics", "marketing"] as const;
const NONE: Purposes = { preferences: false, statistics: false, marketing: false };
const ALL: Purposes = { preferences: true, statistics: true, marketing: true };

/**
 * The consent banner (issue 34): shown over the foot of the page (fixed, so nothing moves) until the
 * shopper chooses; "Reject all" sits beside "Accept all" and weighs the same; "Choose per purpose"
 * opens a checkbox per purpose. Any button in the page marked `data-consent-open` (the footer's
 * "Cookie settings") opens it again, with the stored choice ticked, and focus returns there after.
 * Its words come with it (banner.*.ts), only when it shows.
 */
export default function ConsentBanner({ gtm }: ConsentBannerProps) {
  const { store } = useI18n();
  const [open, setOpen] = useState(false);
  const [strings, setStrings] = useState<ConsentStrings | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [purposes, setPurposes] = useState<Purposes>(NONE);
  const opener = useRef<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const stored = resumeConsent(gtm);
    if (stored)
      setPurposes({ preferences: stored.preferences, statistics: stored.statistics, marketing: stored.marketing });
    else setOpen(true);
    const reopen = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.("[data-consent-open]");
      if (!button) return;
      event.preventDefault();
      opener.current = button as HTMLElement;
      setChoosing(true);
      setOpen(true);
    };
    document.addEventListener("click", reopen);
    return () => document.removeEventListener("click", reopen);
  }, [gtm]);

  useEffect(() => {
    if (open && !strings) void loadConsentStrings[store.code]().then(setStrings, () => setOpen(false));
  }, [open, strings, store.code]);

  // Reopened on purpose: focus moves into the banner (first shown, it waits for the shopper).
  useEffect(() => {
    if (open && strings && opener.current)
      box.current?.querySelector<HTMLElement>("input:not(:disabled), button")?.focus();
  }, [open, strings]);

  if (!open || !strings) return null;

  const decide = (chosen: Purposes) => {
    applyConsent(chosen, gtm);
    setPurposes(chosen);
    setOpen(false);
    setChoosing(false);
    opener.current?.focus();
    opener.current = null;
  };
  const close = () => {
    if (!opener.current) return;
    setOpen(false);
    opener.current.focus();
    opener.current = null;
  };

  return (
    <div
      ref={box}
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(e) => e.key === "Escape" && close()}
    >
      <h2 className="consent__title" id={`${id}-title`}>
        {strings.title}
      </h2>
      <p className="consent__text" id={`${id}-text`}>
        {strings.text}
      </p>
      {choosing && (
        <fieldset className="consent__purposes">
          <legend className="visually-hidden">{strings.purposes}</legend>
          <label className="consent__purpose">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{strings.necessary}</strong> ({strings.alwaysOn}) — {strings.necessaryText}
            </span>
          </label>
          {OPTIONAL.map((purpose) => (
            <label key={purpose} className="consent__purpose">
              <input
                type="checkbox"
                name={purpose}
                checked={purposes[purpose]}
                onChange={(e) => setPurposes((p) => ({ ...p, [purpose]: e.target.checked }))}
              />
              <span>
                <strong>{strings[purpose]}</strong> — {strings[`${purpose}Text`]}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent__actions">
        <button type="button" className="btn btn--secondary" onClick={() => decide(NONE)}>
          {strings.reject}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => decide(ALL)}>
          {strings.accept}
        </button>
        {choosing ? (
          <button type="button" className="btn btn--primary" onClick={() => decide(purposes)}>
            {strings.save}
          </button>
        ) : (
          <button type="button" className="btn btn--tertiary consent__choose" onClick={() => setChoosing(true)}>
            {strings.choose}
          </button>
        )}
      </div>
    </div>
  );
}
