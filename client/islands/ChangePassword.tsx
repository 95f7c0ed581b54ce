import { useState, type FormEvent } from "react";
import { passwordProblem, repeatProblem } from "../../domain/account/password-rules";
import { changePassword } from "../api/account";
import { Button } from "../components/Button";
import { FormMessage } from "../components/account/FormMessage";
import { PasswordField } from "../components/account/PasswordField";
import { refusal, type FieldErrors } from "../components/account/form-state";
import { useTypedForm } from "../hooks/useTypedForm";
import { useI18n } from "../i18n/translate";
import { authorised } from "../stores/session";

/**
 * /my-account/change-password (SPEC §7 change-password): refused offline with the SPEC §8 message;
 * a failure shows the server's errorMessage. Every other session of the customer ends.
 */
export default function ChangePassword() {
  const { t } = useI18n();
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [form, setField, setForm] = useTypedForm(
    { current: "", next: "", repeat: "" },
    { current: "password-current", next: "password-new", repeat: "password-repeat" },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; tone: "danger" | "success" } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setField(field, value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!navigator.onLine) {
      setMessage({ text: t("account.offlinePassword"), tone: "danger" });
      return;
    }
    const next: FieldErrors = {};
    if (!form.current) next.current = t("form.required");
    const problem = passwordProblem(form.next);
    if (problem) next.next = t(problem);
    const repeat = repeatProblem(form.next, form.repeat);
    if (repeat) next.repeat = t(repeat);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await authorised(() => changePassword({ currentPassword: form.current, newPassword: form.next }));
      setForm({ current: "", next: "", repeat: "" });
      setMessage({ text: t("account.passwordChanged"), tone: "success" });
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"), { currentPassword: "current", newPassword: "next" });
      setErrors(outcome.fields);
      if (outcome.message) setMessage({ text: outcome.message, tone: "danger" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form account-form--narrow" method="post" onSubmit={(e) => void submit(e)} noValidate>
      <FormMessage text={message?.text ?? null} tone={message?.tone ?? "success"} />
      <PasswordField
        id="password-current"
        label={t("account.field.currentPassword")}
        value={form.current}
        onChange={set("current")}
        error={errors.current}
        autoComplete="current-password"
      />
      <PasswordField
        id="password-new"
        label={t("account.field.newPassword")}
        value={form.next}
        onChange={set("next")}
        error={errors.next}
        hint={t("account.passwordHint")}
        autoComplete="new-password"
      />
      <PasswordField
        id="password-repeat"
        label={t("account.field.repeat")}
        value={form.repeat}
        onChange={set("repeat")}
        error={errors.repeat}
        autoComplete="new-password"
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t("account.saving") : t("account.password.submit")}
      </Button>
    </form>
  );
}
