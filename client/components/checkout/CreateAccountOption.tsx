import { useEffect, useState } from "react";
import { passwordProblem, type PasswordMessage } from "../../../domain/account/password-rules";
import { PasswordField } from "../account/PasswordField";
import { useI18n } from "../../i18n/translate";

export interface CreateAccountChoice {
  createAccount: boolean;
  password: string;
}

/** The SPEC §5 problem of the chosen password, or null (no account wanted, or a good password). */
export function accountProblem(choice: CreateAccountChoice): PasswordMessage | null {
  return choice.createAccount ? passwordProblem(choice.password) : null;
}

/**
 * SPEC §3 checkout personal details "createAccount, password" (issue 8 point 6): a visitor may make an
 * account with the order. Hidden for a customer who is already signed in. Loaded lazily by the
 * checkout (it is not on the page's critical path and the page is at its JS budget).
 */
export default function CreateAccountOption({
  value,
  error,
  disabled,
  onChange,
}: {
  value: CreateAccountChoice;
  error?: string | null;
  disabled?: boolean;
  onChange: (value: CreateAccountChoice) => void;
}) {
  const { t } = useI18n();
  const [visitor, setVisitor] = useState(false);
  useEffect(() => {
    void import("../../stores/user").then(({ $user }) => setVisitor($user.get() === null));
  }, []);
  if (!visitor) return null;
  return (
    <div className="checkout-account">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={value.createAccount}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, createAccount: e.target.checked })}
        />
        <span>{t("account.checkout.create")}</span>
      </label>
      {value.createAccount && (
        <PasswordField
          id="checkout-password"
          label={t("account.field.password")}
          value={value.password}
          onChange={(password) => onChange({ ...value, password })}
          error={error}
          hint={t("account.passwordHint")}
          autoComplete="new-password"
        />
      )}
    </div>
  );
}
