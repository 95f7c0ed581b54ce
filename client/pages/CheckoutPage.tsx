import { storePath } from "../../domain/urls";
import { Icon } from "../components/Icon";
import { Island } from "../island";
import Checkout from "../islands/Checkout";
import { useI18n } from "../i18n/translate";

/**
 * /checkout (SPEC §2): the checkout layout (logo header, no navigation) around the Checkout island,
 * the same shell for everybody; the island reads the shopper's cart. Without JavaScript it says so.
 */
export function CheckoutPage({ countries }: { countries: readonly string[] }) {
  const { t, store } = useI18n();
  const cart = storePath(store.code, "/cart");
  return (
    <div className="checkout-page container">
      <div className="checkout-page__bar">
        <a className="checkout-page__back" href={cart}>
          <Icon name="chevronLeft" size={18} />
          {t("checkout.backToBag")}
        </a>
        <span className="checkout-page__secure">
          <Icon name="lock" size={16} />
          {t("checkout.secure")}
        </span>
      </div>
      <h1 className="checkout-page__title">{t("checkout.title")}</h1>
      <noscript>
        <p className="checkout-page__noscript">
          {t("checkout.noscript")} <a href={cart}>{t("checkout.backToBag")}</a>
        </p>
      </noscript>
      <Island name="Checkout" component={Checkout} props={{ countries }} hydrate="load" />
    </div>
  );
}
