import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { useI18n } from "../../i18n/translate";

/** The hosted page of a sandbox payment past its lifetime: one way out, back to the shop. */
export function SandboxExpiredPage({
  actionPath,
  minutes,
  deliveryFailed,
}: {
  actionPath: string;
  minutes: number;
  deliveryFailed?: number;
}) {
  const { t } = useI18n();
  return (
    <section className="error-page container">
      <p className="error-page__code">{t("payment.sandbox.testMode")}</p>
      <h1 className="error-page__title">{t("payment.sandbox.expiredTitle")}</h1>
      <p className="error-page__text">{t("payment.sandbox.expiredText", { minutes })}</p>
      {deliveryFailed !== undefined && (
        <div className="notification notification--danger" role="alert">
          <Icon name="alert" />
          <p className="notification__message">{t("payment.sandbox.deliveryFailed", { status: deliveryFailed })}</p>
        </div>
      )}
      <form method="post" action={`${actionPath}/expire`}>
        <Button type="submit">{t("payment.sandbox.backToShop")}</Button>
      </form>
    </section>
  );
}
