import { FormMessage } from "../account/FormMessage";
import { useI18n } from "../../i18n/translate";

/** The guest's order lookup: order number and e-mail, a plain POST form (works without script). */
export function OrderLookupForm({
  action,
  error,
  values,
}: {
  action: string;
  error?: string | null;
  values?: { orderNumber?: string; email?: string };
}) {
  const { t } = useI18n();
  return (
    <form className="aftersales-lookup__form" method="post" action={action}>
      <FormMessage tone="danger" text={error ?? null} />
      <div className="field">
        <label className="field__label" htmlFor="lookup-order">
          {t("aftersales.lookup.orderNumber")}
        </label>
        <input
          id="lookup-order"
          name="orderNumber"
          className="field__input"
          required
          maxLength={32}
          autoComplete="off"
          defaultValue={values?.orderNumber ?? ""}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="lookup-email">
          {t("aftersales.lookup.email")}
        </label>
        <input
          id="lookup-email"
          name="email"
          type="email"
          className="field__input"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={values?.email ?? ""}
        />
      </div>
      <button type="submit" className="btn btn--block">
        {t("aftersales.lookup.submit")}
      </button>
    </form>
  );
}
