/**
 * Pure: the parcel carriers an operator ships with, the tracking numbers each hands out and the
 * public page where a shopper follows the parcel. A number is kept upper-case without spaces.
 */
import type { StoreCode } from "../../domain/store-views";
import type { ShipCarrier } from "../../schema/api/aftersales";

interface Carrier {
  name: string;
  /** The shapes of the carrier's tracking numbers. */
  pattern: RegExp;
  example: string;
  url(code: string, to: { postcode: string; country: string; store: StoreCode }): string;
}

const DPD_LOCALES: Record<StoreCode, string> = { nl: "nl_NL", de: "de_DE", en: "en_US" };

export const CARRIERS: Record<ShipCarrier, Carrier> = {
  dhl: {
    name: "DHL",
    // DHL Express waybill (10 digits), DHL Parcel (JVGL…, JJD…), DHL Parcel Benelux (3S + 4 letters + digits).
    pattern: /^(?:\d{10}|JJD\d{10,20}|JVGL\d{8,20}|3S[A-Z]{4}\d{6,12})$/,
    example: "JVGL0123456789",
    url: (code) => `https://www.dhl.com/nl-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${code}`,
  },
  postnl: {
    name: "PostNL",
    // Domestic 3S barcodes and the international UPU shape (two letters, nine digits, NL).
    pattern: /^(?:3S[A-Z]{4}\d{6,12}|[A-Z]{2}\d{9}NL)$/,
    example: "3SABCD123456789",
    url: (code, to) => `https://jouw.postnl.nl/track-and-trace/${code}-${to.country}-${to.postcode}`,
  },
  dpd: {
    name: "DPD",
    pattern: /^\d{14}$/,
    example: "01234567890123",
    url: (code, to) => `https://tracking.dpd.de/status/${DPD_LOCALES[to.store]}/parcel/${code}`,
  },
};

/** A tracking number as stored: upper-case, without spaces. */
export const normalizeTracking = (raw: string) => raw.replace(/\s+/g, "").toUpperCase();

/** True when the number has one of the carrier's shapes. */
export const validTracking = (carrier: ShipCarrier, code: string) => CARRIERS[carrier].pattern.test(code);

/** The carrier's public tracking page for a parcel to this address. */
export function trackingUrl(
  carrier: ShipCarrier,
  code: string,
  address: { postcode?: string; country_id?: string } | null,
  store: StoreCode,
): string {
  const postcode = encodeURIComponent((address?.postcode ?? "").replace(/\s+/g, "").toUpperCase());
  const country = encodeURIComponent((address?.country_id ?? "NL").toUpperCase());
  return CARRIERS[carrier].url(encodeURIComponent(code), { postcode, country, store });
}
