import { useEffect, useRef, useState, type FormEvent } from "react";
import { getMailToken, sendContactEmail } from "../api/content";
import { ApiError } from "../api/errors";
import { TextField } from "../components/TextField";
import { useTypedForm } from "../hooks/useTypedForm";
import { useI18n } from "../i18n/translate";
import { validateEmail } from "../lib/validation";

export interface ContactFormProps {
  title?: string;
}

type Status = "idle" | "sending" | "sent" | "failed" | "too-fast";

/**
 * The contact form (issue 6b): fetches the mail service's anti-abuse token when shown, then posts
 * the message through `send-email` into the outbox. A hidden field catches bots.
 */
export default function ContactForm({ title }: ContactFormProps) {
  const { t, store } = useI18n();
  const token = useRef<Promise<string> | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  // The server's own words for a refusal the shopper can act on (a used form, too many messages).
  const [refusal, setRefusal] = useState<string | null>(null);
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [fields, setField] = useTypedForm(
    { name: "", email: "", subject: "", message: "", website: "" },
    {
      name: "contact-name",
      email: "contact-email",
      subject: "contact-subject",
      message: "contact-message",
      website: "contact-website",
    },
  );
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    token.current = getMailToken({}).then((r) => r.token);
    token.current.catch(() => undefined);
  }, []);
  const emailProblem = validateEmail(fields.email, true);
  const problems = {
    name: fields.name.trim() ? null : t("contact.required"),
    email: emailProblem ? t(emailProblem === "form.required" ? "contact.required" : "contact.invalidEmail") : null,
    message: fields.message.trim() ? null : t("contact.required"),
  };
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setField(name, e.target.value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problems.name || problems.email || problems.message) return;
    setStatus("sending");
    try {
      const mailToken = await (token.current ?? getMailToken({}).then((r) => r.token));
      await sendContactEmail({ ...fields, token: mailToken, storeCode: store.code });
      setStatus("sent");
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 409 || error.errorCode === "TOO_MANY_REQUESTS");
      setRefusal(refused ? error.message : null);
      setStatus(error instanceof ApiError && error.status === 429 && !refused ? "too-fast" : "failed");
      token.current = getMailToken({}).then((r) => r.token);
      token.current.catch(() => undefined);
    }
  }

  if (status === "sent") {
    return (
      <p className="contact-form__done" role="status">
        {t("contact.sent")}
      </p>
    );
  }
  return (
    <form className="contact-form" noValidate onSubmit={(e) => void submit(e)}>
      {title && <h2 className="contact-form__title">{title}</h2>}
      <TextField
        id="contact-name"
        name="name"
        label={t("contact.name")}
        required
        autoComplete="name"
        maxLength={100}
        value={fields.name}
        onChange={set("name")}
        error={touched ? problems.name : null}
      />
      <TextField
        id="contact-email"
        name="email"
        type="email"
        label={t("contact.email")}
        required
        autoComplete="email"
        maxLength={254}
        value={fields.email}
        onChange={set("email")}
        error={touched ? problems.email : null}
      />
      <TextField
        id="contact-subject"
        name="subject"
        label={t("contact.subject")}
        maxLength={150}
        value={fields.subject}
        onChange={set("subject")}
      />
      <div className={`field${touched && problems.message ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="contact-message">
          {t("contact.message")}
        </label>
        <textarea
          id="contact-message"
          name="message"
          className="field__input field__input--textarea"
          rows={6}
          required
          maxLength={5000}
          value={fields.message}
          onChange={set("message")}
          aria-invalid={touched && problems.message ? true : undefined}
          aria-describedby={touched && problems.message ? "contact-message-error" : undefined}
        />
        {touched && problems.message && (
          <p className="field__error" id="contact-message-error" role="alert">
            {problems.message}
          </p>
        )}
      </div>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={set("website")}
        />
      </div>
      {(status === "failed" || status === "too-fast") && (
        <p className="field__error" role="alert">
          {refusal ?? t(status === "failed" ? "contact.failed" : "contact.tooFast")}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={status === "sending"}>
        {status === "sending" ? t("contact.sending") : t("contact.send")}
      </button>
    </form>
  );
}
