import * as z from "zod";

/** DHL Parcel's track & trace page; {code} and {postalCode} are filled in (URL-encoded). */
export const DEFAULT_TRACKING_URL = "https://my.dhlecommerce.nl/home/tracktrace/{code}/{postalCode}";

/**
 * The parcel carrier variables, as a zod object fragment for the worker's config schema
 * (`z.object({ ...others, ...parcelConfigSchema.shape }).superRefine(refineParcelConfig)`).
 */
export const parcelConfigSchema = z.object({
  /** "builtin": the built-in list of service points (local default); "http": the carrier's API. */
  PARCEL_CARRIER: z.enum(["builtin", "http"]).default("builtin"),
  /** The carrier code of /api/ext/{code}/… and of shipping methods (SPEC §7, §9). */
  PARCEL_CARRIER_CODE: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,31}$/, "must be a lower-case code such as dhlparcel")
    .default("dhlparcel"),
  /** Base URL of the carrier's API, e.g. https://api-gw.dhlparcel.nl (…/parcel-shop-locations/{country}). */
  PARCEL_API_URL: z
    .url()
    .refine((u) => /^https?:/.test(u), "must be an http(s) URL")
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  /** Bearer token of the carrier's API (secret). */
  PARCEL_API_KEY: z.string().min(1).optional(),
  /** The tracking link, with {code} and optionally {postalCode}. */
  PARCEL_TRACKING_URL: z
    .string()
    .refine((u) => u.includes("{code}") && /^https:\/\/[^/{}]+\//.test(u), "must be an https URL with {code} in it")
    .default(DEFAULT_TRACKING_URL),
});

/** The parsed parcel variables (the worker's Config has them too once the fragment is merged). */
export type ParcelConfig = z.output<typeof parcelConfigSchema>;

/**
 * The carrier code a route table is built for: the configured PARCEL_CARRIER_CODE, or the default's
 * when it is unset or refused (the request then fails in the config check like any bad variable).
 */
export function routeCarrierCode(configured: unknown): string {
  const code = parcelConfigSchema.shape.PARCEL_CARRIER_CODE.safeParse(configured);
  return code.success ? code.data : parcelConfigSchema.shape.PARCEL_CARRIER_CODE.parse(undefined);
}

/** The variables the HTTP carrier cannot work without; pass to `.superRefine` after merging the fragment. */
export function refineParcelConfig(config: ParcelConfig, ctx: z.RefinementCtx): void {
  for (const issue of parcelConfigIssues(config)) ctx.addIssue({ code: "custom", ...issue });
}

/** The same checks as plain data: `[{ path: ["PARCEL_API_KEY"], message: "is required when …" }]`. */
export function parcelConfigIssues(config: ParcelConfig): { path: [string]; message: string }[] {
  if (config.PARCEL_CARRIER !== "http") return [];
  const missing = (["PARCEL_API_URL", "PARCEL_API_KEY"] as const).filter((name) => !config[name]);
  return missing.map((name) => ({ path: [name], message: "is required when PARCEL_CARRIER is http" }));
}
