import { Icon } from "../../components/Icon";
import { useI18n } from "../../i18n/translate";
import { SandboxOutcomeForm } from "./SandboxOutcomeForm";
import { SandboxPaymentSummary } from "./SandboxPaymentSummary";
import type { SandboxPaymentView } from "./sandbox-view";

/**
 * The sandbox provider's hosted payment page (ARCHITECTURE §7): the payment on one side, the test
 * outcomes on the other. `deliveryFailed` is the status the shop answered the last notification with;
 * `approvalsOff` says approving is off on this shop's origin and leaves the approve button out.
 */
export function SandboxPaymentPage({
  payment,
  deliveryFailed,
  approvalsOff = false,
}: {
  payment: SandboxPaymentView;
  deliveryFailed?: number | undefined;
  approvalsOff?: boolean | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="section container">
      <div className="product__layout">
        <SandboxPaymentSummary payment={payment} />
        <section className="product__info" aria-labelledby="payment-choose">
          <div className="notification notification--warning" role="note">
            <Icon name="info" />
            <p className="notification__message">
              <strong>{t("payment.sandbox.testMode")}.</strong> {t("payment.sandbox.testModeText")}
            </p>
          </div>
          {deliveryFailed !== undefined && (
            <div className="notification notification--danger" role="alert">
              <Icon name="alert" />
              <p className="notification__message">{t("payment.sandbox.deliveryFailed", { status: deliveryFailed })}</p>
            </div>
          )}
          <h2 id="payment-choose" className="h3">
            {t("payment.sandbox.chooseTitle")}
          </h2>
          <p className="small">{t("payment.sandbox.chooseText")}</p>
          {approvalsOff ? (
            <div className="notification notification--danger" role="alert">
              <Icon name="alert" />
              <p className="notification__message">{t("payment.sandbox.approvalsOff")}</p>
            </div>
          ) : (
            <SandboxOutcomeForm
              action={`${payment.actionPath}/approve`}
              variant="primary"
              label={t("payment.sandbox.approve")}
            />
          )}
          <SandboxOutcomeForm
            action={`${payment.actionPath}/decline`}
            variant="secondary"
            label={t("payment.sandbox.decline")}
          />
          <SandboxOutcomeForm
            action={`${payment.actionPath}/cancel`}
            variant="tertiary"
            label={t("payment.sandbox.cancel")}
          />
        </section>
      </div>
    </div>
  );
}
