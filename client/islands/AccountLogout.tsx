import { useState } from "react";
import { useI18n } from "../i18n/translate";
import { logout } from "../stores/session";

/** The account page's sign-out (SPEC §4 logout: "You're logged out" on the login page it lands on). */
export default function AccountLogout() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="account-logout link-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {t("account.logout")}
    </button>
  );
}
