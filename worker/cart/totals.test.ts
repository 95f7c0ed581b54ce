import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, couponDiscount, spread, taxPart, type PricedLine } from "./totals";

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  itemId: 1,
  sku: "A",
  name: "A",
  qty: 1,
  unitPrice: 12100,
  taxRate: 21,
  virtual: false,
  options: [],
  ...over,
});

describe("cart totals", () => {
  it("adds lines, takes the included tax out, and charges delivery below the free threshold", () => {
    const totals = computeTotals({
      lines: [line({ qty: 2, unitPrice: 2995 }), line({ itemId: 2, sku: "B", unitPrice: 1210 })],
      coupon: null,
      shipping: { price: 495, taxRate: 21, freeFrom: 7500, title: "Home" },
      giftCard: null,
    });
    expect(totals.subtotal).toBe(7200);
    expect(totals.shipping).toBe(495);
    expect(totals.grandTotal).toBe(7695);
    expect(totals.taxAmount).toBe(taxPart(5990, 21) + taxPart(1210, 21) + taxPart(495, 21));
    expect(totals.itemsQty).toBe(3);
  });

  it("makes delivery free from the threshold, after the discount", () => {
    const base = {
      lines: [line({ unitPrice: 8000 })],
      giftCard: null,
      shipping: { price: 495, taxRate: 21, freeFrom: 7500, title: "Home" },
    };
    expect(computeTotals({ ...base, coupon: null }).shipping).toBe(0);
    expect(computeTotals({ ...base, coupon: { code: "TEN", kind: "percent", value: 10 } }).shipping).toBe(495);
  });

  it("never discounts more than the items, and a 100 % coupon with free delivery totals zero", () => {
    expect(couponDiscount({ code: "X", kind: "fixed", value: 50_000 }, 1000)).toBe(1000);
    const totals = computeTotals({
      lines: [line({ unitPrice: 9000 })],
      coupon: { code: "ALL", kind: "percent", value: 100 },
      shipping: null,
      giftCard: null,
    });
    expect(totals.grandTotal).toBe(0);
    expect(totals.taxAmount).toBe(0);
  });

  it("lets a gift card pay at most what is left, leaving the tax on the goods", () => {
    const totals = computeTotals({
      lines: [line({ unitPrice: 5000 })],
      coupon: null,
      shipping: null,
      giftCard: { code: "G", balance: 20_000 },
    });
    expect(totals.giftCard).toBe(5000);
    expect(totals.grandTotal).toBe(0);
    expect(totals.taxAmount).toBe(taxPart(5000, 21));
  });

  it("needs no delivery for a virtual-only cart", () => {
    const totals = computeTotals({
      lines: [line({ virtual: true, unitPrice: 2500 })],
      coupon: null,
      shipping: { price: 495, taxRate: 21, freeFrom: null, title: "x" },
      giftCard: null,
    });
    expect(totals.virtualOnly).toBe(true);
    expect(totals.shipping).toBe(0);
  });

  it("spreads a discount over the lines so the parts add up exactly (property)", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000), { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const parts = spread(amount, weights);
        const total = weights.reduce((a, b) => a + b, 0);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
        parts.forEach((p) => expect(p).toBeGreaterThanOrEqual(0));
      }),
    );
  });

  it("keeps every total a whole number of cents and the grand total the sum of its parts (property)", () => {
    const arbLine = fc.record({
      qty: fc.integer({ min: 1, max: 99 }),
      unitPrice: fc.integer({ min: 0, max: 100_000 }),
      taxRate: fc.constantFrom(0, 19, 21),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 1, max: 100 })),
        fc.option(fc.nat(50_000)),
        (lines, percent, balance) => {
          const totals = computeTotals({
            lines: lines.map((l, i) => line({ ...l, itemId: i + 1, sku: `S${i}` })),
            coupon: percent === null ? null : { code: "P", kind: "percent", value: percent },
            shipping: { price: 495, taxRate: 21, freeFrom: 7500, title: "Home" },
            giftCard: balance === null ? null : { code: "G", balance },
          });
          for (const value of [
            totals.subtotal,
            totals.discount,
            totals.shipping,
            totals.giftCard,
            totals.taxAmount,
            totals.grandTotal,
          ]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(totals.grandTotal).toBe(totals.subtotal - totals.discount + totals.shipping - totals.giftCard);
        },
      ),
    );
  });

  it("makes delivery free with a free-shipping coupon: with 100 % off, the order is free", () => {
    const input = {
      lines: [line({ unitPrice: 2000, qty: 1 })],
      shipping: { price: 495, taxRate: 21, freeFrom: 7500, title: "Home" },
      giftCard: null,
    };
    expect(computeTotals({ ...input, coupon: { code: "P", kind: "percent", value: 100 } })).toMatchObject({
      shipping: 495,
      grandTotal: 495,
    });
    expect(
      computeTotals({ ...input, coupon: { code: "F", kind: "percent", value: 100, freeShipping: true } }),
    ).toMatchObject({ discount: 2000, shipping: 0, taxAmount: 0, grandTotal: 0 });
  });
});
