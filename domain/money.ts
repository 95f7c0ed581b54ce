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
 * Formats cents in the store's locale (SPEC §9: the locale's fraction digits, the minus sign in
 * front for negatives, whatever the locale would do).
 */
export function formatMoney(cents: number, currency: string, locale: string, fractionDigits = 2): string {
  const abs = formatter(locale, currency, fractionDigits).format(Math.abs(cents) / 100);
  return cents < 0 ? `-${abs}` : abs;
}

/** Whole-percent discount from a regular to a special price, as shown on sale badges. */
export function discountPercent(regularCents: number, specialCents: number): number {
  if (regularCents <= 0 || specialCents >= regularCents) return 0;
  return Math.round(((regularCents - specialCents) / regularCents) * 100);
}

/** Whole currency units without decimals, for price filter labels ("€ 100"). */
export function formatWhole(units: number, currency: string, locale: string): string {
  return formatter(locale, currency, 0).format(units);
}

/** SPEC §9 price range labels: "< €100" for the first bucket, "> €500" for the open last one, "€100 - €250" otherwise. */
export function priceRangeLabel(from: number, to: number | null, currency: string, locale: string): string {
  if (from === 0 && to !== null) return `< ${formatWhole(to, currency, locale)}`;
  if (to === null) return `> ${formatWhole(from, currency, locale)}`;
  return `${formatWhole(from, currency, locale)} - ${formatWhole(to, currency, locale)}`;
}
