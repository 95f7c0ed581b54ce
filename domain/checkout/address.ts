/**
 * SPEC §5 address rules, shared by the checkout form (messages beside each field) and the server
 * (which never trusts the form): the message keys name the SPEC's messages. Pure.
 */

import type { VatMessage } from "./vat";
import {
  DEFAULT_DELIVERY_COUNTRIES,
  isSupportedCountry,
  SUPPORTED_COUNTRIES,
  type DeliveryCountry,
} from "../../schema/countries";

export { DEFAULT_DELIVERY_COUNTRIES, isSupportedCountry, SUPPORTED_COUNTRIES, type DeliveryCountry };

export interface AddressInput {
  firstname?: string;
  lastname?: string;
  /** [street, house number, addition] as Vue Storefront sends it. */
  street?: readonly string[];
  postcode?: string;
  city?: string;
  country_id?: string;
  telephone?: string;
  email?: string;
  company?: string;
  vat_id?: string;
}

/** Message keys by field; empty when the address is valid. */
export type AddressErrors = Partial<
  Record<
    | "firstname"
    | "lastname"
    | "street"
    | "housenumber"
    | "postcode"
    | "city"
    | "country_id"
    | "telephone"
    | "email"
    | "company"
    | "vat_id",
    AddressMessage
  >
>;
export type AddressMessage =
  | "form.required"
  | "form.nameTooShort"
  | "form.zipTooShort"
  | "form.zipInvalid"
  | "form.houseNumberInvalid"
  | "form.phone"
  | "form.email"
  | "form.countryUnsupported"
  | "form.companyTooLong"
  | VatMessage;

const POSTCODES: Record<DeliveryCountry, RegExp> = {
  NL: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
  BE: /^[1-9][0-9]{3}$/,
  DE: /^[0-9]{5}$/,
  AT: /^[1-9][0-9]{3}$/,
  LU: /^(L-?)?[0-9]{4}$/i,
};
const LETTERS = /\p{L}/gu;

/** A Dutch or Belgian house number is digits with an optional addition ("12", "12a", "12-3"); German ones alike. */
const HOUSE_NUMBER = /^[1-9][0-9]{0,4}(\s?[-/]?\s?[0-9A-Za-z]{1,6})?$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

function letters(value: string | undefined): number {
  return (value ?? "").match(LETTERS)?.length ?? 0;
}

export interface AddressRules {
  /** The shipping address of a guest needs an e-mail address. */
  needEmail?: boolean;
  /** The countries the store view delivers to (configuration); the default three when absent. */
  countries?: readonly string[];
}

/** Checks an address (a billing address's company and VAT number: `validateBillingAddress`, ./vat.ts). */
export function validateAddress(
  input: AddressInput,
  { needEmail = false, countries = DEFAULT_DELIVERY_COUNTRIES }: AddressRules = {},
): AddressErrors {
  const errors: AddressErrors = {};
  const country = (input.country_id ?? "").toUpperCase();
  for (const field of ["firstname", "lastname"] as const) {
    if (!input[field]?.trim()) errors[field] = "form.required";
    else if (letters(input[field]) < 2) errors[field] = "form.nameTooShort";
  }
  const [street, houseNumber] = input.street ?? [];
  if (!street?.trim()) errors.street = "form.required";
  if (!houseNumber?.trim()) errors.housenumber = "form.required";
  else if (!HOUSE_NUMBER.test(houseNumber.trim())) errors.housenumber = "form.houseNumberInvalid";
  if (!input.city?.trim()) errors.city = "form.required";
  if (!country) errors.country_id = "form.required";
  else if (!isSupportedCountry(country) || !countries.includes(country)) errors.country_id = "form.countryUnsupported";
  const postcode = input.postcode?.trim() ?? "";
  if (!postcode) errors.postcode = "form.required";
  else if (postcode.length < 2) errors.postcode = "form.zipTooShort";
  else if (isSupportedCountry(country) && !POSTCODES[country].test(postcode)) errors.postcode = "form.zipInvalid";
  if (input.telephone?.trim() && !PHONE.test(input.telephone.trim())) errors.telephone = "form.phone";
  if (needEmail && !input.email?.trim()) errors.email = "form.required";
  else if (input.email?.trim() && !EMAIL.test(input.email.trim())) errors.email = "form.email";
  return errors;
}
