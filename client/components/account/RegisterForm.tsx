import { useState, type FormEvent } from "react";
import { nameProblem, passwordProblem, repeatProblem } from "../../../domain/account/password-rules";
import { useTypedForm } from "../../hooks/useTypedForm";
import { Button } from "../Button";
import { TextField } from "../TextField";
import { useI18n } from "../../i18n/translate";
import { validateEmail } from "../../lib/validation";
import { register } from "../../stores/session";
import { FormMessage } from "./FormMessage";
import { PasswordField } from "./PasswordField";
import { refusal, type FieldErrors } from "./form-state";

/** Registration (SPEC §7 create): names, e-mail, password twice, with the SPEC §5 messages beside each field. */
export function RegisterForm({ idPrefix, onDone }: { idPrefix: string; onDone: () => void }) {
  const { t } = useI18n();
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [form, setField] = useTypedForm(
    { firstname: "", lastname: "", email: "", password: "", repeat: "" },
    {
      firstname: `${idPrefix}-firstname`,
      lastname: `${idPrefix}-lastname`,
      email: `${idPrefix}-email`,
      password: `${idPrefix}-password`,
      repeat: `${idPrefix}-repeat`,
    },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setField(field, value);

  function check(): FieldErrors {
    const next: FieldErrors = {};
    const first = nameProblem(form.firstname);
    if (first) next.firstname = t(first);
    const last = nameProblem(form.lastname);
    if (last) next.lastname = t(last);
    const email = validateEmail(form.email, true);
    if (email) next.email = t(email);
    const password = passwordProblem(form.password);
    if (password) next.password = t(password);
    const repeat = repeatProblem(form.password, form.repeat);
    if (repeat) next.repeat = t(repeat);
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = check();
    setErrors(next);
    setMessage(Object.keys(next).length > 0 ? t("form.fixErrors") : null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await register({
        email: form.email.trim(),
        firstname: form.firstname,
        lastname: form.lastname,
        password: form.password,
      });
      onDone();
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"), {
        "customer.email": "email",
        "customer.firstname": "firstname",
        "customer.lastname": "lastname",
      });
      setErrors(outcome.fields);
      // Registration never says whether the address had an account: a failed sign-in after it says the same.
      setMessage(outcome.message ?? (Object.keys(outcome.fields).length > 0 ? t("form.fixErrors") : null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" method="post" onSubmit={(e) => void submit(e)} noValidate>
      <FormMessage text={message} tone="danger" />
      <div className="account-form__row">
        <TextField
          id={`${idPrefix}-firstname`}
          name="firstname"
          label={t("account.field.firstname")}
          autoComplete="given-name"
          required
          value={form.firstname}
          error={errors.firstname}
          onChange={(e) => set("firstname")(e.target.value)}
        />
        <TextField
          id={`${idPrefix}-lastname`}
          name="lastname"
          label={t("account.field.lastname")}
          autoComplete="family-name"
          required
          value={form.lastname}
          error={errors.lastname}
          onChange={(e) => set("lastname")(e.target.value)}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t("account.field.email")}
        autoComplete="email"
        required
        value={form.email}
        error={errors.email}
        onChange={(e) => set("email")(e.target.value)}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t("account.field.password")}
        value={form.password}
        onChange={set("password")}
        error={errors.password}
        hint={t("account.passwordHint")}
        autoComplete="new-password"
      />
      <PasswordField
        id={`${idPrefix}-repeat`}
        label={t("account.field.repeat")}
        value={form.repeat}
        onChange={set("repeat")}
        error={errors.repeat}
        autoComplete="new-password"
      />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t("account.saving") : t("account.register.submit")}
      </Button>
    </form>
  );
}
