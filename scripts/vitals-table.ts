/** The field vitals report as the operator CLI prints it (npm run operator -- vitals). */
import { RUM_METRICS, type RumMetric } from "../schema/analytics";
import type { VitalsReport, VitalSummary } from "../schema/api/analytics";

/** One cell: p75 (bucket bound) and share of good, "!" where p75 is not good. */
export function vitalCell(metric: RumMetric, s: VitalSummary | undefined): string {
  if (!s) return "—";
  const p75 = s.p75 === null ? "open" : metric === "CLS" ? (s.p75 / 1000).toFixed(2) : `${s.p75}ms`;
  return `${s.p75Good ? "" : "!"}≤${p75} ${Math.round(s.good * 100)}%good n${s.samples}`;
}

/** Prints the report: the whole period per page type first, then per day and store view, then the flags. */
export function printVitals(report: VitalsReport): void {
  console.log(`field vitals since ${report.from} (p75 as its bucket's bound; "!" = p75 not good)`);
  const header = ["day", "page type", "store", ...RUM_METRICS];
  const rows = report.rows.map((r) => [
    r.day,
    r.pageType,
    r.store,
    ...RUM_METRICS.map((m) => vitalCell(m, r.metrics[m])),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const line of [header, ...rows]) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
  if (report.rows.length === 0) console.log("(no samples)");
  for (const f of report.flagged) console.log(`NOT GOOD: ${f.pageType} (${f.metrics.join(", ")})`);
}
