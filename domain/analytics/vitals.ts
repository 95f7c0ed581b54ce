import type { VitalSummary } from "../../schema/api/analytics";
import type { RumMetric } from "../../schema/analytics";

export type { VitalSummary };

/**
 * Field vitals as fixed histograms (issue 34). A sample is counted in the first bucket whose upper
 * bound it does not exceed (the last bucket is open). Each metric's "good" threshold
 * (web.dev: LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 0.8 s) is a bucket bound, so the share of good
 * samples is exact; p75 is reported as the upper bound of the bucket that holds the 75th percentile,
 * which is as fine as the buckets around the thresholds (a p75 "≤ 2.5 s" is good, "≤ 3 s" is not).
 * CLS is counted in thousandths.
 */
export const VITAL_BUCKETS: Record<RumMetric, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 30000],
  INP: [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000],
  CLS: [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  TTFB: [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2500, 5000, 10000],
};

/** Upper bound of "good" per metric, in the histogram's unit. */
export const GOOD_THRESHOLD: Record<RumMetric, number> = { LCP: 2500, INP: 200, CLS: 100, TTFB: 800 };

/** A metric's value as web-vitals reports it (ms; CLS unitless) in the histogram's unit. */
export function histogramValue(metric: RumMetric, value: number): number {
  return metric === "CLS" ? Math.round(value * 1000) : Math.round(value);
}

/** The bucket of a value in the histogram's unit. */
export function bucketOf(metric: RumMetric, value: number): number {
  const bounds = VITAL_BUCKETS[metric];
  const i = bounds.findIndex((bound) => value <= bound);
  return i === -1 ? bounds.length : i;
}

/** p75 and the share of "good" from a metric's bucket counts. */
export function summarize(metric: RumMetric, counts: ReadonlyMap<number, number>): VitalSummary {
  const bounds = VITAL_BUCKETS[metric];
  let samples = 0;
  for (const n of counts.values()) samples += n;
  let seen = 0;
  let good = 0;
  let p75: number | null | undefined;
  for (let i = 0; i <= bounds.length; i++) {
    const n = counts.get(i) ?? 0;
    seen += n;
    if (i < bounds.length && bounds[i]! <= GOOD_THRESHOLD[metric]) good += n;
    if (p75 === undefined && samples > 0 && seen >= samples * 0.75) p75 = i < bounds.length ? bounds[i]! : null;
  }
  const p = p75 ?? null;
  return { samples, p75: p, good: samples ? good / samples : 0, p75Good: p !== null && p <= GOOD_THRESHOLD[metric] };
}
