import type { ReactNode } from "react";
import type { OrderSummaryDto } from "../../../schema/api/account";
import { formatMoney } from "../../../domain/money";
import { storePath } from "../../../domain/urls";
import { useI18n } from "../../i18n/translate";
import { statusKey } from "./OrderList";
import { PickupNote } from "../../components/checkout/PickupNote";

interface ShownAddress {
  firstname?: string;
  lastname?: string;
  street?: string[];
  postcode?: string;
  city?: string;
  country_id?: string;
  company?: string;
  vat_id?: string;
}

/** An address block: company, name, street, postcode and city, country, then the VAT number. */
function AddressBlock({ address, vatLabel }: { address: ShownAddress; vatLabel: string }) {
  const lines = [
    address.company,
    [address.firstname, address.lastname].filter(Boolean).join(" "),
    (address.street ?? []).join(" "),
    [address.postcode, address.city].filter(Boolean).join(" "),
    address.country_id,
    address.vat_id ? `${vatLabel}: ${address.vat_id}` : "",
  ].filter(Boolean);
  return (
    <address className="order-detail__address">
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}

/** One order of the customer: lines, delivery address, payment, totals, then its after-sales part (parcel, returns). */
export function OrderDetail({ order, afterSales }: { order: OrderSummaryDto; afterSales?: ReactNode }) {
  const { t, store } = useI18n();
  const money = (euros: number) =>
    formatMoney(Math.round(euros * 100), order.order_currency_code, store.locale, store.fractionDigits);
  const when = new Intl.DateTimeFormat(store.locale, { dateStyle: "long", timeStyle: "short" });
  const address = (order.shipping_address ?? {}) as ShownAddress;
  const billing = order.billing_address ?? null;
  // The invoice address is shown when it is not the delivery address as is (issue 31.8).
  const billingShown = billing !== null && JSON.stringify(billing) !== JSON.stringify(address);
  return (
    <div className="order-detail">
      <p className="order-detail__meta">
        {t("account.order.placed", { date: when.format(new Date(order.created_at)) })} ·{" "}
        <span className={`order-status order-status--${order.status}`}>{t(statusKey(order.status))}</span>
      </p>
      <h2 className="account-subtitle">{t("account.order.items")}</h2>
      <ul className="order-detail__lines">
        {order.items.map((line, i) => (
          <li key={`${line.sku}-${i}`} className="order-detail__line">
            <span className="order-detail__name">{line.name}</span>
            <span className="order-detail__qty">{t("account.order.qty", { qty: line.qty_ordered })}</span>
            <span className="order-detail__price">{money(line.row_total_incl_tax)}</span>
          </li>
        ))}
      </ul>
      <div className="order-detail__columns">
        <section>
          {order.pickup_store ? (
            <PickupNote pickup={order.pickup_store} />
          ) : (
            <>
              <h2 className="account-subtitle">{t("account.order.shippingAddress")}</h2>
              <AddressBlock address={address} vatLabel={t("account.order.vat")} />
            </>
          )}
          {billingShown && (
            <>
              <h2 className="account-subtitle">{t("account.order.billingAddress")}</h2>
              <AddressBlock address={billing} vatLabel={t("account.order.vat")} />
            </>
          )}
        </section>
        <section>
          <h2 className="account-subtitle">{t("account.order.payment")}</h2>
          <dl className="order-detail__totals">
            <div>
              <dt>{t("account.order.subtotal")}</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            {order.discount_amount > 0 && (
              <div>
                <dt>{t("account.order.discount")}</dt>
                <dd>−{money(order.discount_amount)}</dd>
              </div>
            )}
            <div>
              <dt>{t("account.order.shipping")}</dt>
              <dd>{money(order.shipping_incl_tax)}</dd>
            </div>
            <div className="order-detail__grand">
              <dt>{t("account.order.grandTotal")}</dt>
              <dd>{money(order.grand_total)}</dd>
            </div>
            <div className="order-detail__tax">
              <dt>{t("account.order.tax")}</dt>
              <dd>{money(order.tax_amount)}</dd>
            </div>
          </dl>
        </section>
      </div>
      {afterSales}
      <a className="link-back" href={storePath(store.code, "/my-account/orders")}>
        ← {t("account.order.back")}
      </a>
    </div>
  );
}
