/**
 * The address lookup in a form (SPEC §5): once the country, postcode and house number (and in
 * Belgium the street) are complete, asks GET /api/ext/postcode/autocomplete a moment after the
 * shopper stops typing, and hands the street and city to `onFound`, or the SPEC's messages by form
 * field to `onProblem`. The same inputs are never asked twice; a lookup that fails otherwise (down,
 * too many, offline) asks nothing of the shopper: they type the street and city themselves.
 */
import { useEffect, useRef } from "react";
import type { AutocompleteResult } from "../../schema/api/addresses";
import { autocompleteAddress } from "../api/addresses";
import { ApiError } from "../api/errors";
import { LOOKUP_FIELDS, lookupKey, lookupQuery, type LookupFields } from "../lib/address-lookup";

/** How long typing must pause before the lookup is asked. */
const LOOKUP_PAUSE_MS = 300;

export type LookupProblems = Partial<Record<(typeof LOOKUP_FIELDS)[keyof typeof LOOKUP_FIELDS], string>>;

export function useAddressLookup(
  fields: LookupFields,
  store: string,
  onFound: (result: AutocompleteResult) => void,
  onProblem: (problems: LookupProblems) => void,
): void {
  const last = useRef<string | null>(null);
  const handlers = useRef({ onFound, onProblem });
  handlers.current = { onFound, onProblem };
  const query = lookupQuery(fields);
  const key = query ? lookupKey(query) : null;

  useEffect(() => {
    if (!query || key === null || key === last.current) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      last.current = key;
      autocompleteAddress({ ...query, store }, { signal: abort.signal }).then(
        (result) => handlers.current.onFound(result),
        (error: unknown) => {
          if (!(error instanceof ApiError) || !error.fields || error.status >= 500 || error.status === 429) {
            // Not an answer about this address (down, too many, offline, or a newer one took over):
            // these inputs may be asked again.
            if (last.current === key) last.current = null;
            return;
          }
          const problems: LookupProblems = {};
          for (const [field, message] of Object.entries(error.fields))
            if (field in LOOKUP_FIELDS) problems[LOOKUP_FIELDS[field as keyof typeof LOOKUP_FIELDS]] = message;
          handlers.current.onProblem(problems);
        },
      );
    }, LOOKUP_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // The key names everything the query holds that changes the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, store]);
}
