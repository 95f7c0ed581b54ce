import type { TotalsDto } from "../../../schema/api/cart";
import { formatMoney } from "../../../domain/money";
import { useI18n } from "../../i18n/translate";
import { CartTotalsPlaceholder } from "./CartTotalsPlaceholder";

/** The codes the microcart shows; the cart page shows every segment (SPEC §3 total segments). */
const SHORT = new Set(["subtotal", "discount", "shipping", "grand_total"]);

/**
 * The bag's totals as the server computed them, in cents: subtotal, discount, shipping (free when
 * 0), included VAT and gift card on the cart page, and the grand total. Until they arrive,
 * placeholder rows hold their place.
 */
export function CartTotals({ totals, full = false }: { totals: TotalsDto | null; full?: boolean }) {
  const { t, store } = useI18n();
  if (!totals) return <CartTotalsPlaceholder />;
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);
  return (
    <dl className="cart-totals">
      {totals.total_segments
        .filter((s) => full || SHORT.has(s.code))
        .map((row) => (
          <div key={row.code} className={`cart-totals__row cart-totals__row--${row.code}`}>
            <dt>{row.title}</dt>
            <dd>{row.code === "shipping" && row.value === 0 ? t("cart.free") : money(row.value)}</dd>
          </div>
        ))}
    </dl>
  );
}
