import { formatMoney } from "../../../domain/money";
import { useI18n } from "../../i18n/translate";
import type { SandboxPaymentView } from "./sandbox-view";

/** The left side of the hosted page: whom the shopper pays, how much, for which order. */
export function SandboxPaymentSummary({ payment }: { payment: SandboxPaymentView }) {
  const { t, store } = useI18n();
  return (
    <section className="product__info" aria-labelledby="payment-amount">
      <p className="eyebrow">{t("payment.sandbox.payTo", { merchant: payment.merchant })}</p>
      <h1 id="payment-amount">
        {formatMoney(payment.amountCents, payment.currency, store.locale, store.fractionDigits)}
      </h1>
      <dl className="product__details">
        <div>
          <dt>{t("payment.sandbox.order")}</dt>
          <dd>{payment.orderNumber}</dd>
        </div>
        <div>
          <dt>{t("payment.sandbox.description")}</dt>
          <dd>{payment.description}</dd>
        </div>
        <div>
          <dt>{t("payment.sandbox.method")}</dt>
          <dd>{payment.methodTitle}</dd>
        </div>
        <div>
          <dt>{t("payment.sandbox.reference")}</dt>
          {/* A long id may break in the middle on a narrow screen rather than widen the page. */}
          <dd>
            {payment.reference.slice(0, 12)}
            <wbr />
            {payment.reference.slice(12)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
