import type { ReactNode } from "react";
import { storePath } from "../../../domain/urls";
import { useContinueShopping } from "../../hooks/useContinueShopping";
import { useI18n } from "../../i18n/translate";
import { CartTotalsPlaceholder } from "./CartTotalsPlaceholder";

/**
 * The cart page's two columns: the lines, and the order summary. Until the bag is read (and in the
 * server's HTML, which is the same for everybody) each holds its place with a loading state.
 */
export function CartShell({
  heading,
  lines,
  totals,
  coupon,
}: {
  heading?: string;
  lines?: ReactNode;
  /** The totals; placeholder rows until then. */
  totals?: ReactNode;
  /** The discount code form; it comes last, so it takes no place from what the shell showed. */
  coupon?: ReactNode;
}) {
  const { t, store } = useI18n();
  const continueTo = useContinueShopping(storePath(store.code, "/"));
  return (
    <div className="cart">
      <section className="cart__lines" aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="cart__heading">
          {heading ?? t("cart.itemsTitle")}
        </h2>
        {lines ?? (
          <div className="cart__loading">
            <div className="spinner" role="status" aria-label={t("loader.loading")} />
          </div>
        )}
      </section>
      <section className="cart__summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart__heading">
          {t("cart.summary")}
        </h2>
        {totals ?? <CartTotalsPlaceholder />}
        <a className="btn btn--primary btn--block" href={storePath(store.code, "/checkout")}>
          {t("cart.proceedToCheckout")}
        </a>
        <a className="btn btn--tertiary cart__continue" href={continueTo}>
          {t("cart.empty.cta")}
        </a>
        {coupon}
      </section>
    </div>
  );
}
