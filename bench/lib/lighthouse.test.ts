import { describe, expect, it } from "vitest";
import { worstOf, type LighthouseRun } from "./lighthouse";

const run = (
  performance: number,
  tbtMs: number,
  lcpMs: number,
  seo = 100,
  failing: string[] = [],
  renderBlocking = { resources: 0, savingsMs: 0 },
): LighthouseRun => ({
  scores: { performance, accessibility: 100, "best-practices": 100, seo },
  tbtMs,
  lcpMs,
  fcpMs: 900,
  cls: 0,
  renderBlocking,
  failing,
});

describe("worstOf", () => {
  it("takes the lowest score and the highest TBT and LCP over the runs", () => {
    const worst = worstOf([
      run(98, 40, 1500),
      run(91, 210, 1400, 92, ["seo: meta-description"]),
      run(96, 90, 1900, 100, [], { resources: 1, savingsMs: 150 }),
    ]);
    expect(worst.scores.performance).toBe(91);
    expect(worst.scores.seo).toBe(92);
    expect(worst.tbtMs).toBe(210);
    expect(worst.lcpMs).toBe(1900);
    expect(worst.failing).toEqual(["seo: meta-description"]);
    expect(worst.renderBlocking).toEqual({ resources: 1, savingsMs: 150 });
  });

  it("refuses no runs", () => {
    expect(() => worstOf([])).toThrow();
  });
});
