import { describe, expect, it } from "vitest";
import { ean13CheckDigit, ean13Modules, isEan13, loyaltyCardNumber } from "./ean13";

describe("EAN-13 loyalty card numbers", () => {
  it("compute the check digit of known codes", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(isEan13("4006381333931")).toBe(true);
    expect(isEan13("4006381333932")).toBe(false);
  });
  it("make valid in-store numbers from random digits", () => {
    for (const digits of ["00000000000", "12345678901", "99999999999"]) {
      const card = loyaltyCardNumber(digits);
      expect(card).toMatch(/^2\d{12}$/);
      expect(isEan13(card)).toBe(true);
    }
  });
  it("encode 95 modules with guards (the known pattern of 4006381333931 starts 101 0001011)", () => {
    const modules = ean13Modules("4006381333931");
    expect(modules).toHaveLength(95);
    expect(modules.startsWith("1010001101")).toBe(true);
    expect(modules.slice(45, 50)).toBe("01010");
    expect(modules.endsWith("101")).toBe(true);
  });
});
