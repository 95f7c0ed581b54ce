/**
 * The field vitals report (the operator CLI and screen): per day, page type and store view, each
 * metric's p75 and share of "good" from its histogram (domain/analytics/vitals.ts), and the page
 * types whose p75 over the whole period leaves "good" for some metric. Pure.
 */
import { RUM_METRICS, type RumMetric } from "../../schema/analytics";
import { summarize, type VitalSummary } from "../../domain/analytics/vitals";
import type { VitalsReport, VitalsReportRow } from "../../schema/api/analytics";

export type { VitalsReport, VitalsReportRow };

export interface HistogramRow {
  day: string;
  pageType: string;
  store: string;
  metric: RumMetric;
  bucket: number;
  count: number;
}

function group(rows: readonly HistogramRow[], keyOf: (r: HistogramRow) => string) {
  const groups = new Map<string, Map<RumMetric, Map<number, number>>>();
  for (const r of rows) {
    const key = keyOf(r);
    let metrics = groups.get(key);
    if (!metrics) groups.set(key, (metrics = new Map<RumMetric, Map<number, number>>()));
    let buckets = metrics.get(r.metric);
    if (!buckets) metrics.set(r.metric, (buckets = new Map<number, number>()));
    buckets.set(r.bucket, (buckets.get(r.bucket) ?? 0) + r.count);
  }
  return groups;
}

function summaries(buckets: Map<RumMetric, Map<number, number>>): Partial<Record<RumMetric, VitalSummary>> {
  const out: Partial<Record<RumMetric, VitalSummary>> = {};
  for (const metric of RUM_METRICS) {
    const counts = buckets.get(metric);
    if (counts) out[metric] = summarize(metric, counts);
  }
  return out;
}

/** The report of histogram rows since `from`. */
export function vitalsReport(rows: readonly HistogramRow[], from: string): VitalsReport {
  const perDay = [...group(rows, (r) => `${r.day}\u0000${r.pageType}\u0000${r.store}`)].map(([key, buckets]) => {
    const [day = "", pageType = "", store = ""] = key.split("\u0000");
    return { day, pageType, store, metrics: summaries(buckets) };
  });
  const perType = [...group(rows, (r) => r.pageType)].map(([pageType, buckets]) => ({
    day: "all",
    pageType,
    store: "all",
    metrics: summaries(buckets),
  }));
  const flagged = perType
    .map((row) => ({
      pageType: row.pageType,
      metrics: RUM_METRICS.filter((m) => row.metrics[m] && !row.metrics[m].p75Good),
    }))
    .filter((f) => f.metrics.length > 0);
  return { from, rows: [...perType, ...perDay], flagged };
}
