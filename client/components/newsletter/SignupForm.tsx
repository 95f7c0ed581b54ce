import { useState, type FormEvent } from "react";
import { subscribeNewsletter } from "../../api/newsletter";
import { ApiError } from "../../api/errors";
import { useI18n } from "../../i18n/translate";
import type { PopupStrings } from "./popup-strings";

export interface SignupFormProps {
  /** Unique per page. */
  id: string;
  /** The store view's newsletter page, where the form posts without JavaScript. */
  action: string;
  strings: PopupStrings;
}

// Same rule as lib/validation's validateEmail; kept here (with the field's markup written out rather
// than TextField and Button) so this lazy chunk shares no module with the page's islands: sharing
// one re-splits their chunks, and every page pays for it in the 80 KB budget.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The pop-up's sign-up (SPEC §4): a real form posting to {prefix}/newsletter; the e-mail is checked
 * inline (SPEC §5 messages) and sent through the typed API client, and the thank-you replaces the
 * form in a live region.
 */
export function SignupForm({ id, action, strings }: SignupFormProps) {
  const { t, store } = useI18n();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed">("idle");
  // A 429's own words (too many sign-ups from this connection) instead of the generic failure.
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = `${id}-email`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const invalid = value === "" ? t("form.required") : EMAIL.test(value) ? null : t("form.email");
    setProblem(invalid);
    if (invalid) return;
    setState("busy");
    try {
      await subscribeNewsletter({ email: value, storeCode: store.code });
      setState("sent");
    } catch (error) {
      setRefusal(error instanceof ApiError && error.status === 429 ? error.message : null);
      setState("failed");
    }
  };

  return (
    <div className="newsletter-form newsletter-form--dark">
      <div aria-live="polite" className="newsletter-form__status">
        {state === "sent" && <p className="newsletter-form__sent">{strings.sent}</p>}
      </div>
      {state !== "sent" && (
        <form method="post" action={action} noValidate onSubmit={(e) => void submit(e)}>
          <div className="newsletter-form__row">
            <div className={`field${problem ? " field--invalid" : ""}`}>
              <label className="field__label" htmlFor={inputId}>
                {strings.email}
              </label>
              <input
                id={inputId}
                className="field__input"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                required
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-error` : undefined}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              {problem && (
                <p className="field__error" id={`${inputId}-error`} role="alert">
                  {problem}
                </p>
              )}
            </div>
            <button type="submit" className="btn btn--primary" disabled={state === "busy"}>
              {state === "busy" ? strings.sending : strings.submit}
            </button>
          </div>
          {state === "failed" && (
            <p className="newsletter-form__failed" role="alert">
              {refusal ?? strings.failed}
            </p>
          )}
          <p className="newsletter-form__privacy">{strings.privacy}</p>
        </form>
      )}
    </div>
  );
}
