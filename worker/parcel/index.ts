/**
 * Parcel's public face (ARCHITECTURE §7): a carrier's service points (DHL parcel shops and
 * Packstations) from the built-in list or the carrier's API, tracking links, the SPEC §5 Packstation
 * post-number rule, the service point API routes and the config fragment.
 */
export { createParcelCarrier, type ParcelDeps } from "./carrier";
export {
  DEFAULT_TRACKING_URL,
  parcelConfigIssues,
  parcelConfigSchema,
  refineParcelConfig,
  type ParcelConfig,
} from "../../schema/config/parcel";
export { PARCEL_API_TIMEOUT_MS } from "./http-carrier";
export { PARCEL_MESSAGES, parcelMessage, type ParcelMessageKey } from "./messages";
export { normalisePostalCode } from "./postcode";
export { createServicePointApi } from "./routes";
export {
  parseServicePointSelection,
  resolveServicePointSelection,
  validateSelection,
  type SelectionError,
} from "./selection";
export {
  COUNTRY_CODES,
  ParcelCarrierError,
  SERVICE_POINT_LIMIT,
  type CountryCode,
  type OpeningHours,
  type ParcelCarrier,
  type ServicePoint,
  type ShopType,
} from "./types";
