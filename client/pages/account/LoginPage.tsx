import { storePath } from "../../../domain/urls";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Island } from "../../island";
import AccountAuth, { type AccountAuthProps } from "../../islands/AccountAuth";
import { useI18n } from "../../i18n/translate";

/**
 * /login/ (login and registration side by side) and /password-reset (the reset views), SPEC §2;
 * also the "You need to be logged in" page of the account routes, with the sign-in right there.
 */
export function LoginPage({
  auth,
  notice,
  needLogin = false,
}: {
  auth: AccountAuthProps;
  notice?: string | null;
  needLogin?: boolean;
}) {
  const { t, store } = useI18n();
  return (
    <div className="login-page container">
      <Breadcrumbs
        items={[{ label: t("breadcrumbs.home"), href: storePath(store.code, "/") }, { label: t("account.title") }]}
      />
      <h1 className="login-page__title">{needLogin ? t("account.needLogin") : t("account.loginTitle")}</h1>
      {notice && (
        <p className="login-page__notice" role="status">
          {notice}
        </p>
      )}
      <Island name="AccountAuth" component={AccountAuth} props={auth} hydrate="load" />
      {/* Guests follow a parcel or return an item through the order lookup (issue 32 point 6). */}
      <p className="login-page__guest">
        {t("aftersales.lookup.guest")}{" "}
        <a href={storePath(store.code, "/order-lookup")}>{t("aftersales.lookup.title")}</a>
      </p>
    </div>
  );
}
