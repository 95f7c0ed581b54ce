import type { AddressConfig } from "../../schema/config/addresses";
import { builtinLookup } from "./builtin-lookup";
import { createHttpLookup } from "./http-lookup";
import type { AddressLookup } from "./lookup-types";

/** What the lookup may be given instead of the platform's: a fetch and a deadline (tests). */
export interface LookupDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The address lookup of the configuration: the built-in table, or the lookup API. */
export function createAddressLookup(
  config: Pick<AddressConfig, "ADDRESS_LOOKUP" | "ADDRESS_LOOKUP_API_URL" | "ADDRESS_LOOKUP_API_KEY">,
  deps: LookupDeps = {},
): AddressLookup {
  if (config.ADDRESS_LOOKUP === "builtin") return builtinLookup;
  if (!config.ADDRESS_LOOKUP_API_URL || !config.ADDRESS_LOOKUP_API_KEY)
    // refineAddressConfig stops this at config parsing; a caller that skipped it gets the same words.
    throw new Error("ADDRESS_LOOKUP_API_URL and ADDRESS_LOOKUP_API_KEY are required when ADDRESS_LOOKUP is http");
  return createHttpLookup({ apiUrl: config.ADDRESS_LOOKUP_API_URL, apiKey: config.ADDRESS_LOOKUP_API_KEY, ...deps });
}
