import { areaFor, areasOf, distanceMeters, estimatePosition } from "./areas";
import { builtinPointsOf } from "./builtin-points";
import { normalisePostalCode, postcodeNumber } from "./postcode";
import { SERVICE_POINT_LIMIT, type CountryCode, type ParcelCarrier, type ServicePoint } from "./types";

/** How many areas around the postcode's own are searched: enough to fill a list of ten. */
const NEIGHBOUR_AREAS = 5;

/**
 * Service points from the built-in list (the local default of ARCHITECTURE §7): the postcode's own
 * area (by its digits; a region without addresses takes the numerically nearest) and its nearest
 * neighbours, ordered by distance from where the postcode lies, then by numeric postcode distance.
 */
export function builtinServicePoints(country: CountryCode, postalCode: string): ServicePoint[] {
  const normalised = normalisePostalCode(country, postalCode);
  if (!normalised) return [];
  const code = postcodeNumber(normalised);
  const origin = estimatePosition(country, code);
  const own = areaFor(country, code);
  const centre = (a: typeof own) => ({ latitude: a[2], longitude: a[3] });
  const neighbours = areasOf(country)
    .filter((area) => area !== own)
    .map((area) => ({ area, meters: distanceMeters(origin, centre(area)) }))
    .sort((a, b) => a.meters - b.meters)
    .slice(0, NEIGHBOUR_AREAS)
    .map(({ area }) => area);
  return [own, ...neighbours]
    .flatMap((area) => builtinPointsOf(country, area))
    .map((point) => ({ ...point, distanceMeters: Math.round(distanceMeters(origin, point)) }))
    .sort(
      (a, b) =>
        a.distanceMeters - b.distanceMeters ||
        Math.abs(postcodeNumber(a.postalCode) - code) - Math.abs(postcodeNumber(b.postalCode) - code) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, SERVICE_POINT_LIMIT);
}

const BUILTIN_ID = /^(NL|DE)-(\d{2})-(\d{1,2})$/;

/** One built-in point by id, or null. */
export function builtinServicePoint(id: string): ServicePoint | null {
  const match = BUILTIN_ID.exec(id);
  if (!match) return null;
  const country = match[1] as CountryCode;
  const area = areasOf(country).find((a) => a[0] === match[2]);
  return (area && builtinPointsOf(country, area)[Number(match[3]) - 1]) ?? null;
}

/** The built-in carrier: offline, deterministic, with the configured code and tracking link. */
export function createBuiltinCarrier(code: string, trackingUrl: ParcelCarrier["trackingUrl"]): ParcelCarrier {
  return {
    code,
    servicePoints: (country, postalCode) => Promise.resolve(builtinServicePoints(country, postalCode)),
    servicePoint: (id) => Promise.resolve(builtinServicePoint(id)),
    trackingUrl,
  };
}
