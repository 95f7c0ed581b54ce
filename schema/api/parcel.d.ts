/**
 * The parcel carrier API's request (SPEC §7 `/api/ext/{carrier}/servicepoints`), shared by the
 * worker, which validates with it (and then normalises the postcode for its country), and the
 * browser, which takes its type. The answer is a list of schema/api/cart.ts's ServicePointDto.
 */
import * as z from "zod";
/** The countries a parcel goes to a service point in. */
export declare const COUNTRY_CODES: readonly ["NL", "DE"];
export type CountryCode = (typeof COUNTRY_CODES)[number];
/** GET servicepoints?countryCode&postalCode(&store): the store view names the messages' language. */
export declare const servicePointsQuerySchema: z.ZodLazy<z.ZodObject<{
    countryCode: z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>, z.ZodEnum<{
        NL: "NL";
        DE: "DE";
    }>>;
    postalCode: z.ZodString;
    store: z.ZodOptional<z.ZodString>;
}, z.core.$strip>>;
export type ServicePointsQuery = z.input<typeof servicePointsQuerySchema>;
