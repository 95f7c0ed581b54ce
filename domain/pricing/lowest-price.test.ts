import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currentPriceSince,
  effectivePrice,
  lowestBetween,
  lowestPriorPrice,
  reductionAt,
  type PricePoint,
} from "./lowest-price";

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);
const point = (observed: string, fields: Partial<PricePoint> = {}): PricePoint => ({
  observedAt: at(observed),
  price: 10000,
  specialPrice: null,
  specialFrom: null,
  specialTo: null,
  ...fields,
});

describe("lowest price of the 30 days before a reduction", () => {
  it("is null without history or without a running reduction", () => {
    expect(lowestPriorPrice([], at("2026-11-22T12:00:00Z"))).toBeNull();
    expect(lowestPriorPrice([point("2026-01-01T00:00:00Z")], at("2026-11-22T12:00:00Z"))).toBeNull();
    // A special price that is not lower is no reduction.
    const notLower = point("2026-01-01T00:00:00Z", { specialPrice: 10000 });
    expect(lowestPriorPrice([notLower], at("2026-11-22T12:00:00Z"))).toBeNull();
  });

  it("is the regular price before the window when the snapshot is all the history there is", () => {
    const only = point("2026-11-01T00:00:00Z", {
      specialPrice: 7000,
      specialFrom: "2026-11-20T00:00:00Z",
      specialTo: "2026-11-30T23:59:59Z",
    });
    expect(lowestPriorPrice([only], at("2026-11-22T12:00:00Z"))).toBe(10000);
  });

  it("compares a reduction older than the history with itself", () => {
    const open = point("2026-11-01T00:00:00Z", { specialPrice: 7000 });
    expect(lowestPriorPrice([open], at("2026-11-22T12:00:00Z"))).toBe(7000);
  });

  it("finds a lower price that ran before the price was raised and then reduced", () => {
    const history = [
      point("2026-10-01T00:00:00Z", { price: 6000 }),
      point("2026-11-01T00:00:00Z", { price: 10000 }),
      point("2026-11-15T00:00:00Z", { price: 10000, specialPrice: 8000, specialFrom: "2026-11-15T00:00:00Z" }),
    ];
    // Reduced since 15 November: the 30 days before reach back into the 60.00 of October.
    expect(lowestPriorPrice(history, at("2026-11-22T12:00:00Z"))).toBe(6000);
    // The same reduction starting in mid-December only looks back to mid-November: 100.00.
    const later = [...history.slice(0, 2), { ...history[2]!, specialFrom: "2026-12-15T00:00:00Z" }];
    expect(lowestPriorPrice(later, at("2026-12-20T00:00:00Z"))).toBe(10000);
  });

  it("ignores prices older than 30 days before the reduction", () => {
    const history = [
      point("2026-09-01T00:00:00Z", { price: 5000 }),
      point("2026-10-01T00:00:00Z", { price: 12000 }),
      point("2026-11-10T00:00:00Z", { price: 12000, specialPrice: 9000 }),
    ];
    expect(lowestPriorPrice(history, at("2026-11-22T00:00:00Z"))).toBe(12000);
  });

  it("counts an earlier special window that ran in those 30 days", () => {
    const history = [
      point("2026-09-01T00:00:00Z", {
        specialPrice: 6500,
        specialFrom: "2026-10-20T00:00:00Z",
        specialTo: "2026-10-25T23:59:59Z",
      }),
      point("2026-11-01T00:00:00Z", { specialPrice: 8000, specialFrom: "2026-11-10T00:00:00Z" }),
    ];
    expect(lowestPriorPrice(history, at("2026-11-22T00:00:00Z"))).toBe(6500);
    // Before the new window opens nothing is reduced; after the old one closed neither.
    expect(lowestPriorPrice(history, at("2026-11-09T23:59:59Z"))).toBeNull();
    expect(lowestPriorPrice(history, at("2026-10-26T00:00:00Z"))).toBeNull();
  });

  it("honours the window's inclusive ends to the millisecond", () => {
    const p = point("2026-01-01T00:00:00Z", {
      specialPrice: 8000,
      specialFrom: "2026-11-20T00:00:00+01:00",
      specialTo: "2026-11-30T23:59:59.999+01:00",
    });
    expect(effectivePrice(p, at("2026-11-19T22:59:59.999Z"))).toBe(10000);
    expect(effectivePrice(p, at("2026-11-19T23:00:00Z"))).toBe(8000);
    expect(effectivePrice(p, at("2026-11-30T22:59:59.999Z"))).toBe(8000);
    expect(effectivePrice(p, at("2026-11-30T23:00:00Z"))).toBe(10000);
    // The window opens at midnight in Amsterdam (23:00 UTC): the reduction starts there.
    expect(currentPriceSince([p], at("2026-11-25T00:00:00Z"))).toBe(at("2026-11-19T23:00:00Z"));
    expect(lowestPriorPrice([p], at("2026-11-19T23:00:00Z"))).toBe(10000);
    expect(lowestPriorPrice([p], at("2026-11-19T22:59:59.999Z"))).toBeNull();
  });

  it("looks back 30 × 24 hours across the end of summer time", () => {
    // 27 September 00:30 in Amsterdam (CEST) is 30 days of 24 h before 26 October 23:30 (CET).
    const history = [
      point("2026-09-01T00:00:00Z", { price: 9000 }),
      point("2026-09-26T22:30:00Z", { price: 10000 }),
      point("2026-10-26T22:30:00Z", { price: 10000, specialPrice: 8000 }),
    ];
    expect(lowestPriorPrice(history, at("2026-10-27T00:00:00Z"))).toBe(10000);
    const oneMinuteLater = [history[0]!, { ...history[1]!, observedAt: history[1]!.observedAt + 60_000 }, history[2]!];
    expect(lowestPriorPrice(oneMinuteLater, at("2026-10-27T00:00:00Z"))).toBe(9000);
  });

  it("takes the lowest over an interval that spans several points", () => {
    const history = [
      point("2026-11-01T00:00:00Z", { price: 9000 }),
      point("2026-11-05T00:00:00Z", { price: 9500, specialPrice: 7000, specialFrom: "2026-11-06T00:00:00Z" }),
    ];
    expect(lowestBetween(history, at("2026-10-01T00:00:00Z"), at("2026-11-06T00:00:00Z"))).toBe(9000);
    expect(lowestBetween(history, at("2026-11-05T00:00:00Z"), at("2026-11-07T00:00:00Z"))).toBe(7000);
    expect(lowestBetween(history, at("2026-11-05T00:00:00Z"), at("2026-11-05T00:00:00Z"))).toBeNull();
    expect(at("2026-11-06T00:00:00Z") - 30 * DAY).toBeLessThan(at("2026-11-01T00:00:00Z"));
  });

  it("gives one answer for as long as the same reduction runs, so callers may keep it", () => {
    const START = at("2026-01-01T00:00:00Z");
    const iso = (t: number) => new Date(t).toISOString();
    const pointArb = fc.record({
      gapDays: fc.integer({ min: 0, max: 40 }),
      price: fc.integer({ min: 1000, max: 20000 }),
      special: fc.option(fc.integer({ min: 500, max: 20000 }), { nil: null }),
      fromDays: fc.option(fc.integer({ min: -10, max: 30 }), { nil: null }),
      lengthDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(pointArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 300 * 24 }), { minLength: 2, maxLength: 8 }),
        (specs, hours) => {
          let observed = START;
          const points = specs.map((spec): PricePoint => {
            observed += spec.gapDays * DAY + 1;
            const from = spec.fromDays === null ? null : observed + spec.fromDays * DAY;
            return {
              observedAt: observed,
              price: spec.price,
              specialPrice: spec.special,
              specialFrom: from === null ? null : iso(from),
              specialTo: from === null || spec.lengthDays === null ? null : iso(from + spec.lengthDays * DAY),
            };
          });
          const byReduction = new Map<number, number | null>();
          for (const moment of hours.map((h) => START + h * 3_600_000)) {
            const running = reductionAt(points, moment);
            const lowest = lowestPriorPrice(points, moment);
            if (running < 0) expect(lowest).toBeNull();
            else if (byReduction.has(running)) expect(lowest).toBe(byReduction.get(running));
            else byReduction.set(running, lowest);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
