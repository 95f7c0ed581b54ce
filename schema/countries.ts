/**
 * The countries whose address rules the shop knows (postcodes, domain/checkout/address.ts). Which of
 * them a store view delivers to is configuration (`DELIVERY_COUNTRIES_*`, config/addresses.ts);
 * DEFAULT_DELIVERY_COUNTRIES is what a store view without that variable delivers to.
 */
export const SUPPORTED_COUNTRIES = ["NL", "BE", "DE", "AT", "LU"] as const;
export type DeliveryCountry = (typeof SUPPORTED_COUNTRIES)[number];
export const DEFAULT_DELIVERY_COUNTRIES: readonly DeliveryCountry[] = ["NL", "BE", "DE"];

/** True for a country code whose rules the shop knows. */
export const isSupportedCountry = (code: string): code is DeliveryCountry =>
  (SUPPORTED_COUNTRIES as readonly string[]).includes(code);
