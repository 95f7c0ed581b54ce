import { describe, expect, it } from "vitest";
import { discountPercent, formatMoney } from "./money";

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

describe("discountPercent", () => {
  it("rounds to whole percents and ignores non-discounts", () => {
    expect(discountPercent(10000, 7500)).toBe(25);
    expect(discountPercent(9999, 6666)).toBe(33);
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
