import type { ReactNode } from "react";
import { storePath } from "../../../domain/urls";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { OrderLookupForm } from "../../components/aftersales/OrderLookupForm";
import { useI18n } from "../../i18n/translate";
import { statusKey } from "../account/OrderList";

/** A looked-up order as the guest's page shows it. */
export interface LookedUpOrder {
  number: string;
  status: string;
  createdAt: string;
  lines: { name: string; qty: number }[];
}

/**
 * /order-lookup: the guest's lookup form; once granted, /order-lookup/order shows the order (its
 * lines, then `panel`: parcel, returns and the return form).
 */
export function OrderLookupPage({
  action,
  error,
  values,
  order,
  panel,
}: {
  action: string;
  error?: string | null;
  values?: { orderNumber?: string; email?: string };
  order?: LookedUpOrder;
  panel?: ReactNode;
}) {
  const { t, store } = useI18n();
  const title = order ? t("aftersales.lookup.orderTitle", { number: order.number }) : t("aftersales.lookup.title");
  const when = new Intl.DateTimeFormat(store.locale, { dateStyle: "long" });
  return (
    <div className="aftersales-lookup container">
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: storePath(store.code, "/") },
          ...(order ? [{ label: t("aftersales.lookup.title"), href: action }] : []),
          { label: title },
        ]}
      />
      <h1 className="aftersales-lookup__title">{title}</h1>
      {order ? (
        <>
          <p className="order-detail__meta">
            {t("account.order.placed", { date: when.format(new Date(order.createdAt)) })} ·{" "}
            <span className={`order-status order-status--${order.status}`}>{t(statusKey(order.status))}</span>
          </p>
          <h2 className="account-subtitle">{t("account.order.items")}</h2>
          <ul className="order-detail__lines">
            {order.lines.map((line, i) => (
              <li key={i} className="order-detail__line">
                <span className="order-detail__name">{line.name}</span>
                <span className="order-detail__qty">{t("account.order.qty", { qty: line.qty })}</span>
              </li>
            ))}
          </ul>
          {panel}
          <a className="link-back" href={action}>
            ← {t("aftersales.lookup.again")}
          </a>
        </>
      ) : (
        <>
          <p className="aftersales-lookup__intro">{t("aftersales.lookup.intro")}</p>
          <OrderLookupForm action={action} error={error ?? null} values={values} />
        </>
      )}
    </div>
  );
}
