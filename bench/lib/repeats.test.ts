import { describe, expect, it } from "vitest";
import {
  allOf,
  decide,
  medianIntervalRank,
  midMedian,
  orderStatisticCoverage,
  pairedDifferences,
  pairedRatios,
  repeated,
} from "./repeats";

describe("order-statistic interval of the median", () => {
  it("has the exact binomial coverage", () => {
    // The full range of n samples misses the median only when all fall on one side: 2 · 2^-n.
    expect(orderStatisticCoverage(3, 1)).toBeCloseTo(0.75, 12);
    expect(orderStatisticCoverage(5, 1)).toBeCloseTo(0.9375, 12);
    expect(orderStatisticCoverage(6, 1)).toBeCloseTo(0.96875, 12);
    // [x(2), x(7)] of 8: misses when 0 or 1 sample is on one side: 1 − 2·(1 + 8)/256.
    expect(orderStatisticCoverage(8, 2)).toBeCloseTo(1 - 18 / 256, 12);
    // [x(2), x(8)] of 9: 1 − 2·(1 + 9)/512.
    expect(orderStatisticCoverage(9, 2)).toBeCloseTo(1 - 20 / 512, 12);
    expect(orderStatisticCoverage(1, 1)).toBe(0);
    expect(orderStatisticCoverage(4, 3)).toBeNaN();
  });

  it("takes the narrowest interval reaching 95 %, or the range with the coverage it has", () => {
    expect(medianIntervalRank(3)).toEqual({ k: 1, coverage: 0.75 });
    expect(medianIntervalRank(5)).toEqual({ k: 1, coverage: 0.9375 });
    expect(medianIntervalRank(8).k).toBe(1); // k = 2 reaches only 93 %
    expect(medianIntervalRank(9).k).toBe(2);
    expect(medianIntervalRank(20).k).toBe(6); // the textbook [x(6), x(15)] for n = 20
    expect(medianIntervalRank(20).coverage).toBeCloseTo(0.9586, 4);
    expect(medianIntervalRank(8, 0.9).k).toBe(2);
  });
});

describe("repeated", () => {
  it("summarises known samples", () => {
    const r = repeated([1.3, 1.1, 1.2, 2.25, 1.0]);
    expect(r).toMatchObject({ n: 5, median: 1.2, min: 1.0, max: 2.25, lower: 1.0, upper: 2.25, coverage: 0.9375 });
    expect(r.values).toEqual([1.3, 1.1, 1.2, 2.25, 1.0]);
  });

  it("narrows the bounds inside the range once there are enough repeats", () => {
    const r = repeated([5, 1, 9, 3, 7, 2, 8, 4, 6]);
    expect(r).toMatchObject({ median: 5, min: 1, max: 9, lower: 2, upper: 8 });
  });

  it("takes the mean of the middle two for an even count", () => {
    expect(midMedian([4, 1, 3, 2])).toBe(2.5);
    expect(repeated([10, 20]).median).toBe(15);
  });

  it("drops non-finite repeats and reports none as NaN", () => {
    expect(repeated([1, Number.NaN, 3]).n).toBe(2);
    const none = repeated([]);
    expect(none.n).toBe(0);
    expect(none.median).toBeNaN();
  });
});

describe("decide", () => {
  const r = (lower: number, upper: number) => ({ lower, upper, n: 5 });

  it("passes an at-most budget only when the upper bound is within it", () => {
    expect(decide(r(1.0, 1.4), 1.5, "at-most")).toBe("PASS");
    expect(decide(r(1.0, 1.5), 1.5, "at-most")).toBe("PASS");
    expect(decide(r(1.03, 2.25), 1.5, "at-most")).toBe("UNDECIDED");
    expect(decide(r(1.5, 2.25), 1.5, "at-most")).toBe("UNDECIDED");
    expect(decide(r(1.51, 2.25), 1.5, "at-most")).toBe("FAIL");
  });

  it("mirrors for an at-least budget (ratios, scores)", () => {
    expect(decide(r(0.04, 0.05), 1 / 30, "at-least")).toBe("PASS");
    expect(decide(r(0.03, 0.05), 1 / 30, "at-least")).toBe("UNDECIDED");
    expect(decide(r(0.02, 0.03), 1 / 30, "at-least")).toBe("FAIL");
    expect(decide(r(95, 99), 95, "at-least")).toBe("PASS");
  });

  it("cannot decide without repeats, nor on a single one", () => {
    expect(decide({ lower: NaN, upper: NaN, n: 0 }, 1, "at-most")).toBe("UNDECIDED");
    expect(decide(repeated([0.5]), 1, "at-most")).toBe("UNDECIDED");
    expect(decide(repeated([0.5, 0.6]), 1, "at-most")).toBe("PASS");
  });

  it("applies to the rows that flipped: cold load 271–311 ms against 300", () => {
    expect(decide(repeated([271, 290, 311, 284, 299]), 300, "at-most")).toBe("UNDECIDED");
    expect(decide(repeated([271, 280, 276, 284, 279]), 300, "at-most")).toBe("PASS");
  });

  it("combines verdicts that must all hold", () => {
    expect(allOf(["PASS", "PASS"])).toBe("PASS");
    expect(allOf(["PASS", "UNDECIDED"])).toBe("UNDECIDED");
    expect(allOf(["UNDECIDED", "FAIL"])).toBe("FAIL");
  });
});

describe("paired series", () => {
  it("subtracts and divides round by round", () => {
    expect(pairedDifferences([3, 5, 4], [1, 2, 1])).toEqual([2, 3, 3]);
    expect(pairedDifferences([3, 5, 4], [1, 2])).toEqual([2, 3]);
    expect(pairedRatios([100, 90], [1000, 900])).toEqual([0.1, 0.1]);
  });
});
