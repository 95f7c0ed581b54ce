import { useState, type FormEvent } from "react";
import type { CustomerAddressDto, CustomerDto } from "../../schema/api/account";
import { nameProblem } from "../../domain/account/password-rules";
import { deleteAddress, saveAddress, updateMe } from "../api/account";
import { Button } from "../components/Button";
import { TextField } from "../components/TextField";
import { useTypedForm } from "../hooks/useTypedForm";
import { AddressForm } from "../components/account/AddressForm";
import { FormMessage } from "../components/account/FormMessage";
import { refusal, type FieldErrors } from "../components/account/form-state";
import { useI18n } from "../i18n/translate";
import { validateEmail } from "../lib/validation";
import { authorised } from "../stores/session";
import { setUser } from "../stores/user";

const EMPTY_ADDRESS: CustomerAddressDto = {
  firstname: "",
  lastname: "",
  street: ["", ""],
  postcode: "",
  city: "",
  country_id: "",
};

/** /my-account/profile (SPEC §6: firstname, lastname, e-mail and addresses are the customer's to change). */
export default function AccountProfile({
  customer: initial,
  countries,
}: {
  customer: CustomerDto;
  /** The store view's delivery countries (configuration). */
  countries: readonly string[];
}) {
  const { t } = useI18n();
  const [customer, setCustomer] = useState(initial);
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [form, setField] = useTypedForm(
    { firstname: initial.firstname, lastname: initial.lastname, email: initial.email },
    { firstname: "profile-firstname", lastname: "profile-lastname", email: "profile-email" },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; tone: "danger" | "success" } | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<CustomerAddressDto | null>(null);

  const adopt = (next: CustomerDto) => {
    setCustomer(next);
    setUser({ firstname: next.firstname, lastname: next.lastname, email: next.email });
  };

  async function saveProfile(event: FormEvent) {
    event.preventDefault();
    const next: FieldErrors = {};
    for (const field of ["firstname", "lastname"] as const) {
      const problem = nameProblem(form[field]);
      if (problem) next[field] = t(problem);
    }
    const email = validateEmail(form.email, true);
    if (email) next.email = t(email);
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      adopt(await authorised(() => updateMe({ customer: { ...form, email: form.email.trim() } })));
      setMessage({ text: t("account.updated"), tone: "success" });
    } catch (error) {
      const outcome = refusal(error, t("account.somethingWrong"), {
        "customer.email": "email",
        "customer.firstname": "firstname",
        "customer.lastname": "lastname",
      });
      setErrors(outcome.fields);
      setMessage({ text: outcome.message ?? t("form.fixErrors"), tone: "danger" });
    } finally {
      setBusy(false);
    }
  }

  async function storeAddress(address: CustomerAddressDto) {
    adopt(await authorised(() => saveAddress(address)));
    setEditing(null);
    setMessage({ text: t("account.updated"), tone: "success" });
  }

  async function removeAddress(id: number) {
    await authorised(() => deleteAddress(id));
    setCustomer({ ...customer, addresses: customer.addresses.filter((a) => a.id !== id) });
  }

  return (
    <div className="account-profile">
      <form className="account-form account-form--narrow" onSubmit={(e) => void saveProfile(e)} noValidate>
        <FormMessage text={message?.text ?? null} tone={message?.tone ?? "success"} />
        <div className="account-form__row">
          <TextField
            id="profile-firstname"
            name="firstname"
            label={t("account.field.firstname")}
            autoComplete="given-name"
            required
            value={form.firstname}
            error={errors.firstname}
            onChange={(e) => setField("firstname", e.target.value)}
          />
          <TextField
            id="profile-lastname"
            name="lastname"
            label={t("account.field.lastname")}
            autoComplete="family-name"
            required
            value={form.lastname}
            error={errors.lastname}
            onChange={(e) => setField("lastname", e.target.value)}
          />
        </div>
        <TextField
          id="profile-email"
          name="email"
          type="email"
          label={t("account.field.email")}
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(e) => setField("email", e.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t("account.saving") : t("account.profile.save")}
        </Button>
      </form>

      <section className="account-addresses" aria-labelledby="addresses-title">
        <h2 id="addresses-title" className="account-subtitle">
          {t("account.addresses.title")}
        </h2>
        {customer.addresses.length === 0 && !editing && <p className="account-empty">{t("account.addresses.none")}</p>}
        <ul className="address-cards">
          {customer.addresses.map((a) =>
            editing?.id === a.id ? null : (
              <li key={a.id} className="address-card">
                <address>
                  {a.firstname} {a.lastname}
                  <br />
                  {a.street.join(" ")}
                  <br />
                  {a.postcode} {a.city}
                  <br />
                  {a.country_id}
                  {a.telephone ? (
                    <>
                      <br />
                      {a.telephone}
                    </>
                  ) : null}
                </address>
                <div className="address-card__actions">
                  <button type="button" className="link-button" onClick={() => setEditing(a)}>
                    {t("account.addresses.edit")}
                  </button>
                  <button type="button" className="link-button" onClick={() => void removeAddress(a.id!)}>
                    {t("account.addresses.remove")}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
        {editing ? (
          <AddressForm
            key={editing.id ?? "new"}
            idPrefix={`address-${editing.id ?? "new"}`}
            initial={editing}
            onSave={storeAddress}
            onCancel={() => setEditing(null)}
            countries={countries}
          />
        ) : (
          <Button
            variant="secondary"
            onClick={() => setEditing({ ...EMPTY_ADDRESS, firstname: customer.firstname, lastname: customer.lastname })}
          >
            {t("account.addresses.add")}
          </Button>
        )}
      </section>
    </div>
  );
}
