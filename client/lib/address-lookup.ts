/**
 * When the address forms ask the lookup (SPEC §5): only for NL and BE; NL needs a complete postcode
 * and house number (the street is dropped), BE the postcode, number and street; never again for the
 * same inputs. Pure: the hook (hooks/useAddressLookup.ts) does the asking.
 */
import type { AutocompleteQuery } from "../../schema/api/addresses";

export interface LookupFields {
  country_id: string;
  postcode: string;
  housenumber: string;
  /** The addition ("a", "2-hoog"): sent along, but a new one asks nothing new. */
  addition: string;
  street: string;
}

const NL_POSTCODE = /^[1-9][0-9]{3}(?!SA|SD|SS)[A-Z]{2}$/;
const BE_POSTCODE = /^[1-9][0-9]{3}$/;
const NUMBER = /^[1-9][0-9]{0,4}$/;

/** The lookup's query for these fields, or null while they are incomplete or of another country. */
export function lookupQuery(fields: LookupFields): (AutocompleteQuery & { countryCode: "NL" | "BE" }) | null {
  const country = fields.country_id.trim().toUpperCase();
  const postcode = fields.postcode.replace(/\s+/g, "").toUpperCase();
  const number = fields.housenumber.trim();
  if (!NUMBER.test(number)) return null;
  const premise = fields.addition.trim();
  if (country === "NL")
    return NL_POSTCODE.test(postcode)
      ? { countryCode: "NL", postalCode: postcode, streetNumber: number, premise }
      : null;
  if (country !== "BE" || !BE_POSTCODE.test(postcode)) return null;
  const street = fields.street.trim();
  return street.length >= 2 ? { countryCode: "BE", postalCode: postcode, streetNumber: number, premise, street } : null;
}

/** What decides the answer: a lookup with the same key is not asked again (the premise never changes it). */
export function lookupKey(query: AutocompleteQuery): string {
  return [query.countryCode, query.postalCode, query.streetNumber, query.street?.trim().toLowerCase() ?? ""].join("|");
}

/** The API's field names on the forms' fields. */
export const LOOKUP_FIELDS = { postalCode: "postcode", streetNumber: "housenumber", street: "street" } as const;
