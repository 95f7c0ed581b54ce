/**
 * Addresses' public face (issue 31.6–31.8): the address lookup behind /api/ext/postcode/autocomplete
 * (built-in NL/BE table or a lookup API), the directory of countries and currencies, and the
 * delivery countries each store view's configuration names.
 */
export { createAddressLookup, type LookupDeps } from "./lookup";
export { ADDRESS_LOOKUP_TIMEOUT_MS } from "./http-lookup";
export { ADDRESS_LOOKUP_IP_LIMIT, createAddressLookupApi } from "./routes-lookup";
export { createDirectoryApi, directoryCountries } from "./routes-directory";
export type { AddressLookup, LookupOutcome, LookupRequest } from "./lookup-types";
export {
  addressConfigSchema,
  deliveryCountries,
  refineAddressConfig,
  type AddressConfig,
} from "../../schema/config/addresses";
