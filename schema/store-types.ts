/**
 * A store's data as the locator, its pages and the API share it (issue 31 points 1–3). Times are
 * "HH:MM" in the store's own time zone; dates are the store's local "YYYY-MM-DD".
 */
/** SPEC §7 "Initial radius 30" (km). */
export const INITIAL_RADIUS_KM = 30;
/** The widest circle searched: beyond this the shop has nothing near (Europe's span, roughly). */
export const MAX_RADIUS_KM = 1000;

/** True for an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  open: string;
  close: string;
}

/** Per ISO weekday ("1" … "7") the day's open ranges; a missing or empty day is closed. */
export type WeeklyHours = Partial<Record<`${Weekday}`, TimeRange[]>>;

export const EXCEPTION_KINDS = ["holiday", "late-night", "closure", "special"] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** One local date whose hours differ from the week: `hours` empty means closed all day. */
export interface HoursException {
  date: string;
  kind: ExceptionKind;
  hours: TimeRange[];
  /** Shown beside the date ("Christmas Day", "Koopavond"); optional. */
  label?: string;
}

export const STORE_SERVICES = ["click-collect", "returns", "alterations", "personal-styling", "gift-wrapping"] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

export const STORE_COUNTRIES = ["NL", "BE", "DE"] as const;
export type StoreCountry = (typeof STORE_COUNTRIES)[number];

/** A store as the API answers it (SPEC §7 "result list"). */
export interface StoreSummary {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: StoreCountry;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  timeZone: string;
  hours: WeeklyHours;
  exceptions: HoursException[];
  is_pickup_location: boolean;
  services: StoreService[];
  photo: string | null;
}

/**
 * The pick-up store of a click & collect order (issue 31.5), as the order keeps it: the store's
 * address when the order was placed and the local moment from which the order can be collected.
 */
export interface PickupStore {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: StoreCountry;
  phone: string;
  timeZone: string;
  /** Ready for collection from this local date (YYYY-MM-DD) and time (HH:MM), in `timeZone`. */
  readyDate: string;
  readyTime: string;
}
