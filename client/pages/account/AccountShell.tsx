import type { ReactNode } from "react";
import { storePath } from "../../../domain/urls";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Island } from "../../island";
import AccountLogout from "../../islands/AccountLogout";
import type { MessageKey } from "../../i18n/messages/types";
import { useI18n } from "../../i18n/translate";
import type { AccountBlock } from "./account-types";

/** The block selector's entries (SPEC §2): path under /my-account and label. */
export const ACCOUNT_BLOCKS: { block: AccountBlock; path: string; label: MessageKey }[] = [
  { block: "overview", path: "/my-account", label: "account.nav.overview" },
  { block: "orders", path: "/my-account/orders", label: "account.nav.orders" },
  { block: "profile", path: "/my-account/profile", label: "account.nav.profile" },
  { block: "password", path: "/my-account/change-password", label: "account.nav.password" },
  { block: "wishlist", path: "/my-account/wishlist", label: "account.nav.wishlist" },
  { block: "loyalty", path: "/my-account/loyalty-card", label: "account.nav.loyalty" },
];

/** /my-account and its blocks: one account page with the block selector beside (desktop) or above (mobile). */
export function AccountShell({
  block,
  firstname,
  title,
  children,
}: {
  block: AccountBlock;
  firstname: string;
  title: string;
  children: ReactNode;
}) {
  const { t, store } = useI18n();
  const active = block === "order" ? "orders" : block;
  return (
    <div className="account-page container">
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: storePath(store.code, "/") },
          { label: t("account.title"), href: storePath(store.code, "/my-account") },
          ...(block === "overview" ? [] : [{ label: title }]),
        ]}
      />
      <div className="account-page__layout">
        <aside className="account-page__aside">
          <p className="account-page__hello">{t("account.hello", { name: firstname })}</p>
          <nav className="account-nav" aria-label={t("account.nav.label")}>
            <ul>
              {ACCOUNT_BLOCKS.map((entry) => (
                <li key={entry.block}>
                  <a
                    className={`account-nav__link${entry.block === active ? " is-active" : ""}`}
                    href={storePath(store.code, entry.path)}
                    aria-current={entry.block === active ? "page" : undefined}
                  >
                    {t(entry.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Island name="AccountLogout" component={AccountLogout} props={{}} hydrate="idle" />
        </aside>
        <section className="account-page__main" aria-labelledby="account-block-title">
          <h1 id="account-block-title" className="account-page__title">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}
