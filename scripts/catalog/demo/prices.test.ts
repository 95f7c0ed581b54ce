import { describe, expect, it } from "vitest";
import { addTax } from "../../../domain/pricing/store-price";
import { KINDS } from "./garments";
import { chooseSpecial, netForGross, NL_VAT, saleNet, shelfNet } from "./prices";
import { createRandom } from "./random";

describe("shelf prices", () => {
  it("stores net cents that show the exact shelf price in the Dutch store", () => {
    for (const kind of KINDS)
      for (const euros of kind.prices) expect(addTax(shelfNet(euros), NL_VAT)).toBe(Math.round(euros * 100));
  });

  it("knows which gross prices no whole net amount can produce", () => {
    expect(netForGross(7995)).toBeNull();
    expect(() => shelfNet(79.95)).toThrow(/cannot be shown exactly/);
    expect(netForGross(8995)).toBe(7434);
  });

  it("marks down to a lower shelf price that also ends nicely", () => {
    const regular = shelfNet(129.95);
    const sale = saleNet(regular, 0.3)!;
    const gross = addTax(sale, NL_VAT);
    expect(gross).toBeLessThanOrEqual(Math.round(12995 * 0.7));
    expect(gross % 500 === 495 || (gross >= 10_000 && gross % 1000 === 900)).toBe(true);
  });

  it("gives sale labels only to specials that run now-ish (fixed windows, never relative to now)", () => {
    const random = createRandom(1);
    const specials = Array.from({ length: 400 }, () => chooseSpecial(random, shelfNet(99.95))).filter(
      (s) => s.specialPrice !== null,
    );
    expect(specials.length).toBeGreaterThan(40);
    for (const s of specials) expect(s.onSale).toBe(s.specialFrom!.startsWith("2026"));
  });
});
