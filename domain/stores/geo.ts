/**
 * Distances and the locator's search radius (SPEC §7 "Initial radius 30"): stores within 30 km by
 * distance; when none is inside, the radius doubles until one is or it reaches MAX_RADIUS_KM.
 */
import { INITIAL_RADIUS_KM, MAX_RADIUS_KM } from "../../schema/store-types";

export { INITIAL_RADIUS_KM, MAX_RADIUS_KM };
/** At most this many stores in one answer. */
export const MAX_STORES = 50;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Nearby<T> {
  /** Nearest first; distance in km with one decimal. */
  items: (T & { distance: number })[];
  /** The radius the items are within (the initial one, or the widened one). */
  radius: number;
}

/**
 * The items within `radius` km of `from`, nearest first (ties by name order of the input). When
 * nothing is inside, the radius doubles (capped at MAX_RADIUS_KM) until something is.
 */
export function nearest<T extends Point>(
  items: readonly T[],
  from: Point,
  { radius = INITIAL_RADIUS_KM, limit = MAX_STORES }: { radius?: number; limit?: number } = {},
): Nearby<T> {
  const measured = items
    .map((item, order) => ({ item, order, km: distanceKm(from, item) }))
    .sort((a, b) => a.km - b.km || a.order - b.order);
  let r = Math.min(radius, MAX_RADIUS_KM);
  for (;;) {
    const inside = measured.filter((m) => m.km <= r);
    if (inside.length > 0 || r >= MAX_RADIUS_KM) {
      return {
        items: inside.slice(0, limit).map((m) => ({ ...m.item, distance: Math.round(m.km * 10) / 10 })),
        radius: r,
      };
    }
    r = Math.min(r * 2, MAX_RADIUS_KM);
  }
}
