import * as z from "zod";
import { normalisePostalCode } from "./postcode";
import { COUNTRY_CODES, type OpeningHours, type ServicePoint } from "./types";

const text = (max: number) => z.string().trim().min(1).max(max);

/** One location as DHL Parcel's parcel-shop-locations API answers it (only the fields we use). */
export const dhlLocationSchema = z.lazy(() =>
  z.object({
    id: text(64),
    name: text(200),
    shopType: z.string().max(40).optional(),
    address: z.object({
      countryCode: z.string(),
      zipCode: z.string().max(16).optional(),
      postalCode: z.string().max(16).optional(),
      city: text(100),
      street: text(200),
      number: z.string().max(20).optional(),
      addition: z.string().max(20).optional(),
    }),
    geoLocation: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    distance: z.number().min(0).optional(),
    openingTimes: z
      .array(
        z.object({ weekDay: z.number().int().min(0).max(7), timeFrom: z.string().max(5), timeTo: z.string().max(5) }),
      )
      .max(50)
      .default([]),
  }),
);

/**
 * A DHL location as our ServicePoint, or null when it is of a country we do not ship to. "packStation"
 * (any case) is a Packstation, every other shop type (parcelShop, servicePoint, postOffice, …) a shop.
 */
export function servicePointFromDhl(location: z.output<typeof dhlLocationSchema>): ServicePoint | null {
  const { address } = location;
  const country = COUNTRY_CODES.find((code) => code === address.countryCode.toUpperCase());
  if (!country) return null;
  const rawPostcode = address.postalCode ?? address.zipCode ?? "";
  return {
    id: location.id,
    name: location.name,
    shopType: location.shopType?.toLowerCase() === "packstation" ? "packStation" : "parcelShop",
    street: address.street,
    houseNumber: [address.number, address.addition].filter((part) => part && part.trim()).join(" "),
    postalCode: normalisePostalCode(country, rawPostcode) ?? rawPostcode.trim(),
    city: address.city,
    countryCode: country,
    latitude: location.geoLocation.latitude,
    longitude: location.geoLocation.longitude,
    // DHL counts weekdays from Monday = 1; a Sunday sent as 0 is our 7.
    openingHours: location.openingTimes.map((t): OpeningHours => ({
      day: (t.weekDay === 0 ? 7 : t.weekDay) as OpeningHours["day"],
      open: t.timeFrom,
      close: t.timeTo,
    })),
    ...(location.distance === undefined ? {} : { distanceMeters: Math.round(location.distance) }),
  };
}
