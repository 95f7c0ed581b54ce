/**
 * The address lookup in a form (SPEC §5): once the country, postcode and house number (and in
 * Belgium the street) are complete, the lookup is asked a moment after the shopper stops typing
 * (lib/address-lookup.ts, loaded then: the checkout is at its JS budget), and its street and city go
 * to `onFound`, or the SPEC's messages by form field to `onProblem`. The same inputs are never asked
 * twice; a lookup that fails otherwise asks nothing of the shopper: they type street and city.
 */
import { useEffect, useRef } from "react";
import type { AutocompleteResult } from "../../schema/api/addresses";
import type { LookupFields, LookupHandlers, LookupProblems } from "../lib/address-lookup";

export type { LookupProblems };

/** How long typing must pause before the lookup is asked. */
const LOOKUP_PAUSE_MS = 300;

export function useAddressLookup(
  fields: LookupFields,
  store: string,
  onFound: (result: AutocompleteResult) => void,
  onProblem: (problems: LookupProblems) => void,
): void {
  const last = useRef<string | null>(null);
  const handlers = useRef<LookupHandlers>({ onFound, onProblem });
  handlers.current = { onFound, onProblem };
  const { country_id, postcode, housenumber, addition, street } = fields;
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void import("../lib/address-lookup").then(({ runLookup }) =>
        runLookup({ country_id, postcode, housenumber, addition, street }, store, last, handlers.current, abort.signal),
      );
    }, LOOKUP_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // The addition never changes the answer (it is sent along with the next lookup).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country_id, postcode, housenumber, street, store]);
}
