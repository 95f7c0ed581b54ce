import { lazy, Suspense, useState } from "react";
import type { TotalsDto } from "../../../schema/api/cart";
import { formatMoney } from "../../../domain/money";
import { storePath } from "../../../domain/urls";
import { Icon } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { GiftCardDisclosure } from "../giftcard/GiftCardDisclosure";

interface OrderSummaryProps {
  totals: TotalsDto | null;
  updating?: boolean;
  onApplyCoupon?: (code: string) => Promise<string | null>;
  onRemoveCoupon?: () => void;
  /** A customer's checkout: paying with points changes the cart `cartId`, then the totals are reloaded. */
  points?: { cartId: string; onChanged: () => Promise<void> };
  /** The gift card form: applying or removing a card reloads the totals and the payment methods. */
  giftCard?: { cartId: string; onChanged: () => Promise<void> };
}

// Only customers with points load the points form; the discount code form comes when it is opened.
const LoyaltyPoints = lazy(() => import("./LoyaltyPoints"));
const SummaryCouponForm = lazy(() => import("./SummaryCouponForm"));

/**
 * Step 4's summary: lines, every total segment and the optional discount code. Beside the form on
 * desktop (sticky); on mobile a bar with the total that opens it.
 */
export function OrderSummary({ totals, updating, onApplyCoupon, onRemoveCoupon, points, giftCard }: OrderSummaryProps) {
  const { t, store } = useI18n();
  const [open, setOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);
  const money = (cents: number) => formatMoney(cents, store.currencyCode, store.locale, store.fractionDigits);

  return (
    <section className={`checkout-summary${open ? " is-open" : ""}`} aria-labelledby="checkout-summary-title">
      <button
        type="button"
        className="checkout-summary__toggle"
        aria-expanded={open}
        aria-controls="checkout-summary-body"
        onClick={() => setOpen(!open)}
      >
        <span>{t(open ? "checkout.summary.hide" : "checkout.summary.show")}</span>
        <Icon name="chevronDown" size={18} className="checkout-summary__chevron" />
        <span className="checkout-summary__toggle-total">
          {totals ? money(totals.grand_total) : <span className="checkout-skeleton checkout-skeleton--price" />}
        </span>
      </button>
      <div id="checkout-summary-body" className="checkout-summary__body" aria-busy={!totals || updating}>
        <div className="checkout-summary__head">
          <h2 id="checkout-summary-title" className="checkout-summary__title">
            {t("checkout.summary.title")}
          </h2>
          <a className="checkout-summary__edit" href={storePath(store.code, "/cart")}>
            {t("checkout.summary.edit")}
          </a>
        </div>
        {!totals ? (
          <div className="checkout-summary__placeholder">
            <span className="checkout-skeleton" />
            <span className="checkout-skeleton" />
            <span className="checkout-skeleton checkout-skeleton--short" />
          </div>
        ) : (
          <>
            <ul className="summary-lines">
              {totals.items.map((item) => (
                <li key={item.item_id} className="summary-line">
                  <span className="summary-line__qty" aria-hidden="true">
                    {item.qty}
                  </span>
                  <span className="summary-line__text">
                    <span className="summary-line__name">{item.name}</span>
                    {item.options.length > 0 && (
                      <span className="summary-line__options">
                        {item.options.map((o) => `${o.label}: ${o.value}`).join(" · ")}
                      </span>
                    )}
                    <span className="visually-hidden">{t("checkout.summary.qty", { qty: item.qty })}</span>
                  </span>
                  <span className="summary-line__price">{money(item.row_total_incl_tax)}</span>
                </li>
              ))}
            </ul>
            {onApplyCoupon && !totals.coupon_code && (
              <div className="summary-coupon">
                {!couponOpen ? (
                  <button type="button" className="summary-coupon__toggle" onClick={() => setCouponOpen(true)}>
                    {t("checkout.coupon.toggle")}
                  </button>
                ) : (
                  <Suspense fallback={<span className="spinner" role="status" aria-label={t("loader.loading")} />}>
                    <SummaryCouponForm onApply={onApplyCoupon} onApplied={() => setCouponOpen(false)} />
                  </Suspense>
                )}
              </div>
            )}
            {points && totals.loyalty && totals.loyalty.balance > 0 && (
              <Suspense fallback={null}>
                <LoyaltyPoints cartId={points.cartId} loyalty={totals.loyalty} onChanged={points.onChanged} />
              </Suspense>
            )}
            {giftCard && <GiftCardDisclosure cartId={giftCard.cartId} totals={totals} onChanged={giftCard.onChanged} />}
            <dl className={`summary-totals${updating ? " is-updating" : ""}`}>
              {totals.total_segments.map((segment) => (
                <div key={segment.code} className={`summary-totals__row summary-totals__row--${segment.code}`}>
                  <dt>
                    {segment.title}
                    {segment.code === "discount" && totals.coupon_code && onRemoveCoupon && (
                      <button
                        type="button"
                        className="summary-totals__remove"
                        aria-label={t("checkout.coupon.remove", { code: totals.coupon_code })}
                        onClick={onRemoveCoupon}
                      >
                        <Icon name="close" size={14} />
                      </button>
                    )}
                  </dt>
                  <dd>
                    {segment.code === "shipping" && segment.value === 0
                      ? t("checkout.delivery.free")
                      : segment.value < 0
                        ? `−${money(Math.abs(segment.value))}`
                        : money(segment.value)}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <p className="summary-returns">
          <Icon name="returns" size={18} />
          {t("checkout.freeReturns")}
        </p>
      </div>
    </section>
  );
}
