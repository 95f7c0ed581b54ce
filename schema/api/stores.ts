/**
 * The store locator's requests (SPEC §7 "GET /stores with lat, lng, optional is_pickup_location=1";
 * issue 31 points 1, 2, 4) and the operator's store documents, as zod schemas built on first use.
 */
import * as z from "zod";
import {
  EXCEPTION_KINDS,
  INITIAL_RADIUS_KM,
  isTimeZone,
  MAX_RADIUS_KM,
  STORE_COUNTRIES,
  STORE_SERVICES,
  WEEKDAYS,
  type StoreSummary,
} from "../store-types";

export type { StoreSummary };

/** A coordinate query parameter: a plain decimal number within its range. */
const coordinate = (name: string, limit: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${name} must be a decimal number`)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, `${name} must be between -${limit} and ${limit}`);

const radius = () =>
  z
    .string()
    .regex(/^\d{1,4}$/, "radius must be a whole number of kilometres")
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_RADIUS_KM, `radius must be between 1 and ${MAX_RADIUS_KM} km`)
    .optional();

const position = () => ({ lat: coordinate("lat", 90), lng: coordinate("lng", 180), radius: radius() });

/** GET /api/stores?lat&lng[&is_pickup_location=1][&radius] (radius: INITIAL_RADIUS_KM by default). */
export const storesQuerySchema = z.lazy(() =>
  z.strictObject({
    ...position(),
    is_pickup_location: z.enum(["0", "1"], { error: "is_pickup_location must be 0 or 1" }).optional(),
  }),
);
export type StoresQuery = z.input<typeof storesQuerySchema>;

const skuSchema = () =>
  z
    .string({ error: "sku is required" })
    .trim()
    .min(1, "sku is required")
    .max(64, "sku must be at most 64 characters")
    .regex(/^[\w.\-/]+$/, "sku has characters a sku never has");

/** GET /api/stores/inventory?sku&lat&lng — in-store stock of one sku in the nearest stores. */
export const storeInventoryQuerySchema = z.lazy(() => z.strictObject({ sku: skuSchema(), ...position() }));
export type StoreInventoryQuery = z.input<typeof storeInventoryQuerySchema>;

/** A store in an answer, with its distance from the asked point in km. */
export type NearbyStore = StoreSummary & { distance: number };

export interface StoresAnswer {
  code: 200;
  result: NearbyStore[];
  /** The radius (km) the result is within: INITIAL_RADIUS_KM, or wider when nothing was inside. */
  meta: { radius: number };
}

/** One store's stock of the asked sku. */
export type StoreInventoryItem = NearbyStore & { sku: string; qty: number; available: boolean };

export interface StoreInventoryAnswer {
  code: 200;
  result: StoreInventoryItem[];
  meta: { radius: number; sku: string; availableIn: number };
}

export { INITIAL_RADIUS_KM };

// --- the operator's documents ---

const time = () =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time such as 09:30 (24-hour clock)");
const range = () =>
  z.strictObject({ open: time(), close: time() }).refine((r) => r.open < r.close, "open must be before close");
const ranges = () => z.array(range()).max(4, "at most 4 ranges a day");
const localDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-12-25")
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
    }, "is not a calendar date");

const hoursSchema = () =>
  z.partialRecord(z.enum(WEEKDAYS.map(String) as ["1", "2", "3", "4", "5", "6", "7"]), ranges());

const exceptionSchema = () =>
  z.strictObject({
    date: localDate(),
    kind: z.enum(EXCEPTION_KINDS),
    hours: ranges(),
    label: z.string().trim().min(1).max(60).optional(),
  });

/** A store's fields, without defaults (a patch must not reset what it does not name). */
const storeFields = () => ({
  name: z.string().trim().min(1, "Field is required").max(80),
  street: z.string().trim().min(1, "Field is required").max(120),
  postcode: z.string().trim().min(4).max(10),
  city: z.string().trim().min(1, "Field is required").max(60),
  country: z.enum(STORE_COUNTRIES),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{6,20}$/, "must be a phone number"),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, "Please provide valid e-mail address"),
  timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as Europe/Amsterdam"),
  hours: hoursSchema(),
  exceptions: z
    .array(exceptionSchema())
    .max(120, "at most 120 exceptions")
    .refine((list) => new Set(list.map((e) => e.date)).size === list.length, "one exception per date"),
  is_pickup_location: z.boolean(),
  services: z.array(z.enum(STORE_SERVICES)).max(STORE_SERVICES.length),
  photo: z
    .string()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"<>]+$/, "must be an https URL or a root-relative path")
    .nullable(),
});

/** A store as the operator creates it (POST /api/stores/admin, `npm run operator -- store create`). */
export const storeInputSchema = z.lazy(() => {
  const f = storeFields();
  return z.strictObject({
    ...f,
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens")
      .max(60),
    exceptions: f.exceptions.default([]),
    is_pickup_location: f.is_pickup_location.default(false),
    services: f.services.default([]),
    photo: f.photo.default(null),
  });
});
export type StoreInput = z.input<typeof storeInputSchema>;
export type StoreRecordInput = z.output<typeof storeInputSchema>;

/** PATCH /api/stores/admin/:slug: any fields of a store but its slug; the others stay. */
export const storePatchSchema = z.lazy(() =>
  z
    .strictObject(storeFields())
    .partial()
    .refine((p) => Object.keys(p).length > 0, "give at least one field to change"),
);
export type StorePatch = z.output<typeof storePatchSchema>;

/** PUT /api/stores/admin/:slug/stock: set stock levels (absolute) for skus. */
export const storeStockInputSchema = z.lazy(() =>
  z.strictObject({
    items: z
      .array(z.strictObject({ sku: skuSchema(), qty: z.number().int().min(0).max(100_000) }))
      .min(1)
      .max(500),
  }),
);
