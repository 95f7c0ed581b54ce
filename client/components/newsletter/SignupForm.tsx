import { useState, type FormEvent } from "react";
import { storePath } from "../../../domain/urls";
import { subscribeNewsletter } from "../../api/newsletter";
import { useI18n } from "../../i18n/translate";
import { validateEmail } from "../../lib/validation";
import { Button } from "../Button";
import { TextField } from "../TextField";

export interface SignupFormProps {
  /** Unique per page: the footer and the pop-up each have their own form. */
  id: string;
  /** "light" on the dark footer. */
  tone?: "light" | "dark";
  /** Called once the sign-up was accepted (the pop-up keeps its thank-you visible). */
  onSent?: () => void;
}

/**
 * The newsletter sign-up (SPEC §4): a real form posting to {prefix}/newsletter, so it works
 * without JavaScript; with it, the e-mail is checked inline (SPEC §5 messages) and sent through the
 * typed API client, and the thank-you replaces the form in a live region.
 */
export function SignupForm({ id, tone = "dark", onSent }: SignupFormProps) {
  const { t, store } = useI18n();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed">("idle");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateEmail(email, true);
    setProblem(invalid ? t(invalid) : null);
    if (invalid) return;
    setState("busy");
    try {
      await subscribeNewsletter({ email: email.trim(), storeCode: store.code });
      setState("sent");
      onSent?.();
    } catch {
      setState("failed");
    }
  };

  return (
    <div className={`newsletter-form newsletter-form--${tone}`}>
      <div aria-live="polite" className="newsletter-form__status">
        {state === "sent" && <p className="newsletter-form__sent">{t("newsletter.sent")}</p>}
      </div>
      {state !== "sent" && (
        <form method="post" action={storePath(store.code, "/newsletter")} noValidate onSubmit={(e) => void submit(e)}>
          <div className="newsletter-form__row">
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
              label={t("newsletter.email")}
              value={email}
              error={problem}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="primary" light={tone === "light"} disabled={state === "busy"}>
              {state === "busy" ? t("newsletter.sending") : t("newsletter.submit")}
            </Button>
          </div>
          {state === "failed" && (
            <p className="newsletter-form__failed" role="alert">
              {t("newsletter.failed")}
            </p>
          )}
          <p className="newsletter-form__privacy">{t("newsletter.privacy")}</p>
        </form>
      )}
    </div>
  );
}
