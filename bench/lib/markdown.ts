/** Budget lines and markdown tables of the report. */

export type Status = "PASS" | "FAIL" | "INFO" | "N/A";

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

export function budgetTable(budgets: BudgetLine[]): string[] {
  const mark = (s: Status) => (s === "PASS" ? "✅ PASS" : s === "FAIL" ? "❌ FAIL" : s);
  return table(
    ["budget", "value", "limit", "status"],
    budgets.map((b) => [b.name, b.value, b.budget, mark(b.status)]),
  );
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
