import { describe, expect, it } from "vitest";
import { maxRedeemable, pointsApplied, pointsEarned, POINT_VALUE_CENTS, redeemable } from "./loyalty";

describe("loyalty point rules", () => {
  it("earns a point per whole euro, nothing for less than a euro or a refund", () => {
    expect(pointsEarned(12_999)).toBe(129);
    expect(pointsEarned(99)).toBe(0);
    expect(pointsEarned(-500)).toBe(0);
  });

  it("redeems positive whole points within the balance", () => {
    expect(redeemable(100, 100)).toBe(true);
    expect(redeemable(101, 100)).toBe(false);
    expect(redeemable(0, 100)).toBe(false);
    expect(redeemable(1.5, 100)).toBe(false);
  });

  it("uses at most the balance and no more than there is to pay", () => {
    expect(POINT_VALUE_CENTS).toBe(5);
    expect(maxRedeemable(1_000, 2_000)).toBe(400);
    expect(maxRedeemable(120, 2_000)).toBe(120);
    expect(pointsApplied(300, 1_000, 2_000)).toEqual({ points: 300, amount: 1_500 });
    expect(pointsApplied(600, 1_000, 2_000)).toEqual({ points: 400, amount: 2_000 });
    expect(pointsApplied(300, 100, 2_000)).toEqual({ points: 100, amount: 500 });
    expect(pointsApplied(null, 100, 2_000)).toEqual({ points: 0, amount: 0 });
    expect(pointsApplied(50, 100, 0)).toEqual({ points: 0, amount: 0 });
  });
});
