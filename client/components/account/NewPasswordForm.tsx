import { useState, type FormEvent } from "react";
import { passwordProblem, repeatProblem } from "../../../domain/account/password-rules";
import { useTypedForm } from "../../hooks/useTypedForm";
import { Button } from "../Button";
import { createPassword } from "../../api/account";
import { useI18n } from "../../i18n/translate";
import { signedInAgain } from "../../stores/session";
import { FormMessage } from "./FormMessage";
import { PasswordField } from "./PasswordField";
import { refusal, type FieldErrors } from "./form-state";

/** SPEC §7 create-password from a reset link: a new password twice; the link works once. */
export function NewPasswordForm(props: { idPrefix: string; email: string; resetToken: string; onDone: () => void }) {
  const { t } = useI18n();
  const [{ password, repeat }, setField] = useTypedForm(
    { password: "", repeat: "" },
    { password: `${props.idPrefix}-new-password`, repeat: `${props.idPrefix}-new-repeat` },
  );
  const setPassword = (value: string) => setField("password", value);
  const setRepeat = (value: string) => setField("repeat", value);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: FieldErrors = {};
    const problem = passwordProblem(password);
    if (problem) next.password = t(problem);
    const again = repeatProblem(password, repeat);
    if (again) next.repeat = t(again);
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await createPassword({ email: props.email, newPassword: password, resetToken: props.resetToken });
      await signedInAgain();
      props.onDone();
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"), { newPassword: "password" });
      setErrors(outcome.fields);
      setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" method="post" onSubmit={(e) => void submit(e)} noValidate>
      <FormMessage text={message} tone="danger" />
      <PasswordField
        id={`${props.idPrefix}-new-password`}
        label={t("account.field.newPassword")}
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={t("account.passwordHint")}
        autoComplete="new-password"
      />
      <PasswordField
        id={`${props.idPrefix}-new-repeat`}
        label={t("account.field.repeat")}
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        autoComplete="new-password"
      />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {t("account.create.submit")}
      </Button>
    </form>
  );
}
