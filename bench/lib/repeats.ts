/**
 * Statistics of a timing row measured over R interleaved repeats, and the budget decision on them
 * (pure: unit-tested). Each repeat gives one figure (e.g. a round's median CPU minus the same round's
 * floor); the row reports the median of those figures, their spread (min–max) and a distribution-free
 * confidence interval of the median from order statistics. A budget passes only when the whole
 * interval is inside it, fails only when the whole interval is outside it, and is undecided otherwise
 * (and with fewer than two repeats, which bound nothing).
 */

/** The confidence the bounds aim for. */
export const CONFIDENCE = 0.95;

export interface Repeated {
  /** Repeats measured. */
  n: number;
  /** The repeat figures in the order they were measured. */
  values: number[];
  /** Median of the repeats (mean of the two middle ones for an even count). */
  median: number;
  /** Spread: the smallest and the largest repeat. */
  min: number;
  max: number;
  /** Confidence interval of the median: order statistics x(k) and x(n+1−k). */
  lower: number;
  upper: number;
  /** Probability that [lower, upper] holds the true median (exact, for any continuous distribution). */
  coverage: number;
}

/** How a figure meets its budget: at most the limit (times, CPU) or at least it (ratios, scores). */
export type Direction = "at-most" | "at-least";

export type Verdict = "PASS" | "FAIL" | "UNDECIDED";

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
function binomialHalfCdf(n: number, k: number): number {
  let term = 1;
  let sum = 0;
  for (let i = 0; i <= k; i++) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum / 2 ** n;
}

/**
 * Coverage of [x(k), x(n+1−k)] as an interval for the median: each sample lies below the median with
 * probability 1/2, so the interval misses it when fewer than k samples fall on one side.
 */
export function orderStatisticCoverage(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 1 || 2 * k > n + 1) return Number.NaN;
  return 1 - 2 * binomialHalfCdf(n, k - 1);
}

/**
 * The narrowest symmetric order-statistic interval whose coverage reaches `confidence`: the largest k
 * with coverage(n, k) ≥ confidence. When even the full range falls short (n ≤ 5 for 95 %), k is 1 and
 * the coverage it does reach is returned with it, for the report to state.
 */
export function medianIntervalRank(n: number, confidence = CONFIDENCE): { k: number; coverage: number } {
  if (n < 1) return { k: 0, coverage: 0 };
  let k = 1;
  while (2 * (k + 1) <= n + 1 && orderStatisticCoverage(n, k + 1) >= confidence) k++;
  return { k, coverage: orderStatisticCoverage(n, k) };
}

export function midMedian(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function repeated(values: readonly number[], confidence = CONFIDENCE): Repeated {
  const finite = values.filter((v) => Number.isFinite(v));
  const n = finite.length;
  if (n === 0)
    return {
      n,
      values: [],
      median: NaN,
      min: NaN,
      max: NaN,
      lower: NaN,
      upper: NaN,
      coverage: 0,
    };
  const sorted = [...finite].sort((a, b) => a - b);
  const { k, coverage } = medianIntervalRank(n, confidence);
  return {
    n,
    values: [...finite],
    median: midMedian(sorted),
    min: sorted[0]!,
    max: sorted[n - 1]!,
    lower: sorted[k - 1]!,
    upper: sorted[n - k]!,
    coverage,
  };
}

/**
 * The budget rule: PASS only when the bound on the bad side is within the limit, FAIL only when the
 * bound on the good side is beyond it, UNDECIDED when the limit lies inside the interval.
 */
export function decide(r: Pick<Repeated, "lower" | "upper" | "n">, limit: number, direction: Direction): Verdict {
  // One repeat bounds nothing (its coverage is 0): say so rather than judge a single reading.
  if (r.n < 2 || !Number.isFinite(r.lower) || !Number.isFinite(r.upper)) return "UNDECIDED";
  if (direction === "at-most") return r.upper <= limit ? "PASS" : r.lower > limit ? "FAIL" : "UNDECIDED";
  return r.lower >= limit ? "PASS" : r.upper < limit ? "FAIL" : "UNDECIDED";
}

/** Several verdicts that must all hold (e.g. Lighthouse's score, TBT and LCP): any FAIL fails, all PASS pass. */
export function allOf(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes("FAIL")) return "FAIL";
  return verdicts.every((v) => v === "PASS") ? "PASS" : "UNDECIDED";
}

/** Per-repeat differences of two series measured in the same rounds (row minus floor). */
export function pairedDifferences(row: readonly number[], floor: readonly number[]): number[] {
  return row.slice(0, floor.length).map((x, i) => x - floor[i]!);
}

/** Per-repeat ratios of two series measured in the same rounds. */
export function pairedRatios(ours: readonly number[], reference: readonly number[]): number[] {
  return ours.slice(0, reference.length).map((x, i) => x / reference[i]!);
}
