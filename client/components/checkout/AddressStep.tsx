import type { ChangeEvent } from "react";
import { TextField } from "../TextField";
import { useI18n } from "../../i18n/translate";
import type { MessageKey } from "../../i18n/messages/types";
import type { CheckoutForm, FieldErrors, FormField } from "../../stores/checkout-draft";

interface AddressStepProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (field: FormField, value: string) => void;
  onBlur: (field: FormField) => void;
  disabled?: boolean;
  /** The store view's delivery countries (configuration), in the order to list them. */
  countries: readonly string[];
}

/** Step 1: contact and delivery address, each SPEC §5 message beside its field. */
export function AddressStep({ form, errors, onChange, onBlur, disabled, countries }: AddressStepProps) {
  const { t } = useI18n();
  const field = (name: FormField) => ({
    id: `checkout-${name}`,
    name,
    value: form[name],
    error: errors[name] ?? null,
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value),
    onBlur: () => onBlur(name),
  });
  const countryError = errors.country_id;
  return (
    <div className="checkout-address">
      <TextField
        {...field("email")}
        className="checkout-address__email"
        type="email"
        autoComplete="email"
        label={t("checkout.form.email")}
        hint={t("checkout.form.emailHint")}
        required
      />
      <TextField
        {...field("firstname")}
        className="checkout-address__half"
        autoComplete="shipping given-name"
        label={t("checkout.form.firstname")}
        required
      />
      <TextField
        {...field("lastname")}
        className="checkout-address__half"
        autoComplete="shipping family-name"
        label={t("checkout.form.lastname")}
        required
      />
      <div className={`field checkout-address__full${countryError ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="checkout-country_id">
          {t("checkout.form.country")}
        </label>
        <select
          id="checkout-country_id"
          name="country_id"
          className="field__input field__select"
          autoComplete="shipping country"
          value={form.country_id}
          disabled={disabled}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? "checkout-country_id-error" : undefined}
          onChange={(e) => onChange("country_id", e.target.value)}
          onBlur={() => onBlur("country_id")}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`country.${code}` as MessageKey)}
            </option>
          ))}
        </select>
        {countryError && (
          <p className="field__error" id="checkout-country_id-error" role="alert">
            {countryError}
          </p>
        )}
      </div>
      <TextField
        {...field("postcode")}
        className="checkout-address__postcode"
        autoComplete="shipping postal-code"
        label={t("checkout.form.postcode")}
        required
      />
      <TextField
        {...field("housenumber")}
        className="checkout-address__number"
        inputMode="text"
        autoComplete="off"
        label={t("checkout.form.housenumber")}
        required
      />
      <TextField
        {...field("addition")}
        className="checkout-address__addition"
        autoComplete="off"
        label={t("checkout.form.addition")}
        optionalLabel={t("form.optional")}
      />
      <TextField
        {...field("street")}
        className="checkout-address__half"
        autoComplete="shipping address-line1"
        label={t("checkout.form.street")}
        required
      />
      <TextField
        {...field("city")}
        className="checkout-address__half"
        autoComplete="shipping address-level2"
        label={t("checkout.form.city")}
        required
      />
      <TextField
        {...field("telephone")}
        className="checkout-address__full"
        type="tel"
        autoComplete="shipping tel"
        label={t("checkout.form.telephone")}
        optionalLabel={t("form.optional")}
        hint={t("checkout.form.telephoneHint")}
      />
    </div>
  );
}
