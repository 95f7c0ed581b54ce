import { useI18n } from "../../i18n/translate";

/** The totals' rows while they load: the cart page's server HTML shows this (no money code needed). */
export function CartTotalsPlaceholder() {
  const { t } = useI18n();
  return (
    <dl className="cart-totals is-loading" aria-busy="true">
      {(["subtotal", "shipping", "total"] as const).map((code) => (
        <div key={code} className={`cart-totals__row cart-totals__row--${code === "total" ? "grand_total" : code}`}>
          <dt>{t(`cart.${code}`)}</dt>
          <dd>
            <span className="cart-totals__placeholder" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
