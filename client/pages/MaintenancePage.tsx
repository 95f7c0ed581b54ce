import { ButtonLink } from "../components/Button";
import { useI18n } from "../i18n/translate";

/** The maintenance page; 'Try again' leads back to the page the shopper wanted. */
export function MaintenancePage({ retryHref }: { retryHref: string }) {
  const { t } = useI18n();
  return (
    <section className="maintenance-page container">
      <span className="maintenance-page__mark" aria-hidden="true" />
      <h1 className="maintenance-page__title">{t("maintenance.title")}</h1>
      <p>{t("maintenance.text")}</p>
      <ButtonLink variant="primary" href={retryHref}>
        {t("maintenance.retry")}
      </ButtonLink>
    </section>
  );
}
