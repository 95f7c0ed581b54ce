/** Countries with service points (the shop ships to NL and DE). */
export { COUNTRY_CODES, type CountryCode } from "../../schema/api/parcel";
import type { CountryCode } from "../../schema/api/parcel";

/** SPEC §3 Service point shop_type: a shop counter, or a DHL Packstation locker (SPEC §9 "packStation"). */
export type ShopType = "parcelShop" | "packStation";

/** Opening hours of one weekday: 1 is Monday, 7 Sunday; times are "HH:mm", "24:00" closing a full day. */
export interface OpeningHours {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  open: string;
  close: string;
}

/** A place that takes in parcels for a shopper (SPEC §3 "Service point"). */
export interface ServicePoint {
  id: string;
  name: string;
  shopType: ShopType;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  countryCode: CountryCode;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
  /** From the postcode asked about, in a lookup. */
  distanceMeters?: number;
}

/** A parcel carrier's service points and tracking links (ARCHITECTURE §7). */
export interface ParcelCarrier {
  /** The carrier code of SPEC §7 paths (/api/ext/{code}/…) and of shipping methods. */
  readonly code: string;
  /** Nearest first, at most 10; empty for a postcode that is not one of that country. */
  servicePoints(countryCode: CountryCode, postalCode: string): Promise<ServicePoint[]>;
  /** One point by id, or null when the carrier does not know it (any more). */
  servicePoint(id: string): Promise<ServicePoint | null>;
  /** Where a shopper follows a parcel (SPEC §9 "a parcel carrier with a tracking link"). */
  trackingUrl(trackingCode: string, postalCode: string): string;
}

/** The most points a lookup answers. */
export const SERVICE_POINT_LIMIT = 10;

/** Why the carrier's API gave no usable answer; a known fault, answered 503 by the routes. */
export class ParcelCarrierError extends Error {
  override name = "ParcelCarrierError";
  readonly kind: "timeout" | "unreachable" | "status" | "bad-response";
  readonly status: number | undefined;

  constructor(kind: ParcelCarrierError["kind"], message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}
