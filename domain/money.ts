/** Money is integer cents plus a currency code; it is formatted only at render time. */
export interface Money {
  cents: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * How the store views' locales write euros, as ICU's CLDR data has them (money.test.ts holds every
 * entry to Intl.NumberFormat's output). An isolate's first price would otherwise load ICU, about
 * 10 ms of its cold start; other locales and currencies go to Intl.
 */
const EURO_FORMATS: Record<string, { group: string; decimal: string; before: string; after: string }> = {
  "nl-NL": { group: ".", decimal: ",", before: "€\u00a0", after: "" },
  "de-DE": { group: ".", decimal: ",", before: "", after: "\u00a0€" },
  "en-GB": { group: ",", decimal: ".", before: "€", after: "" },
};

/** Whole cents (`abs` ≥ 0) in a known euro format, rounded half away from zero as Intl rounds. */
function formatEuros(abs: number, fractionDigits: number, f: (typeof EURO_FORMATS)[string]): string {
  let scaled: number;
  if (fractionDigits >= 2) scaled = abs * 10 ** (fractionDigits - 2);
  else {
    const unit = 10 ** (2 - fractionDigits);
    scaled = Math.floor((abs + unit / 2) / unit);
  }
  const divisor = 10 ** fractionDigits;
  const digits = String(Math.floor(scaled / divisor));
  let whole = digits.slice(0, digits.length % 3 || 3);
  for (let i = whole.length; i < digits.length; i += 3) whole += f.group + digits.slice(i, i + 3);
  const fraction = fractionDigits > 0 ? f.decimal + String(scaled % divisor).padStart(fractionDigits, "0") : "";
  return `${f.before}${whole}${fraction}${f.after}`;
}

/**
 * Formats cents in the store's locale (SPEC §9: the locale's fraction digits, the minus sign in
 * front for negatives, whatever the locale would do).
 */
export function formatMoney(cents: number, currency: string, locale: string, fractionDigits = 2): string {
  const euro = currency === "EUR" ? EURO_FORMATS[locale] : undefined;
  const abs =
    euro &&
    Number.isSafeInteger(cents) &&
    Number.isInteger(fractionDigits) &&
    fractionDigits >= 0 &&
    fractionDigits <= 6
      ? formatEuros(Math.abs(cents), fractionDigits, euro)
      : formatter(locale, currency, fractionDigits).format(Math.abs(cents) / 100);
  return cents < 0 ? `-${abs}` : abs;
}

/** Whole-percent discount from a regular to a special price, as shown on sale badges. */
export function discountPercent(regularCents: number, specialCents: number): number {
  if (regularCents <= 0 || specialCents >= regularCents) return 0;
  return Math.round(((regularCents - specialCents) / regularCents) * 100);
}

/** Whole currency units without decimals, for price filter labels ("€ 100"). */
export function formatWhole(units: number, currency: string, locale: string): string {
  const euro = currency === "EUR" ? EURO_FORMATS[locale] : undefined;
  return euro && Number.isSafeInteger(units) && units >= 0 && units <= Number.MAX_SAFE_INTEGER / 100
    ? formatEuros(units * 100, 0, euro)
    : formatter(locale, currency, 0).format(units);
}

/** SPEC §9 price range labels: "< €100" for the first bucket, "> €500" for the open last one, "€100 - €250" otherwise. */
export function priceRangeLabel(from: number, to: number | null, currency: string, locale: string): string {
  if (from === 0 && to !== null) return `< ${formatWhole(to, currency, locale)}`;
  if (to === null) return `> ${formatWhole(from, currency, locale)}`;
  return `${formatWhole(from, currency, locale)} - ${formatWhole(to, currency, locale)}`;
}
