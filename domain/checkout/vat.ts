/**
 * VAT identification numbers on a billing address (issue 31.8): the format of the countries the shop
 * invoices businesses in, checked in the browser and again by the server. Format only: whether the
 * number is registered is not known here (no VIES call). Pure.
 */

import { validateAddress, type AddressErrors, type AddressInput, type AddressRules } from "./address";

export type VatMessage = "form.vatInvalid" | "form.vatCountry";

/** NL + 9 digits + B + 2 digits; BE + 0 or 1 + 9 digits; DE + 9 digits. */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  NL: /^NL[0-9]{9}B[0-9]{2}$/,
  BE: /^BE[01][0-9]{9}$/,
  DE: /^DE[0-9]{9}$/,
};

/** The number as it is compared and stored: upper case, without spaces, dots or dashes. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

/**
 * The problem with a VAT number, or null when it is empty or well formed: a number of another
 * country than NL, BE or DE is refused with its own message (the shop cannot check it).
 */
export function checkVatId(value: string | undefined): VatMessage | null {
  const vat = normalizeVatId(value ?? "");
  if (!vat) return null;
  const format = VAT_FORMATS[vat.slice(0, 2)];
  if (!format) return "form.vatCountry";
  return format.test(vat) ? null : "form.vatInvalid";
}

/** A billing address's problems: the address rules, then its company and VAT number when given. */
export function validateBillingAddress(input: AddressInput, rules: AddressRules = {}): AddressErrors {
  const errors = validateAddress(input, rules);
  if ((input.company?.trim().length ?? 0) > 200) errors.company = "form.companyTooLong";
  const vat = checkVatId(input.vat_id);
  if (vat) errors.vat_id = vat;
  return errors;
}
