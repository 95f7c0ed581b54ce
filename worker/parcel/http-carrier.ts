import * as z from "zod";
import { dhlLocationSchema, servicePointFromDhl } from "./dhl-location";
import { normalisePostalCode } from "./postcode";
import {
  ParcelCarrierError,
  SERVICE_POINT_LIMIT,
  type CountryCode,
  type ParcelCarrier,
  type ServicePoint,
} from "./types";

/** How long the carrier's API may take; the checkout waits for this list, so it is short. */
export const PARCEL_API_TIMEOUT_MS = 3000;

/** What the HTTP carrier needs: where the API is, its key, the tracking link, and a fetch with a deadline. */
export interface HttpCarrierOptions {
  code: string;
  apiUrl: string;
  apiKey: string;
  trackingUrl: ParcelCarrier["trackingUrl"];
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// DHL ids carry the country: "8004-NL-272403".
const COUNTRY_IN_ID = /-(NL|DE)-/;

/**
 * A carrier API in the style of DHL Parcel's parcel-shop-locations (ARCHITECTURE §7):
 * GET {url}/parcel-shop-locations/{country}?postalCode=…&limit=10 for a list and
 * GET {url}/parcel-shop-locations/{country}/{id} for one. Every call has a deadline; a timeout, a
 * refused connection, a 5xx or an unreadable answer is a ParcelCarrierError.
 */
export function createHttpCarrier(options: HttpCarrierOptions): ParcelCarrier {
  // Called unbound: workerd refuses a fetch invoked as a method of another object ("Illegal invocation").
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? PARCEL_API_TIMEOUT_MS;

  async function get(path: string): Promise<unknown> {
    let res: Response;
    try {
      res = await send(`${options.apiUrl}/parcel-shop-locations/${path}`, {
        headers: { Accept: "application/json", Authorization: `Bearer ${options.apiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timeout = error instanceof Error && error.name === "TimeoutError";
      const kind = timeout ? "timeout" : "unreachable";
      throw new ParcelCarrierError(kind, timeout ? `no answer within ${timeoutMs} ms` : "carrier API unreachable", {
        cause: error,
      });
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ParcelCarrierError("status", `carrier API answered ${res.status}`, { status: res.status });
    }
    try {
      return await res.json<unknown>();
    } catch (error) {
      throw new ParcelCarrierError("bad-response", "carrier API answered no JSON", { cause: error });
    }
  }

  return {
    code: options.code,
    async servicePoints(country: CountryCode, postalCode: string): Promise<ServicePoint[]> {
      const normalised = normalisePostalCode(country, postalCode);
      if (!normalised) return [];
      const query = new URLSearchParams({
        postalCode: normalised.replace(" ", ""),
        limit: String(SERVICE_POINT_LIMIT),
      });
      const body = await get(`${country}?${query.toString()}`);
      const list = z.array(z.unknown()).safeParse(body ?? []);
      if (!list.success) throw new ParcelCarrierError("bad-response", "carrier API answered no list");
      // One malformed entry costs that entry, not the shopper's whole list.
      return list.data
        .map((entry) => dhlLocationSchema.safeParse(entry))
        .flatMap((parsed) => (parsed.success ? [servicePointFromDhl(parsed.data)] : []))
        .filter((point): point is ServicePoint => point !== null)
        .slice(0, SERVICE_POINT_LIMIT);
    },
    async servicePoint(id: string): Promise<ServicePoint | null> {
      const country = COUNTRY_IN_ID.exec(id)?.[1];
      if (!country || id.length > 64) return null;
      const body = await get(`${country}/${encodeURIComponent(id)}`);
      if (body === null) return null;
      const parsed = dhlLocationSchema.safeParse(body);
      if (!parsed.success) throw new ParcelCarrierError("bad-response", "carrier API answered an unreadable location");
      return servicePointFromDhl(parsed.data);
    },
    trackingUrl: options.trackingUrl,
  };
}
