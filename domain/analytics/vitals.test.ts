import { describe, expect, it } from "vitest";
import { bucketOf, GOOD_THRESHOLD, histogramValue, summarize, VITAL_BUCKETS } from "./vitals";
import { RUM_METRICS } from "../../schema/analytics";

const histogram = (metric: (typeof RUM_METRICS)[number], values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) {
    const b = bucketOf(metric, histogramValue(metric, v));
    counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return counts;
};

describe("field vitals histograms", () => {
  it("has every metric's good threshold as a bucket bound, so the share of good is exact", () => {
    for (const metric of RUM_METRICS) expect(VITAL_BUCKETS[metric]).toContain(GOOD_THRESHOLD[metric]);
  });

  it("puts a value in the first bucket whose bound it does not pass, and huge ones in the open last", () => {
    expect(bucketOf("LCP", 500)).toBe(0);
    expect(bucketOf("LCP", 501)).toBe(1);
    expect(bucketOf("LCP", 2500)).toBe(4);
    expect(bucketOf("LCP", 99_999)).toBe(VITAL_BUCKETS.LCP.length);
    expect(histogramValue("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", histogramValue("CLS", 0.1))).toBe(VITAL_BUCKETS.CLS.indexOf(100));
  });

  it("reads p75 and the share of good from the counts", () => {
    const fast = summarize("INP", histogram("INP", [40, 60, 90, 120, 180, 190, 199, 200]));
    expect(fast).toEqual({ samples: 8, p75: 200, good: 1, p75Good: true });
    const slow = summarize("LCP", histogram("LCP", [1000, 2600, 2700, 3900]));
    expect(slow).toMatchObject({ samples: 4, p75: 3000, good: 0.25, p75Good: false });
    expect(summarize("TTFB", histogram("TTFB", [20_000, 30_000]))).toMatchObject({ p75: null, p75Good: false });
    expect(summarize("CLS", new Map())).toEqual({ samples: 0, p75: null, good: 0, p75Good: false });
  });
});
