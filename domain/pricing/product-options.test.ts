import { describe, expect, it } from "vitest";
import { bundleTotal, groupedTotal, parseQty, withCustomOptions } from "./product-options";

describe("custom option prices", () => {
  it("adds fixed and percent prices", () => {
    expect(withCustomOptions(10000, [{ optionTypeId: 1, priceType: "fixed", price: 495 }])).toBe(10495);
    expect(withCustomOptions(10000, [{ optionTypeId: 2, priceType: "percent", price: 1000 }])).toBe(11000);
    expect(
      withCustomOptions(12995, [
        { optionTypeId: 1, priceType: "fixed", price: 495 },
        { optionTypeId: 2, priceType: "percent", price: 1000 },
      ]),
    ).toBe(12995 + 495 + 1300);
  });
  it("ignores option_type_id 0 and zero prices", () => {
    expect(
      withCustomOptions(10000, [
        { optionTypeId: 0, priceType: "fixed", price: 495 },
        { optionTypeId: 3, priceType: "percent", price: 0 },
      ]),
    ).toBe(10000);
  });
});

describe("grouped and bundle prices", () => {
  it("grouped: sum of price times qty", () => {
    expect(
      groupedTotal([
        { finalPrice: 1000, qty: 1 },
        { finalPrice: 2500, qty: "2" },
      ]),
    ).toBe(6000);
    expect(groupedTotal([])).toBe(0);
  });
  it("bundle: default link per option (else the first) times its quantity", () => {
    const options = [
      {
        optionId: 1,
        links: [
          { id: 10, finalPrice: 1000, qty: 1, isDefault: false },
          { id: 11, finalPrice: 2000, qty: 1, isDefault: true },
        ],
      },
      { optionId: 2, links: [{ id: 20, finalPrice: 500, qty: "3", isDefault: false }] },
    ];
    expect(bundleTotal(options)).toBe(2000 + 1500);
    expect(bundleTotal(options, { 1: [10] })).toBe(1000 + 1500);
    expect(bundleTotal([{ optionId: 3, links: [] }])).toBe(0);
  });
  it("parses quantity strings, default 1", () => {
    expect(parseQty("2")).toBe(2);
    expect(parseQty("x")).toBe(1);
    expect(parseQty(undefined)).toBe(1);
    expect(parseQty(0)).toBe(1);
  });
});
