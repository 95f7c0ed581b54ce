import { useState, type FormEvent } from "react";
import { useTypedForm } from "../../hooks/useTypedForm";
import { Button } from "../Button";
import { TextField } from "../TextField";
import { useI18n } from "../../i18n/translate";
import { validateEmail } from "../../lib/validation";
import { login } from "../../stores/session";
import { FormMessage } from "./FormMessage";
import { PasswordField } from "./PasswordField";
import { refusal, type FieldErrors } from "./form-state";

interface LoginFormProps {
  idPrefix: string;
  onDone: () => void;
  onForgot: () => void;
}

/** SPEC §7 login: e-mail and password; one message for every wrong pair, 429 says how long to wait. */
export function LoginForm({ idPrefix, onDone, onForgot }: LoginFormProps) {
  const { t } = useI18n();
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [{ email, password }, setField] = useTypedForm(
    { email: "", password: "" },
    { email: `${idPrefix}-email`, password: `${idPrefix}-password` },
  );
  const setEmail = (value: string) => setField("email", value);
  const setPassword = (value: string) => setField("password", value);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailProblem = validateEmail(email, true);
    const next: FieldErrors = {};
    if (emailProblem) next.email = t(emailProblem);
    if (!password) next.password = t("form.required");
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await login(email.trim(), password);
      onDone();
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"), { username: "email" });
      setErrors(outcome.fields);
      setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" method="post" onSubmit={(e) => void submit(e)} noValidate>
      <FormMessage text={message} tone="danger" />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t("account.field.email")}
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t("account.field.password")}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      <button type="button" className="link-button account-form__forgot" onClick={onForgot}>
        {t("account.login.forgot")}
      </button>
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t("account.saving") : t("account.login.submit")}
      </Button>
    </form>
  );
}
