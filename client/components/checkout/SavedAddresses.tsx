import { useEffect, useState } from "react";
import type { CustomerAddressDto } from "../../../schema/api/account";
import { fetchMe } from "../../api/account";
import type { MessageKey } from "../../i18n/messages/types";
import { useI18n } from "../../i18n/translate";
import { $user } from "../../stores/user";
import type { CheckoutForm } from "../../stores/checkout-draft";

/** A saved address as the delivery address's fields. */
export function addressFields(a: CustomerAddressDto): Partial<CheckoutForm> {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street[0] ?? "",
    housenumber: a.street[1] ?? "",
    addition: a.street[2] ?? "",
    postcode: a.postcode,
    city: a.city,
    country_id: a.country_id,
    telephone: a.telephone ?? "",
  };
}

/**
 * A signed-in customer's address book at checkout (issue 31.8): one call when the checkout opens;
 * choosing an address fills the delivery address, and a new one may be kept with the order ("save
 * this address", sent with the order: no call of its own). Nothing for a visitor. Loaded lazily.
 */
export default function SavedAddresses({
  countries,
  save,
  disabled,
  onChoose,
  onSave,
}: {
  countries: readonly string[];
  save: boolean;
  disabled?: boolean;
  onChoose: (fields: Partial<CheckoutForm>) => void;
  onSave: (save: boolean) => void;
}) {
  const { t } = useI18n();
  // Known in the browser only (the page is the same for everybody): false until the effect runs.
  const [signedIn, setSignedIn] = useState(false);
  const [addresses, setAddresses] = useState<CustomerAddressDto[]>([]);
  const [chosen, setChosen] = useState("");
  useEffect(() => {
    if ($user.get() === null) return;
    setSignedIn(true);
    const abort = new AbortController();
    fetchMe({ signal: abort.signal }).then(
      (me) => {
        // Only addresses this store view delivers to can be chosen.
        const usable = me.addresses.filter((a) => countries.includes(a.country_id));
        setAddresses(usable);
        const first = usable.find((a) => a.default_shipping) ?? usable[0];
        if (first?.id !== undefined) {
          setChosen(String(first.id));
          onChoose(addressFields(first));
        }
      },
      () => undefined, // No book (offline, signed out meanwhile): the shopper types the address.
    );
    return () => abort.abort();
    // Once, when the checkout opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!signedIn) return null;
  const choose = (id: string) => {
    setChosen(id);
    const address = addresses.find((a) => String(a.id) === id);
    if (address) {
      onChoose(addressFields(address));
      onSave(false);
    }
  };
  return (
    <div className="checkout-saved">
      {addresses.length > 0 && (
        <div className="field checkout-saved__pick">
          <label className="field__label" htmlFor="checkout-saved-address">
            {t("checkout.saved.label")}
          </label>
          <select
            id="checkout-saved-address"
            className="field__input field__select"
            value={chosen}
            disabled={disabled}
            onChange={(e) => choose(e.target.value)}
          >
            {addresses.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {[
                  `${a.firstname} ${a.lastname}`,
                  a.street.filter(Boolean).join(" "),
                  `${a.postcode} ${a.city}`,
                  t(`country.${a.country_id}` as MessageKey),
                ].join(", ")}
              </option>
            ))}
            <option value="">{t("checkout.saved.new")}</option>
          </select>
        </div>
      )}
      {chosen === "" && (
        <label className="checkbox checkout-saved__keep">
          <input
            type="checkbox"
            id="checkout-save-address"
            checked={save}
            disabled={disabled}
            onChange={(e) => onSave(e.target.checked)}
          />
          <span>{t("checkout.saved.keep")}</span>
        </label>
      )}
    </div>
  );
}
