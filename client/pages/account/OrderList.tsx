import type { OrderSummaryDto } from "../../../schema/api/account";
import { storePath } from "../../../domain/urls";
import { formatMoney } from "../../../domain/money";
import type { MessageKey } from "../../i18n/messages/types";
import { useI18n } from "../../i18n/translate";

/** An order's status in the shopper's words (SPEC §4 order statuses). */
export const statusKey = (status: string) => `account.status.${status}` as MessageKey;

/** Orders as cards: number, date, status, total, a link to the detail. */
export function OrderList({ orders }: { orders: readonly OrderSummaryDto[] }) {
  const { t, store } = useI18n();
  if (orders.length === 0) return <p className="account-empty">{t("account.orders.none")}</p>;
  const date = new Intl.DateTimeFormat(store.locale, { day: "numeric", month: "long", year: "numeric" });
  return (
    <ul className="order-list">
      {orders.map((o) => (
        <li key={o.increment_id} className="order-card">
          <a
            className="order-card__link"
            href={storePath(store.code, `/my-account/order/${o.increment_id}`)}
            aria-label={t("account.orders.view", { number: o.increment_id })}
          >
            <dl className="order-card__facts">
              <div>
                <dt>{t("account.orders.number")}</dt>
                <dd className="order-card__number">{o.increment_id}</dd>
              </div>
              <div>
                <dt>{t("account.orders.date")}</dt>
                <dd>{date.format(new Date(o.created_at))}</dd>
              </div>
              <div>
                <dt>{t("account.orders.status")}</dt>
                <dd>
                  <span className={`order-status order-status--${o.status}`}>{t(statusKey(o.status))}</span>
                </dd>
              </div>
              <div>
                <dt>{t("account.orders.total")}</dt>
                <dd>
                  {formatMoney(
                    Math.round(o.grand_total * 100),
                    o.order_currency_code,
                    store.locale,
                    store.fractionDigits,
                  )}
                </dd>
              </div>
            </dl>
            <span className="order-card__items">{o.items.map((i) => i.name).join(", ")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
