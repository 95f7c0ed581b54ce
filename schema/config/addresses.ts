import * as z from "zod";
import { DEFAULT_DELIVERY_COUNTRIES, isSupportedCountry, type DeliveryCountry } from "../countries";
import type { StoreCode } from "../store-codes";

/** A comma list of country codes the shop has address rules for ("NL,BE,DE"), in the order forms show them. */
const countryList = z
  .string()
  .transform((value) => [...new Set(value.split(",").map((code) => code.trim().toUpperCase()))].filter(Boolean))
  .refine((codes) => codes.length > 0 && codes.every(isSupportedCountry), {
    message: "must be a comma list of NL, BE, DE, AT, LU",
  })
  .transform((codes) => codes as DeliveryCountry[])
  .default([...DEFAULT_DELIVERY_COUNTRIES]);

/**
 * The address variables (issue 31.6, 31.7), as a zod object fragment for the worker's config schema:
 * the delivery countries of each store view, and the address lookup behind /api/ext/{code}/autocomplete.
 */
export const addressConfigSchema = z.object({
  DELIVERY_COUNTRIES_NL: countryList,
  DELIVERY_COUNTRIES_DE: countryList,
  DELIVERY_COUNTRIES_EN: countryList,
  /** "builtin": a small NL/BE table that works offline (local default); "http": a lookup API. */
  ADDRESS_LOOKUP: z.enum(["builtin", "http"]).default("builtin"),
  /** Base URL of the lookup API (…?country=&postcode=&number=&street=). */
  ADDRESS_LOOKUP_API_URL: z
    .url()
    .refine((u) => /^https?:/.test(u), "must be an http(s) URL")
    .optional(),
  /** The lookup API's key (secret), sent as a Bearer token. */
  ADDRESS_LOOKUP_API_KEY: z.string().min(1).optional(),
});

export type AddressConfig = z.output<typeof addressConfigSchema>;

/** The delivery countries of a store view, as configured. */
export function deliveryCountries(
  config: Pick<AddressConfig, "DELIVERY_COUNTRIES_NL" | "DELIVERY_COUNTRIES_DE" | "DELIVERY_COUNTRIES_EN">,
  store: StoreCode,
): readonly DeliveryCountry[] {
  return store === "de"
    ? config.DELIVERY_COUNTRIES_DE
    : store === "en"
      ? config.DELIVERY_COUNTRIES_EN
      : config.DELIVERY_COUNTRIES_NL;
}

/** The variables the HTTP lookup cannot work without; pass to `.superRefine` after merging the fragment. */
export function refineAddressConfig(config: AddressConfig, ctx: z.RefinementCtx): void {
  if (config.ADDRESS_LOOKUP !== "http") return;
  for (const name of ["ADDRESS_LOOKUP_API_URL", "ADDRESS_LOOKUP_API_KEY"] as const)
    if (!config[name])
      ctx.addIssue({ code: "custom", path: [name], message: "is required when ADDRESS_LOOKUP is http" });
}
