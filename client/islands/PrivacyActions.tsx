import { useState, type FormEvent } from "react";
import { storePath } from "../../domain/urls";
import { deleteAccount } from "../api/account";
import { Button } from "../components/Button";
import { FormMessage } from "../components/account/FormMessage";
import { PasswordField } from "../components/account/PasswordField";
import { refusal } from "../components/account/form-state";
import { useI18n } from "../i18n/translate";
import { authorised, logout } from "../stores/session";

/**
 * Privacy rights (GDPR, issue 9 point 10): download everything kept about the customer as JSON,
 * or delete the account after confirming with the password (orders stay, anonymised).
 */
export default function PrivacyActions() {
  const { t, store } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function erase(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t("form.required"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await authorised(() => deleteAccount(password));
      await logout({ silent: true, navigate: false });
      location.assign(`${storePath(store.code, "/login/")}?deleted=1`);
    } catch (failure) {
      const outcome = refusal(failure, t("account.somethingWrong"));
      setError(outcome.fields.password ?? outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="privacy-actions">
      <a className="btn btn--secondary btn--small" href={`/api/user/export?storeCode=${store.code}`} download>
        {t("account.privacy.download")}
      </a>
      {!confirming ? (
        <button type="button" className="link-button privacy-actions__delete" onClick={() => setConfirming(true)}>
          {t("account.privacy.delete")}
        </button>
      ) : (
        <form
          className="account-form privacy-actions__confirm"
          method="post"
          onSubmit={(e) => void erase(e)}
          noValidate
        >
          <p>{t("account.privacy.confirm")}</p>
          <FormMessage text={error} tone="danger" />
          <PasswordField
            id="privacy-password"
            label={t("account.field.password")}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <div className="account-form__actions">
            <Button type="submit" className="btn--danger" disabled={busy} aria-busy={busy}>
              {t("account.privacy.confirmButton")}
            </Button>
            <Button variant="tertiary" onClick={() => setConfirming(false)}>
              {t("account.addresses.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
