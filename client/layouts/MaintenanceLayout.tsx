import type { ReactNode } from "react";
import { Logo } from "../components/Logo";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";

/** SPEC §2 maintenance layout: logo header only; no islands, no JavaScript needed. */
export function MaintenanceLayout({ children }: { children: ReactNode }) {
  const { t, store } = useI18n();
  return (
    <div className="layout layout--maintenance">
      <header className="site-header site-header--logo-only is-solid">
        <div className="site-header__bar container site-header__bar--center">
          <Logo href={storePath(store.code, "/")} label={t("a11y.home")} />
        </div>
      </header>
      <main id="main" className="main">
        {children}
      </main>
    </div>
  );
}
