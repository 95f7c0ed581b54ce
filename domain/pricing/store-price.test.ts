import { describe, expect, it } from "vitest";
import type { TaxRule } from "../../schema/catalog/snapshot";
import { getStoreView } from "../store-views";
import fc from "fast-check";
import { addTax, finalPricesAt, instantOf, isSpecialActive, storePrice, taxRate } from "./store-price";

const now = new Date("2026-11-22T12:00:00Z");
const base = { price: 10000, specialPrice: 8000, specialFrom: null, specialTo: null };

describe("special price window", () => {
  it("applies inside the window, both ends inclusive", () => {
    expect(isSpecialActive(base, now)).toBe(true);
    expect(
      isSpecialActive({ ...base, specialFrom: "2026-11-22T12:00:00Z", specialTo: "2026-11-22T12:00:00Z" }, now),
    ).toBe(true);
  });
  it("does not apply before or after the window, or when not lower", () => {
    expect(isSpecialActive({ ...base, specialFrom: "2026-12-01T00:00:00Z" }, now)).toBe(false);
    expect(isSpecialActive({ ...base, specialTo: "2026-11-01T00:00:00Z" }, now)).toBe(false);
    expect(isSpecialActive({ ...base, specialPrice: 10000 }, now)).toBe(false);
    expect(isSpecialActive({ ...base, specialPrice: null }, now)).toBe(false);
  });
  it("parses window dates as Date.parse does, remembered or not, past the bound of remembered dates too", () => {
    const dates = ["2026-11-22T12:00:00Z", "2026-11-22", "2026-11-22 12:00:00", "not a date", ""];
    for (const date of [...dates, ...dates]) expect(instantOf(date)).toStrictEqual(Date.parse(date));
    for (let day = 0; day < 1500; day++) {
      const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString();
      expect(instantOf(date)).toBe(Date.parse(date));
    }
    for (const date of dates) expect(instantOf(date)).toStrictEqual(Date.parse(date));
  });
});

describe("tax", () => {
  const rules: TaxRule[] = [
    {
      id: 1,
      code: "demo",
      productTaxClassIds: [2],
      customerTaxClassIds: [3],
      rates: [{ countryId: "DE", regionId: 0, postcode: "*", rate: 23, code: "x" }],
    },
  ];
  it("uses NL 21 % and DE 19 % for taxable goods by default", () => {
    expect(taxRate([], 2, "NL")).toBe(21);
    expect(taxRate([], 2, "DE")).toBe(19);
    expect(taxRate([], 0, "NL")).toBe(0);
  });
  it("prefers a matching rule from the snapshot", () => {
    expect(taxRate(rules, 2, "DE")).toBe(23);
    expect(taxRate(rules, 2, "NL")).toBe(21);
  });
  it("rounds half up to the cent", () => {
    expect(addTax(10740, 21)).toBe(12995);
    expect(addTax(4128, 21)).toBe(4995);
    expect(addTax(100, 19)).toBe(119);
  });
});

describe("storePrice", () => {
  it("shows prices incl. the store country's tax with the special price when active", () => {
    expect(storePrice(base, 2, [], "NL", now)).toEqual({
      regular: 12100,
      special: 9680,
      final: 9680,
      finalNet: 8000,
      taxRate: 21,
      grossRate: 21,
    });
    expect(storePrice({ ...base, specialTo: "2025-01-01T00:00:00Z" }, 2, [], "DE", now)).toEqual({
      regular: 11900,
      special: null,
      final: 11900,
      finalNet: 10000,
      taxRate: 19,
      grossRate: 19,
    });
  });
});

describe("price modes per store view", () => {
  const shelf = { price: 10661, specialPrice: null, specialFrom: null, specialTo: null }; // € 129.00 incl. 21 %
  it("shows the Dutch gross price in the German store by default (cross-border pricing), tax computed inside", () => {
    const nl = storePrice(shelf, 2, [], getStoreView("nl"), now);
    const de = storePrice(shelf, 2, [], getStoreView("de"), now);
    expect(getStoreView("de").priceMode).toBe("same-gross");
    expect(nl.final).toBe(12900);
    expect(de).toEqual({ regular: 12900, special: null, final: 12900, finalNet: 10840, taxRate: 19, grossRate: 21 });
    // 129.00 = 108.40 net + 20.60 MwSt (19 %).
    expect(de.finalNet + Math.round((de.final * 19) / 119)).toBe(12900);
    expect(storePrice(base, 2, [], getStoreView("de"), now).final).toBe(
      storePrice(base, 2, [], getStoreView("nl"), now).final,
    );
  });
  it("adds the store country's VAT to the net price in net-plus-vat mode", () => {
    const de = { ...getStoreView("de"), priceMode: "net-plus-vat" as const };
    expect(storePrice(shelf, 2, [], de, now)).toMatchObject({
      final: 12687,
      finalNet: 10661,
      taxRate: 19,
      grossRate: 19,
    });
    expect(storePrice(shelf, 2, [], "DE", now).final).toBe(12687);
  });
  it("takes the home country's rate from the snapshot's tax rules", () => {
    const rules: TaxRule[] = [
      {
        id: 1,
        code: "demo",
        productTaxClassIds: [2],
        customerTaxClassIds: [3],
        rates: [
          { countryId: "NL", regionId: 0, postcode: "*", rate: 21, code: "nl" },
          { countryId: "DE", regionId: 0, postcode: "*", rate: 7, code: "de" },
        ],
      },
    ];
    expect(storePrice(shelf, 2, rules, getStoreView("de"), now)).toMatchObject({
      final: 12900,
      taxRate: 7,
      grossRate: 21,
    });
  });
});

describe("finalPricesAt", () => {
  it("answers storePrice's final price for any product, tax class, store view and moment", () => {
    const rules: TaxRule[] = [
      {
        id: 1,
        code: "mixed",
        productTaxClassIds: [2, 5],
        customerTaxClassIds: [3],
        rates: [
          { countryId: "NL", regionId: 0, postcode: "*", rate: 21, code: "NL" },
          { countryId: "DE", regionId: 0, postcode: "*", rate: 7, code: "DE" },
        ],
      },
    ];
    const day = (d: number) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString();
    const product = fc.record({
      price: fc.integer({ min: 0, max: 1_000_000 }),
      specialPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
      specialFrom: fc.option(fc.integer({ min: 0, max: 60 }).map(day)),
      specialTo: fc.option(fc.integer({ min: 0, max: 60 }).map(day)),
    });
    const basis = fc.oneof(
      fc.constantFrom<"NL" | "DE">("NL", "DE"),
      fc.record({
        taxCountry: fc.constantFrom<"NL" | "DE">("NL", "DE"),
        priceMode: fc.constantFrom<"net-plus-vat" | "same-gross">("net-plus-vat", "same-gross"),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(product, fc.constantFrom(0, 2, 5, 9)), { minLength: 1, maxLength: 8 }),
        basis,
        fc.integer({ min: 0, max: 60 }).map((d) => new Date(day(d))),
        fc.boolean(),
        (items, storeBasis, now, withRules) => {
          const ruleSet = withRules ? rules : [];
          const finalPrice = finalPricesAt(ruleSet, storeBasis, now);
          for (const [p, taxClassId] of items)
            expect(finalPrice(p, taxClassId)).toBe(storePrice(p, taxClassId, ruleSet, storeBasis, now).final);
        },
      ),
    );
  });
});
