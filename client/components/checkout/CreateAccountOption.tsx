import { useEffect, useState } from "react";
import { passwordProblem } from "../../../domain/account/password-rules";
import { PasswordField } from "../account/PasswordField";
import { onDemandLoaders } from "../../i18n/messages";
import { createTranslator, I18nContext, type I18n } from "../../i18n/translate";
import type { UiMessages } from "../../i18n/messages/types";
import { useWithMessages } from "../../i18n/with-messages";

export interface CreateAccountChoice {
  createAccount: boolean;
  password: string;
}

// The password strings (messages/password) come with this part, not with the checkout's island: only
// a visitor who may make an account needs them, and the checkout is at its JS budget.
const PASSWORD = onDemandLoaders("password");

/**
 * The SPEC §5 problem of the chosen password in the page's language, or null (no account wanted, or
 * a good password). Its words are the password strings, which load here; "form.required" is one of
 * every page's, which the page's own translator has.
 */
export async function accountProblem(choice: CreateAccountChoice, page: I18n): Promise<string | null> {
  const key = choice.createAccount ? passwordProblem(choice.password) : null;
  if (!key) return null;
  const { ui } = await PASSWORD[page.store.code]();
  return key in ui ? createTranslator(ui as unknown as UiMessages)(key) : page.t(key);
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
  const i18n = useWithMessages(PASSWORD);
  const [visitor, setVisitor] = useState(false);
  useEffect(() => {
    void import("../../stores/user").then(({ $user }) => setVisitor($user.get() === null));
  }, []);
  if (!visitor || !i18n) return null;
  const { t } = i18n;
  return (
    <I18nContext.Provider value={i18n}>
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
    </I18nContext.Provider>
  );
}
