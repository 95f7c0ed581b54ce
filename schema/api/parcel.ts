/**
 * The parcel carrier API's request (SPEC §7 `/api/ext/{carrier}/servicepoints`), shared by the
 * worker, which validates with it (and then normalises the postcode for its country), and the
 * browser, which takes its type. The answer is a list of schema/api/cart.ts's ServicePointDto.
 */
import * as z from "zod";

/** The countries a parcel goes to a service point in. */
export const COUNTRY_CODES = ["NL", "DE"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** GET servicepoints?countryCode&postalCode(&store): the store view names the messages' language. */
export const servicePointsQuerySchema = z.lazy(() =>
  z.object({
    countryCode: z
      .string()
      .max(8)
      .transform((code) => code.trim().toUpperCase())
      .pipe(z.enum(COUNTRY_CODES)),
    postalCode: z.string().min(1).max(16),
    store: z.string().max(8).optional(),
  }),
);
export type ServicePointsQuery = z.input<typeof servicePointsQuerySchema>;
