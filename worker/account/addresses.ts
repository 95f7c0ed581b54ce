/** SPEC §5 address rules (NL/BE house number and affix, postcodes) for saved addresses, via the checkout's domain rules. */
import { SUPPORTED_COUNTRIES } from "../../domain/checkout/address";
import { normalizeVatId, validateBillingAddress } from "../../domain/checkout/vat";
import type { MessageKey } from "../../client/i18n/messages/types";
import type { AddressRequest as AddressBody } from "../../schema/api/account";
import type { NewAddress } from "./repo";

/** Field problems of one address under `prefix` (e.g. "customer.addresses.0."). */
export function addressProblems(a: AddressBody, prefix: string): Record<string, MessageKey> {
  const errors = validateBillingAddress(
    {
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      postcode: a.postcode,
      city: a.city,
      country_id: a.country_id,
      telephone: a.telephone ?? undefined,
      company: a.company ?? undefined,
      vat_id: a.vat_id ?? undefined,
    },
    { countries: SUPPORTED_COUNTRIES },
  );
  const problems: Record<string, MessageKey> = {};
  for (const [field, key] of Object.entries(errors)) {
    const name = field === "housenumber" ? "street.1" : field === "street" ? "street.0" : field;
    problems[`${prefix}${name}`] = key;
  }
  return problems;
}

/** A Dutch postcode as the post writes it ("1015CJ" → "1015 CJ"); others trimmed and upper case. */
export function formatPostcode(postcode: string, country: string): string {
  const value = postcode.trim().toUpperCase();
  return country.toUpperCase() === "NL" ? value.replace(/^(\d{4})\s*([A-Z]{2})$/, "$1 $2") : value;
}

/** The row of a valid address: the street split into name, number and affix, the country upper case. */
export function toAddressRow(a: AddressBody): NewAddress {
  const [street = "", houseNumber = "", affix = ""] = a.street.map((s) => s.trim());
  return {
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    street,
    houseNumber,
    affix,
    postcode: formatPostcode(a.postcode, a.country_id),
    city: a.city.trim(),
    region: a.region?.trim() ?? "",
    countryId: a.country_id.toUpperCase(),
    telephone: a.telephone?.trim() ?? "",
    company: a.company?.trim() ?? "",
    vatId: normalizeVatId(a.vat_id ?? ""),
    defaultShipping: a.default_shipping ?? false,
    defaultBilling: a.default_billing ?? false,
  };
}
