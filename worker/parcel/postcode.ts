import type { CountryCode } from "./types";

// NL: four digits (no leading zero) and two letters, with or without a space. DE: five digits, 01…99.
const NL_POSTCODE = /^([1-9]\d{3}) ?([A-Z]{2})$/;
const DE_POSTCODE = /^(?!00)\d{5}$/;

/** A postcode written the country's way ("1012 AB", "01067"), or null when it is not one of that country. */
export function normalisePostalCode(country: CountryCode, raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (value.length > 8) return null;
  if (country === "DE") return DE_POSTCODE.test(value) ? value : null;
  const match = NL_POSTCODE.exec(value);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** The numeric part of a normalised postcode (1012 for "1012 AB", 1067 for "01067"), for proximity. */
export function postcodeNumber(postalCode: string): number {
  return Number.parseInt(postalCode.slice(0, /^\d{5}$/.test(postalCode) ? 5 : 4), 10);
}

/** The 2-digit area (NL) or Leitregion (DE) of a postcode number. */
export function areaOf(country: CountryCode, code: number): string {
  return String(Math.floor(code / (country === "DE" ? 1000 : 100))).padStart(2, "0");
}

/** A postcode number written with the country's digits: 1067 → "01067" in DE. */
export function formatPostcodeNumber(country: CountryCode, code: number): string {
  return String(code).padStart(country === "DE" ? 5 : 4, "0");
}
