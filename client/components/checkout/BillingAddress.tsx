import type { ChangeEvent } from "react";
import { SUPPORTED_COUNTRIES } from "../../../domain/checkout/address";
import type { MessageKey } from "../../i18n/messages/types";
import { useI18n } from "../../i18n/translate";
import { billingErrors } from "../../stores/checkout-billing";
import type { CheckoutForm, FieldErrors, FormField } from "../../stores/checkout-draft";
import { TextField } from "../TextField";

interface BillingAddressProps {
  form: CheckoutForm;
  errors: FieldErrors;
  /** The billing address is the delivery address (the box, ticked by default). */
  same: boolean;
  onSame: (same: boolean) => void;
  onChange: (field: FormField, value: string) => void;
  /** Messages this part checked itself, by field (undefined clears one). */
  onErrors: (errors: FieldErrors) => void;
  disabled?: boolean;
}

/**
 * "My billing address is the delivery address" (ticked by default) and, unticked, the billing
 * address (issue 31.8): a company and its VAT number (NL, BE or DE format, checked on leaving the
 * field and by the server), then the address. Loaded after the checkout (its JS budget).
 */
export default function BillingAddress(props: BillingAddressProps) {
  const { t } = useI18n();
  const { same, onSame, disabled } = props;
  return (
    <>
      <label className="checkbox checkout-billing-same">
        <input
          type="checkbox"
          id="checkout-billing-same"
          checked={same}
          disabled={disabled}
          onChange={(e) => {
            onSame(e.target.checked);
            // Its fields' messages go with it.
            if (e.target.checked)
              props.onErrors(
                Object.fromEntries(
                  Object.keys(props.errors)
                    .filter((f) => f.startsWith("billing_"))
                    .map((f) => [f, undefined]),
                ),
              );
          }}
        />
        <span>{t("checkout.billing.same")}</span>
      </label>
      {!same && <BillingFields {...props} />}
    </>
  );
}

function BillingFields({ form, errors, onChange, onErrors, disabled }: BillingAddressProps) {
  const { t } = useI18n();
  const messageOf = (name: FormField, values: CheckoutForm) => {
    const key = billingErrors(values)[name];
    return key ? t(key) : undefined;
  };
  const field = (name: FormField) => ({
    id: `checkout-${name}`,
    name,
    value: form[name],
    error: errors[name] ?? null,
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      onChange(name, e.target.value);
      // A message already shown follows the value as it is corrected.
      if (errors[name]) onErrors({ [name]: messageOf(name, { ...form, [name]: e.target.value }) });
    },
    onBlur: () => onErrors({ [name]: messageOf(name, form) }),
  });
  const countryError = errors.billing_country_id;
  return (
    <fieldset className="checkout-address checkout-billing">
      <legend className="checkout-billing__title">{t("checkout.billing.title")}</legend>
      <TextField
        {...field("billing_company")}
        className="checkout-address__full"
        autoComplete="billing organization"
        label={t("checkout.form.company")}
        optionalLabel={t("form.optional")}
      />
      <TextField
        {...field("billing_vat_id")}
        className="checkout-address__full"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        label={t("checkout.form.vat")}
        optionalLabel={t("form.optional")}
        hint={t("checkout.form.vatHint")}
      />
      <TextField
        {...field("billing_firstname")}
        className="checkout-address__half"
        autoComplete="billing given-name"
        label={t("checkout.form.firstname")}
        required
      />
      <TextField
        {...field("billing_lastname")}
        className="checkout-address__half"
        autoComplete="billing family-name"
        label={t("checkout.form.lastname")}
        required
      />
      <div className={`field checkout-address__full${countryError ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="checkout-billing_country_id">
          {t("checkout.form.country")}
        </label>
        <select
          id="checkout-billing_country_id"
          name="billing_country_id"
          className="field__input field__select"
          autoComplete="billing country"
          value={form.billing_country_id}
          disabled={disabled}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? "checkout-billing_country_id-error" : undefined}
          onChange={(e) => onChange("billing_country_id", e.target.value)}
        >
          {SUPPORTED_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`country.${code}` as MessageKey)}
            </option>
          ))}
        </select>
        {countryError && (
          <p className="field__error" id="checkout-billing_country_id-error" role="alert">
            {countryError}
          </p>
        )}
      </div>
      <TextField
        {...field("billing_postcode")}
        className="checkout-address__postcode"
        autoComplete="billing postal-code"
        label={t("checkout.form.postcode")}
        required
      />
      <TextField
        {...field("billing_housenumber")}
        className="checkout-address__number"
        autoComplete="off"
        label={t("checkout.form.housenumber")}
        required
      />
      <TextField
        {...field("billing_addition")}
        className="checkout-address__addition"
        autoComplete="off"
        label={t("checkout.form.addition")}
        optionalLabel={t("form.optional")}
      />
      <TextField
        {...field("billing_street")}
        className="checkout-address__half"
        autoComplete="billing address-line1"
        label={t("checkout.form.street")}
        required
      />
      <TextField
        {...field("billing_city")}
        className="checkout-address__half"
        autoComplete="billing address-level2"
        label={t("checkout.form.city")}
        required
      />
    </fieldset>
  );
}
