import { createBuiltinCarrier } from "./builtin-carrier";
import type { ParcelConfig } from "../../schema/config/parcel";
import { createHttpCarrier } from "./http-carrier";
import { trackingUrlFrom } from "./tracking";
import type { ParcelCarrier } from "./types";

/** What the carrier may be given instead of the platform's: a fetch (tests' fake API) and a deadline. */
export interface ParcelDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The parcel carrier of the configuration (ARCHITECTURE §7): the built-in list, or the carrier's API. */
export function createParcelCarrier(
  config: Pick<
    ParcelConfig,
    "PARCEL_CARRIER" | "PARCEL_CARRIER_CODE" | "PARCEL_API_URL" | "PARCEL_API_KEY" | "PARCEL_TRACKING_URL"
  >,
  deps: ParcelDeps = {},
): ParcelCarrier {
  const trackingUrl = trackingUrlFrom(config.PARCEL_TRACKING_URL);
  if (config.PARCEL_CARRIER === "builtin") return createBuiltinCarrier(config.PARCEL_CARRIER_CODE, trackingUrl);
  if (!config.PARCEL_API_URL || !config.PARCEL_API_KEY) {
    // refineParcelConfig stops this at config parsing; a caller that skipped it gets the same words.
    throw new Error("PARCEL_API_URL and PARCEL_API_KEY are required when PARCEL_CARRIER is http");
  }
  return createHttpCarrier({
    code: config.PARCEL_CARRIER_CODE,
    apiUrl: config.PARCEL_API_URL,
    apiKey: config.PARCEL_API_KEY,
    trackingUrl,
    ...deps,
  });
}
