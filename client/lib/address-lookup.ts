/**
 * When the address forms ask the lookup (SPEC §5): only for NL and BE; NL needs a complete postcode
 * and house number (the street is dropped), BE the postcode, number and street; never again for the
 * same inputs. Pure: the hook (hooks/useAddressLookup.ts) does the asking.
 */
import type { AutocompleteQuery, AutocompleteResult } from "../../schema/api/addresses";
import { autocompleteAddress } from "../api/addresses";
import { ApiError } from "../api/errors";

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

export type LookupProblems = Partial<Record<(typeof LOOKUP_FIELDS)[keyof typeof LOOKUP_FIELDS], string>>;

export interface LookupHandlers {
  onFound: (result: AutocompleteResult) => void;
  onProblem: (problems: LookupProblems) => void;
}

/**
 * Asks the lookup for `fields` unless they are incomplete or were asked last (`last` keeps that
 * key); an answer about the address goes to the handlers, anything else (down, too many, offline,
 * aborted by newer input) lets the same inputs be asked again.
 */
export async function runLookup(
  fields: LookupFields,
  store: string,
  last: { current: string | null },
  handlers: LookupHandlers,
  signal: AbortSignal,
): Promise<void> {
  const query = lookupQuery(fields);
  if (!query || signal.aborted) return;
  const key = lookupKey(query);
  if (key === last.current) return;
  last.current = key;
  try {
    handlers.onFound(await autocompleteAddress({ ...query, store }, { signal }));
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields || error.status >= 500 || error.status === 429) {
      if (last.current === key) last.current = null;
      return;
    }
    const problems: LookupProblems = {};
    for (const [field, message] of Object.entries(error.fields))
      if (field in LOOKUP_FIELDS) problems[LOOKUP_FIELDS[field as keyof typeof LOOKUP_FIELDS]] = message;
    handlers.onProblem(problems);
  }
}
