import { DE_AREAS } from "./areas-de";
import { NL_AREAS } from "./areas-nl";
import { areaOf } from "./postcode";
import type { CountryCode } from "./types";

/** One postcode area: code, town, centre (lat, lon), the centre's postcode number, shopping streets. */
export type PostcodeArea = readonly [
  area: string,
  city: string,
  latitude: number,
  longitude: number,
  centre: number,
  streets: readonly string[],
];

/** A point on the map, in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

const AREAS: Record<CountryCode, readonly PostcodeArea[]> = { NL: NL_AREAS, DE: DE_AREAS };
// Metres per postcode number within an area: at most about 4 km (NL, 100 numbers) or 6 km (DE, 1000) from the
// centre, less than the distance between most neighbouring areas, so a postcode's own area usually comes first.
const METRES_PER_NUMBER: Record<CountryCode, number> = { NL: 40, DE: 6 };
const GOLDEN_ANGLE = (137.508 * Math.PI) / 180;

/** Every area of a country. */
export function areasOf(country: CountryCode): readonly PostcodeArea[] {
  return AREAS[country];
}

/** The area a postcode number lies in; for a region without addresses, the numerically nearest one. */
export function areaFor(country: CountryCode, code: number): PostcodeArea {
  const wanted = Number(areaOf(country, code));
  let best = AREAS[country][0]!;
  for (const area of AREAS[country]) {
    if (Math.abs(Number(area[0]) - wanted) < Math.abs(Number(best[0]) - wanted)) best = area;
  }
  return best;
}

/**
 * Where a postcode roughly lies: on a line through its area's centre (each area its own bearing), as
 * far from the centre as its number is from the centre's postcode. Within an area the distance between
 * two postcodes is so their numeric distance; across areas it is that of the areas' centres.
 */
export function estimatePosition(country: CountryCode, code: number): Position {
  const area = areaFor(country, code);
  // A postcode of a region without addresses sits at the nearest region's centre.
  const offset = areaOf(country, code) === area[0] ? (code - area[4]) * METRES_PER_NUMBER[country] : 0;
  const bearing = Number(area[0]) * GOLDEN_ANGLE;
  return {
    latitude: area[2] + (offset * Math.cos(bearing)) / 110_540,
    longitude: area[3] + (offset * Math.sin(bearing)) / (111_320 * Math.cos((area[2] * Math.PI) / 180)),
  };
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
