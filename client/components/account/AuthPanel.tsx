import { useState } from "react";
import { useI18n } from "../../i18n/translate";
import { LoginForm } from "./LoginForm";
import { NewPasswordForm } from "./NewPasswordForm";
import { RegisterForm } from "./RegisterForm";
import { ResetRequestForm } from "./ResetRequestForm";

export type AuthView = "login" | "register" | "reset" | "create";

export interface AuthPanelProps {
  view: AuthView;
  /** Side by side (the /login page on desktop) or one view with a switch (modal, mobile). */
  layout: "page" | "modal";
  idPrefix: string;
  reset?: { email: string; token: string };
  onDone: () => void;
}

/** SPEC §2 login and registration, and the reset views, as one panel (the /login page and the authentication modal). */
export function AuthPanel({ view: initial, layout, idPrefix, reset, onDone }: AuthPanelProps) {
  const { t } = useI18n();
  const [view, setView] = useState<AuthView>(initial);

  if (view === "create" && reset)
    return (
      <section className="auth-panel__block" aria-labelledby={`${idPrefix}-create-title`}>
        <h2 id={`${idPrefix}-create-title`} className="auth-panel__title">
          {t("account.create.title")}
        </h2>
        <NewPasswordForm idPrefix={idPrefix} email={reset.email} resetToken={reset.token} onDone={onDone} />
      </section>
    );
  if (view === "reset")
    return (
      <section className="auth-panel__block" aria-labelledby={`${idPrefix}-reset-title`}>
        <h2 id={`${idPrefix}-reset-title`} className="auth-panel__title">
          {t("account.reset.title")}
        </h2>
        <ResetRequestForm idPrefix={idPrefix} onBack={() => setView("login")} />
      </section>
    );

  const loginBlock = (
    <section className="auth-panel__block" aria-labelledby={`${idPrefix}-login-title`}>
      <h2 id={`${idPrefix}-login-title`} className="auth-panel__title">
        {t("account.login.title")}
      </h2>
      <p className="auth-panel__intro">{t("account.login.intro")}</p>
      <LoginForm idPrefix={`${idPrefix}-login`} onDone={onDone} onForgot={() => setView("reset")} />
      {layout === "modal" && (
        <p className="auth-panel__switch">
          {t("account.login.noAccount")}{" "}
          <button type="button" className="link-button" onClick={() => setView("register")}>
            {t("account.register.title")}
          </button>
        </p>
      )}
    </section>
  );
  const registerBlock = (
    <section className="auth-panel__block" aria-labelledby={`${idPrefix}-register-title`}>
      <h2 id={`${idPrefix}-register-title`} className="auth-panel__title">
        {t("account.register.title")}
      </h2>
      <p className="auth-panel__intro">{t("account.register.intro")}</p>
      <RegisterForm idPrefix={`${idPrefix}-register`} onDone={onDone} />
      {layout === "modal" && (
        <p className="auth-panel__switch">
          {t("account.register.haveAccount")}{" "}
          <button type="button" className="link-button" onClick={() => setView("login")}>
            {t("account.login.title")}
          </button>
        </p>
      )}
    </section>
  );
  if (layout === "modal") return view === "register" ? registerBlock : loginBlock;
  return (
    <div className="auth-panel auth-panel--page">
      {loginBlock}
      {registerBlock}
    </div>
  );
}
