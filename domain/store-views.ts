import { STORE_CODES, type StoreCode } from "../schema/store-codes";

export { STORE_CODES, type StoreCode };
export const DEFAULT_STORE: StoreCode = "nl";

export type TaxCountry = "NL" | "DE";

/**
 * How a store view derives its gross prices from the catalogue's net prices. "same-gross"
 * (cross-border pricing): the same price incl. VAT as the Dutch store, the tax computed inside it
 * with the store country's rate, so a € 129.00 coat costs € 129.00 in every store. "net-plus-vat":
 * net plus the store country's VAT (€ 129.00 in NL shows € 127.03 in DE).
 */
export type PriceMode = "same-gross" | "net-plus-vat";

export interface StoreView {
  code: StoreCode;
  /** Numeric store id (SPEC §3 storeId), as API clients send it. */
  storeId: number;
  /** Path prefix: "" for the default store, "/de", "/en". */
  prefix: string;
  /** BCP 47 tag used for Intl formatting and `<html lang>`. */
  locale: string;
  language: string;
  /** Full language name, in that language (SPEC §3 "language details"). */
  languageName: string;
  currencyCode: "EUR";
  fractionDigits: 2;
  taxCountry: TaxCountry;
  /** Per store view: the same gross price as the Dutch store (default) or net plus the country's VAT. */
  priceMode: PriceMode;
  /** SPEC §9 date formats. */
  dateFormat: string;
}

const BASE: Record<StoreCode, StoreView> = {
  nl: {
    code: "nl",
    storeId: 1,
    prefix: "",
    locale: "nl-NL",
    language: "nl",
    languageName: "Nederlands",
    currencyCode: "EUR",
    fractionDigits: 2,
    taxCountry: "NL",
    priceMode: "same-gross",
    dateFormat: "HH:mm D-M-YYYY",
  },
  de: {
    code: "de",
    storeId: 2,
    prefix: "/de",
    locale: "de-DE",
    language: "de",
    languageName: "Deutsch",
    currencyCode: "EUR",
    fractionDigits: 2,
    taxCountry: "DE",
    priceMode: "same-gross",
    dateFormat: "HH:mm DD.MM.YYYY",
  },
  en: {
    code: "en",
    storeId: 3,
    prefix: "/en",
    locale: "en-GB",
    language: "en",
    languageName: "English",
    currencyCode: "EUR",
    fractionDigits: 2,
    taxCountry: "NL",
    priceMode: "same-gross",
    dateFormat: "HH:mm D-M-YYYY",
  },
};

/** The store view for a code; the English store's tax country is configurable (ARCHITECTURE §3). */
export function getStoreView(code: StoreCode, enTaxCountry: TaxCountry = "NL"): StoreView {
  return code === "en" ? { ...BASE.en, taxCountry: enTaxCountry } : BASE[code];
}

export function isStoreCode(value: string): value is StoreCode {
  return (STORE_CODES as readonly string[]).includes(value);
}

/** Splits `/de/c/shoes` into the store code and the path inside the store (`/c/shoes`). */
export function splitStorePath(pathname: string): { code: StoreCode; path: string } {
  const match = /^\/(de|en)(?=\/|$)/.exec(pathname);
  if (!match) return { code: DEFAULT_STORE, path: pathname || "/" };
  const code = match[1] as StoreCode;
  return { code, path: pathname.slice(match[0].length) || "/" };
}
