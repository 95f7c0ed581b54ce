import { describe, expect, it } from "vitest";
import { discountPercent, formatMoney, formatWhole } from "./money";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("formats per store locale with two decimals", () => {
    expect(nbsp(formatMoney(12950, "EUR", "nl-NL"))).toBe("€ 129,50");
    expect(nbsp(formatMoney(12950, "EUR", "de-DE"))).toBe("129,50 €");
    expect(nbsp(formatMoney(12950, "EUR", "en-GB"))).toBe("€129.50");
    expect(nbsp(formatMoney(123456789, "EUR", "de-DE"))).toBe("1.234.567,89 €");
  });

  it("puts the minus sign in front for negatives", () => {
    expect(nbsp(formatMoney(-500, "EUR", "nl-NL"))).toBe("-€ 5,00");
    expect(nbsp(formatMoney(-500, "EUR", "de-DE"))).toBe("-5,00 €");
  });
});

describe("formatMoney and formatWhole without Intl", () => {
  // The store views' euro formats are written out (EURO_FORMATS); they must be ICU's, byte for byte.
  const locales = ["nl-NL", "de-DE", "en-GB"];
  const cents = [
    0,
    1,
    5,
    49,
    50,
    99,
    100,
    999,
    1000,
    12950,
    99999,
    100000,
    123456,
    999999,
    1000000,
    123456789,
    2 ** 40,
  ];
  const intl = (value: number, locale: string, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);

  it.each(locales)("writes %s euros as Intl.NumberFormat does, for every fraction digit count", (locale) => {
    for (const digits of [0, 1, 2, 3])
      for (const c of [...cents, ...cents.map((v) => v + 50), ...cents.map((v) => v + 51)]) {
        expect(formatMoney(c, "EUR", locale, digits), `${c} cents, ${digits} digits`).toBe(
          intl(c / 100, locale, digits),
        );
        expect(formatMoney(-c - 1, "EUR", locale, digits)).toBe(`-${intl((c + 1) / 100, locale, digits)}`);
      }
  });

  it.each(locales)("writes whole %s euros as Intl.NumberFormat does", (locale) => {
    for (const units of [0, 1, 25, 100, 250, 1000, 12345, 1234567])
      expect(formatWhole(units, "EUR", locale)).toBe(intl(units, locale, 0));
  });

  it("leaves other currencies, locales and fractions of a cent to Intl", () => {
    expect(formatMoney(12950, "USD", "en-GB")).toBe(
      new Intl.NumberFormat("en-GB", { style: "currency", currency: "USD" }).format(129.5),
    );
    expect(formatMoney(12950, "EUR", "fr-FR")).toBe(intl(129.5, "fr-FR", 2));
    expect(formatMoney(12.5, "EUR", "nl-NL")).toBe(intl(0.125, "nl-NL", 2));
    expect(formatWhole(12.5, "EUR", "de-DE")).toBe(intl(12.5, "de-DE", 0));
  });
});

describe("discountPercent", () => {
  it("rounds to whole percents and ignores non-discounts", () => {
    expect(discountPercent(10000, 7500)).toBe(25);
    expect(discountPercent(9999, 6666)).toBe(33);
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
