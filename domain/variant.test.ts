import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availableValues, chooseVariant, hasExactVariant, type VariantChoice } from "./variant";

const v = (
  sku: string,
  color: string,
  size: string,
  finalPrice = 1000,
  inStock = true,
  enabled = true,
): VariantChoice => ({
  sku,
  enabled,
  inStock,
  options: { color, size },
  finalPrice,
});

const variants = [
  v("RED-S", "red", "S", 1200),
  v("RED-M", "red", "M", 1100),
  v("BLUE-S", "blue", "S", 900, false),
  v("BLUE-M", "blue", "M", 1000),
  v("GREEN-M", "green", "M", 800, true, false),
];

describe("chooseVariant (SPEC §4)", () => {
  it("a requested sku wins", () => {
    expect(chooseVariant(variants, { requestedSku: "BLUE-M", selected: { color: "red" } }).variant?.sku).toBe("BLUE-M");
  });
  it("a requested sku that is out of stock or disabled does not win", () => {
    expect(chooseVariant(variants, { requestedSku: "BLUE-S" }).variant?.sku).toBe("RED-S");
    expect(chooseVariant(variants, { requestedSku: "GREEN-M" }).variant?.sku).toBe("RED-S");
  });
  it("the variant matching most chosen options wins", () => {
    expect(chooseVariant(variants, { selected: { color: "red", size: "M" } }).variant?.sku).toBe("RED-M");
  });
  it("ties go to the cheaper variant", () => {
    expect(chooseVariant(variants, { selected: { size: "M" } }).variant?.sku).toBe("BLUE-M");
    expect(chooseVariant(variants, { selected: { color: "red" } }).variant?.sku).toBe("RED-M");
  });
  it("the first available variant when nothing matches", () => {
    expect(chooseVariant(variants, { selected: { color: "purple" } }).variant?.sku).toBe("RED-S");
    expect(chooseVariant(variants).variant?.sku).toBe("RED-S");
  });
  it("out-of-stock variants count when out-of-stock listing is on", () => {
    expect(chooseVariant(variants, { requestedSku: "BLUE-S", allowOutOfStock: true }).variant?.sku).toBe("BLUE-S");
  });
  it("errors with the SPEC message when no variant is available", () => {
    expect(chooseVariant([v("X", "red", "S", 1, false)])).toEqual({
      variant: null,
      error: "No available product variants",
    });
  });
  it("never returns a disabled or (by default) out-of-stock variant", () => {
    const arb = fc.array(
      fc.record({
        sku: fc.string({ minLength: 1, maxLength: 4 }),
        color: fc.constantFrom("a", "b", "c"),
        size: fc.constantFrom("S", "M"),
        price: fc.nat(5000),
        inStock: fc.boolean(),
        enabled: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom("a", "b", "c", ""), (list, color) => {
        const vs = list.map((x) => v(x.sku, x.color, x.size, x.price, x.inStock, x.enabled));
        const result = chooseVariant(vs, { selected: { color } });
        if (result.variant) expect(result.variant.enabled && result.variant.inStock).toBe(true);
        else expect(vs.some((x) => x.enabled && x.inStock)).toBe(false);
      }),
    );
  });
});

describe("option availability", () => {
  it("knows which combinations exist and which values remain possible", () => {
    expect(hasExactVariant(variants, { color: "blue", size: "S" })).toBe(false);
    expect(hasExactVariant(variants, { color: "blue", size: "M" })).toBe(true);
    expect([...availableValues(variants, "size", { color: "blue" })]).toEqual(["M"]);
    expect([...availableValues(variants, "color", { size: "M" })].sort()).toEqual(["blue", "red"]);
  });
});
