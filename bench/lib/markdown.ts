/** Budget lines and markdown tables of the report. */
import type { Repeated } from "./repeats";

/** UNDECIDED: a timing row whose bounds straddle its budget (repeats.ts): noise, never a silent flip. */
export type Status = "PASS" | "FAIL" | "UNDECIDED" | "INFO" | "N/A";

export interface BudgetLine {
  section: string;
  name: string;
  value: string;
  budget: string;
  status: Status;
  /** Raw numbers for machines: the measured value and the limit, in the unit named. */
  measured?: number;
  limit?: number;
  unit?: string;
  /** Timing rows: the figure of each interleaved repeat, their median, spread and the bound of the median. */
  repeats?: Repeated;
}

export interface Section {
  title: string;
  body: string[];
  budgets: BudgetLine[];
}

export const status = (ok: boolean): Status => (ok ? "PASS" : "FAIL");

export function table(headers: string[], rows: (string | number)[][]): string[] {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)];
}

const MARK: Record<Status, string> = {
  PASS: "✅ PASS",
  FAIL: "❌ FAIL",
  UNDECIDED: "❔ UNDECIDED (noise)",
  INFO: "INFO",
  "N/A": "N/A",
};

/** A figure in a row's unit, for the spread and bound columns. */
function figure(value: number, unit: string | undefined): string {
  if (!Number.isFinite(value)) return "n/a";
  if (unit === "ms") return `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
  if (unit === "ratio") return value >= 1 ? value.toFixed(2) : `1/${(1 / value).toFixed(1)}`;
  if (unit === "score") return value.toFixed(0);
  return String(Math.round(value * 100) / 100);
}

/** "1.05–1.40 ms (8)": the smallest and largest repeat, and how many. */
export function spreadOf(b: Pick<BudgetLine, "repeats" | "unit">): string {
  const r = b.repeats;
  if (!r || r.n === 0) return "–";
  return `${figure(r.min, b.unit)}–${figure(r.max, b.unit)} (${r.n})`;
}

/** "1.05–1.40 ms at 99 %": the confidence interval of the median and its exact coverage. */
export function boundOf(b: Pick<BudgetLine, "repeats" | "unit">): string {
  const r = b.repeats;
  if (!r || r.n === 0) return "–";
  return `${figure(r.lower, b.unit)}–${figure(r.upper, b.unit)} at ${Math.floor(r.coverage * 1000) / 10} %`;
}

export function budgetTable(budgets: BudgetLine[]): string[] {
  return table(
    ["budget", "value (median of the repeats)", "spread: min–max (repeats)", "bound of the median", "limit", "status"],
    budgets.map((b) => [b.name, b.value, spreadOf(b), boundOf(b), b.budget, MARK[b.status]]),
  );
}

/** The summary line's counts. */
export function statusCounts(budgets: BudgetLine[]): string {
  const count = (s: Status) => budgets.filter((b) => b.status === s).length;
  return `${count("PASS")} pass, ${count("FAIL")} fail, ${count("UNDECIDED")} undecided (noise), ${count("N/A")} not measured, ${count("INFO")} reported only`;
}

export function renderSection(section: Section): string[] {
  return [
    `## ${section.title}`,
    "",
    ...(section.budgets.length > 0 ? [...budgetTable(section.budgets), ""] : []),
    ...section.body,
    "",
  ];
}
