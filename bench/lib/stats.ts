/** Small statistics and formatting helpers of the benchmark. */

export interface Summary {
  n: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  const mean = samples.reduce((s, x) => s + x, 0) / (samples.length || 1);
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    mean,
    max: Math.max(...samples),
  };
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const ms = (value: number, digits = 2): string =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : "n/a";
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const rps = (value: number): string =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString("en-US")} req/s` : "n/a";
