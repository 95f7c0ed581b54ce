import type { AutocompleteQuery, AutocompleteResult } from "../../schema/api/addresses";
import { ADDRESS_LOOKUP_CODE } from "../../schema/constants";
import { getEndpoint } from "./endpoint";

// The lookup fills fields while the shopper types on: a short deadline, then they type the street themselves.
const LOOKUP_TIMEOUT_MS = 3000;

/** GET /api/ext/postcode/autocomplete (SPEC §7): street and city for a NL/BE postcode and house number. */
export const autocompleteAddress = getEndpoint<
  { readonly [K in keyof AutocompleteQuery]: AutocompleteQuery[K] },
  AutocompleteResult
>(`/api/ext/${ADDRESS_LOOKUP_CODE}/autocomplete`, LOOKUP_TIMEOUT_MS);
