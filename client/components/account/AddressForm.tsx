import { useState, type FormEvent } from "react";
import type { CustomerAddressDto } from "../../../schema/api/account";
import { SUPPORTED_COUNTRIES, validateAddress } from "../../../domain/checkout/address";
import type { MessageKey } from "../../i18n/messages/types";
import { useAddressLookup } from "../../hooks/useAddressLookup";
import { useTypedForm } from "../../hooks/useTypedForm";
import { Button } from "../Button";
import { TextField } from "../TextField";
import { useI18n } from "../../i18n/translate";
import { FormMessage } from "./FormMessage";
import { refusal, type FieldErrors } from "./form-state";

const SERVER_FIELDS: Record<string, string> = { "street.0": "street", "street.1": "housenumber", "street.2": "affix" };

/** A saved address with the SPEC §5 rules beside each field (NL/BE house number and affix, postcodes). */
export function AddressForm({
  initial,
  idPrefix,
  onSave,
  onCancel,
  countries,
}: {
  initial: CustomerAddressDto;
  /** The store view's delivery countries (configuration), in the order to list them. */
  countries: readonly string[];
  idPrefix: string;
  onSave: (address: CustomerAddressDto) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, store } = useI18n();
  const initialForm = {
    firstname: initial.firstname,
    lastname: initial.lastname,
    street: initial.street[0] ?? "",
    housenumber: initial.street[1] ?? "",
    affix: initial.street[2] ?? "",
    postcode: initial.postcode,
    city: initial.city,
    country_id: initial.country_id || countries[0] || "NL",
    telephone: initial.telephone ?? "",
  };
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [form, setField] = useTypedForm(
    initialForm,
    Object.fromEntries(
      Object.keys(initialForm).map((k) => [k, `${idPrefix}-${k === "country_id" ? "country" : k}`]),
    ) as Record<keyof typeof initialForm, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setField(field, value);
  // SPEC §5: a NL postcode and house number (BE: with the street) fill the street and city.
  useAddressLookup(
    { ...form, addition: form.affix },
    store.code,
    (found) => {
      setField("street", found.street);
      setField("city", found.city);
      setErrors((e) => {
        const { street: _s, city: _c, postcode: _p, housenumber: _h, ...rest } = e;
        return rest;
      });
    },
    (problems) => setErrors((e) => ({ ...e, ...problems })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const street = [form.street, form.housenumber, ...(form.affix.trim() ? [form.affix] : [])];
    const problems = validateAddress({ ...form, street }, { countries: SUPPORTED_COUNTRIES });
    const next: FieldErrors = Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, t(key)]));
    setErrors(next);
    setMessage(Object.keys(next).length > 0 ? t("form.fixErrors") : null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        ...(initial.id !== undefined ? { id: initial.id } : {}),
        firstname: form.firstname,
        lastname: form.lastname,
        street,
        postcode: form.postcode,
        city: form.city,
        country_id: form.country_id,
        ...(form.telephone.trim() ? { telephone: form.telephone } : {}),
        ...(initial.default_shipping ? { default_shipping: true } : {}),
      });
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"), SERVER_FIELDS);
      setErrors(outcome.fields);
      setMessage(outcome.message ?? t("form.fixErrors"));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      value={form[name]}
      error={errors[name]}
      onChange={(e) => set(name)(e.target.value)}
      {...extra}
    />
  );

  return (
    <form className="account-form address-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormMessage text={message} tone="danger" />
      <div className="account-form__row">
        {field("firstname", t("account.field.firstname"), { required: true, autoComplete: "given-name" })}
        {field("lastname", t("account.field.lastname"), { required: true, autoComplete: "family-name" })}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-country`}>
          {t("account.field.country")}
        </label>
        <select
          id={`${idPrefix}-country`}
          className="field__input"
          value={form.country_id}
          autoComplete="country"
          onChange={(e) => set("country_id")(e.target.value)}
        >
          {(countries.includes(form.country_id) ? countries : [form.country_id, ...countries]).map((code) => (
            <option key={code} value={code}>
              {t(`country.${code}` as MessageKey)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-form__row account-form__row--street">
        {field("postcode", t("account.field.postcode"), { required: true, autoComplete: "postal-code" })}
        {field("housenumber", t("account.field.housenumber"), { required: true, inputMode: "numeric" })}
        {field("affix", t("account.field.affix"), { optionalLabel: t("form.optional") })}
      </div>
      {field("street", t("account.field.street"), { required: true, autoComplete: "address-line1" })}
      {field("city", t("account.field.city"), { required: true, autoComplete: "address-level2" })}
      {field("telephone", t("account.field.telephone"), {
        type: "tel",
        autoComplete: "tel",
        optionalLabel: t("form.optional"),
      })}
      <div className="account-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t("account.saving") : t("account.addresses.save")}
        </Button>
        <Button variant="tertiary" onClick={onCancel}>
          {t("account.addresses.cancel")}
        </Button>
      </div>
    </form>
  );
}
