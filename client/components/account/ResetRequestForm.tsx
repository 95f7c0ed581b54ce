import { useState, type FormEvent } from "react";
import { useTypedForm } from "../../hooks/useTypedForm";
import { Button } from "../Button";
import { TextField } from "../TextField";
import { requestPasswordReset } from "../../api/account";
import { useI18n } from "../../i18n/translate";
import { validateEmail } from "../../lib/validation";
import { FormMessage } from "./FormMessage";
import { refusal, type FieldErrors } from "./form-state";

/** SPEC §7 reset-password: asks for a link; the answer is the same whether or not the address has an account. */
export function ResetRequestForm({ idPrefix, onBack }: { idPrefix: string; onBack: () => void }) {
  const { t } = useI18n();
  const [{ email }, setField] = useTypedForm({ email: "" }, { email: `${idPrefix}-reset-email` });
  const setEmail = (value: string) => setField("email", value);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; tone: "danger" | "success" } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email, true);
    setErrors(problem ? { email: t(problem) } : {});
    if (problem) return;
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await requestPasswordReset(email.trim()), tone: "success" });
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"));
      setErrors(outcome.fields);
      if (outcome.message) setMessage({ text: outcome.message, tone: "danger" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="account-form__intro">{t("account.reset.intro")}</p>
      <FormMessage text={message?.text ?? null} tone={message?.tone ?? "success"} />
      <TextField
        id={`${idPrefix}-reset-email`}
        name="email"
        type="email"
        label={t("account.field.email")}
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {t("account.reset.submit")}
      </Button>
      <button type="button" className="link-button" onClick={onBack}>
        {t("account.reset.back")}
      </button>
    </form>
  );
}
