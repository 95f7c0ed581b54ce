/**
 * Address lookup and directory requests and answers (SPEC §3 Address autocomplete and Directory, §7),
 * shared by the worker, which validates with them, and the browser's client, which takes its types.
 */
import * as z from "zod";

export { ADDRESS_LOOKUP_CODE } from "../constants";

/**
 * GET /api/ext/postcode/autocomplete?countryCode&postalCode&streetNumber&premise[&street]: NL needs
 * the postcode and house number (any street is dropped), BE the postcode, number and street.
 */
export const autocompleteQuerySchema = z.lazy(() =>
  z.object({
    countryCode: z.string().min(2).max(2),
    postalCode: z.string().max(16).default(""),
    streetNumber: z.string().max(16).default(""),
    premise: z.string().max(16).optional(),
    street: z.string().max(100).optional(),
    store: z.string().max(8).optional(),
  }),
);
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;

/** The autocompleted address the client stores (code 200). */
export const autocompleteResultSchema = z.lazy(() =>
  z.object({
    countryCode: z.enum(["NL", "BE"]),
    postalCode: z.string(),
    streetNumber: z.string(),
    premise: z.string(),
    street: z.string(),
    city: z.string(),
  }),
);
export type AutocompleteResult = z.infer<typeof autocompleteResultSchema>;

/** One country of GET /api/ext/directory/countries (Magento's directory shape). */
export interface DirectoryCountry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
}

/** GET /api/ext/directory/currency: the store view's currency map. */
export interface DirectoryCurrency {
  base_currency_code: string;
  base_currency_symbol: string;
  default_display_currency_code: string;
  default_display_currency_symbol: string;
  available_currency_codes: string[];
  exchange_rates: { currency_to: string; rate: number }[];
}
