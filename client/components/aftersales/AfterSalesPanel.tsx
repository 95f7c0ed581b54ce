import type { AfterSalesDto } from "../../../schema/api/aftersales";
import { CARRIER_NAMES, RETURN_REASONS } from "../../../schema/api/aftersales";
import { useI18n } from "../../i18n/translate";
import { FormMessage } from "../account/FormMessage";

/**
 * An order's after-sales part, server-rendered (no script): the parcel and its tracking link, the
 * returns so far, and the return form (a plain POST to `action`), or why no return can be asked for.
 */
export function AfterSalesPanel({
  data,
  action,
  notice,
  error,
}: {
  data: AfterSalesDto;
  action: string;
  notice?: string | null;
  error?: string | null;
}) {
  const { t, store } = useI18n();
  const day = new Intl.DateTimeFormat(store.locale, { dateStyle: "long" });
  const { shipment } = data;
  const open = data.returnable.filter((line) => line.qty > 0);
  const until = data.returnUntil ? new Date(data.returnUntil) : null;
  return (
    <div className="aftersales">
      {shipment && (
        <section className="aftersales__section" aria-labelledby="aftersales-delivery">
          <h2 id="aftersales-delivery" className="account-subtitle">
            {t("aftersales.tracking.title")}
          </h2>
          <p>
            {t("aftersales.tracking.shipped", {
              carrier: CARRIER_NAMES[shipment.carrier],
              date: day.format(new Date(shipment.shippedAt)),
            })}
            {shipment.deliveredAt && (
              <>
                <br />
                {t("aftersales.tracking.delivered", { date: day.format(new Date(shipment.deliveredAt)) })}
              </>
            )}
          </p>
          <p className="aftersales__tracking">
            <span className="aftersales__label">{t("aftersales.tracking.number")}</span>{" "}
            <span className="aftersales__code">{shipment.trackingNumber}</span>
          </p>
          <a className="btn btn--secondary" href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
            {t("aftersales.tracking.link", { carrier: CARRIER_NAMES[shipment.carrier] })}
          </a>
        </section>
      )}
      <section className="aftersales__section" aria-labelledby="aftersales-returns">
        <h2 id="aftersales-returns" className="account-subtitle">
          {t("aftersales.returns.title")}
        </h2>
        <FormMessage tone="success" text={notice ?? null} />
        {data.returns.length > 0 && (
          <ul className="aftersales__returns" aria-label={t("aftersales.returns.list")}>
            {data.returns.map((ret) => (
              <li key={ret.number} className="aftersales__return">
                <p className="aftersales__return-head">
                  <strong>{t("aftersales.returns.number", { number: ret.number })}</strong>
                  <span className={`return-status return-status--${ret.status}`}>
                    {t(`aftersales.returns.status.${ret.status}`)}
                  </span>
                </p>
                <p className="aftersales__return-lines">
                  {ret.lines.map((line) => `${line.qty} × ${line.name}`).join(", ")} ·{" "}
                  {t(`aftersales.returns.reason.${ret.reason}`)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {!until ? (
          <p className="account-intro">{t("aftersales.returns.notShipped")}</p>
        ) : until.getTime() < Date.now() ? (
          <p className="account-intro">{t("aftersales.returns.closed", { date: day.format(until) })}</p>
        ) : open.length === 0 ? (
          <p className="account-intro">{t("aftersales.returns.nothingLeft")}</p>
        ) : (
          <form className="aftersales__form" method="post" action={action}>
            <p className="account-intro">{t("aftersales.returns.intro", { date: day.format(until) })}</p>
            <FormMessage tone="danger" text={error ?? null} />
            <input type="hidden" name="orderNumber" value={data.orderNumber} />
            <fieldset className="aftersales__lines">
              <legend className="field__label">{t("aftersales.returns.legend")}</legend>
              {open.map((line) => (
                <div key={line.itemId} className="aftersales__line">
                  <label className="aftersales__line-name" htmlFor={`return-qty-${line.itemId}`}>
                    <span className="visually-hidden">{t("aftersales.returns.qty", { name: line.name })}</span>
                    <span aria-hidden="true">{line.name}</span>
                  </label>
                  <select
                    id={`return-qty-${line.itemId}`}
                    name={`qty-${line.itemId}`}
                    className="field__input aftersales__qty"
                    defaultValue="0"
                  >
                    {Array.from({ length: line.qty + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <span className="aftersales__of">{t("aftersales.returns.of", { qty: line.qty })}</span>
                </div>
              ))}
            </fieldset>
            <div className="field">
              <label className="field__label" htmlFor="return-reason">
                {t("aftersales.returns.reason")}
              </label>
              <select id="return-reason" name="reason" className="field__input" required defaultValue="">
                <option value="" disabled>
                  {t("aftersales.returns.chooseReason")}
                </option>
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`aftersales.returns.reason.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn">
              {t("aftersales.returns.submit")}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
