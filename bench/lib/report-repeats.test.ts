import { describe, expect, it } from "vitest";
import type { ColdStart } from "./cold-start";
import { boundOf, budgetTable, spreadOf, statusCounts, type BudgetLine } from "./markdown";
import { repeated } from "./repeats";
import { coldSection, cpuSection, ratioLine } from "./report-ssr";
import type { SsrResult } from "./ssr-bench";
import type { CpuRow, CpuTable } from "./ssr-cpu";
import type { SsrStack } from "./ssr-stack";
import type { ThroughputRun } from "./ssr-throughput";

const row = (id: string, roundMediansMs: number[]): CpuRow => ({
  id,
  name: id,
  path: "/",
  samples: roundMediansMs.length * 5,
  cpuMedianMs: roundMediansMs[0]!,
  roundMediansMs,
  wallMedianMs: 1,
  xCache: "200 -",
  roundTrips: id === "product-render" ? 1 : 0,
  bytes: 100,
});

const table = (rows: CpuRow[]): CpuTable => ({ runtime: "workerd", pids: [1], rounds: 5, rows });
const stack = { catalogue: { products: 10_000 } } as SsrStack;
const ssr = (cpu: CpuTable[], cold: ColdStart | { error: string } = { error: "not measured" }) =>
  ({ cpu, sizes: [], cold, throughput: [] }) as unknown as SsrResult;

describe("CPU budget rows judged on per-round nets", () => {
  it("subtracts each round's floor from the same round and decides on the bound", () => {
    // The floor moves with the machine; the nets stay put: 1.0–1.2 ms under 1.5 → PASS.
    const floor = [0.5, 1.5, 0.6, 1.4, 0.5];
    const product = floor.map((f, i) => f + [1.0, 1.1, 1.2, 1.05, 1.15][i]!);
    // Category nets 1.5–2.6 against 2 ms: the bound straddles the budget → UNDECIDED.
    const category = floor.map((f, i) => f + [1.5, 2.6, 1.9, 2.1, 1.8][i]!);
    const section = cpuSection(
      ssr([table([row("floor", floor), row("category-render", category), row("product-render", product)])]),
      stack,
    );
    const [cat, prod] = section.budgets;
    expect(cat!.status).toBe("UNDECIDED");
    expect(cat!.repeats!.median).toBeCloseTo(1.9, 9);
    expect(prod!.status).toBe("PASS");
    expect(prod!.repeats).toMatchObject({ n: 5 });
    expect(prod!.repeats!.max).toBeCloseTo(1.2, 9);
  });

  it("fails outright on a round trip over budget, whatever the CPU", () => {
    const floor = [0.5, 0.5, 0.5];
    const product = { ...row("product-render", [1, 1, 1]), roundTrips: 2 };
    const section = cpuSection(ssr([table([row("floor", floor), row("category-render", [1, 1, 1]), product])]), stack);
    expect(section.budgets[1]!.status).toBe("FAIL");
  });
});

describe("cold start row", () => {
  const cold = (totals: number[]): ColdStart => ({
    products: 10_000,
    runs: totals.length,
    startupMs: 100,
    floorStartupMs: 40,
    firstSearchMs: 200,
    firstSearchCpuMs: 150,
    warmSearchMs: 5,
    totalMs: repeated(totals).median,
    totals,
  });

  it("is undecided when the processes straddle the budget, and passes or fails when all agree", () => {
    expect(coldSection(ssr([], cold([271, 290, 311, 284, 299, 280]))).budgets[0]!.status).toBe("UNDECIDED");
    expect(coldSection(ssr([], cold([271, 290, 281, 284, 299, 280]))).budgets[0]!.status).toBe("PASS");
    expect(coldSection(ssr([], cold([301, 390, 381, 384, 399, 380]))).budgets[0]!.status).toBe("FAIL");
  });
});

describe("throughput ratio rows", () => {
  const run = (rpsRounds: number[], errors = 0): ThroughputRun => ({
    page: "category",
    server: "workerd",
    mode: "uncached",
    rpsRounds,
    xCache: "-",
    result: {
      tool: "wrk",
      url: "/",
      uniqueQuery: false,
      requests: 1000,
      rps: rpsRounds[0]!,
      latencyAvgMs: 1,
      latencyP50Ms: 1,
      latencyP99Ms: 2,
      errors,
    },
  });

  it("divides round by round, so a slow round of both sides cancels", () => {
    // nginx halves in round 2 and so does the worker: every ratio is 1/25.
    const line = ratioLine("uncached", run([400, 200, 400]), run([10_000, 5_000, 10_000]), 30, true);
    expect(line.repeats!.values).toEqual([0.04, 0.04, 0.04]);
    expect(line.status).toBe("PASS");
    expect(ratioLine("x", run([300, 360, 400]), run([10_000, 10_000, 10_000]), 30, true).status).toBe("UNDECIDED");
    expect(ratioLine("x", run([400, 400, 400], 3), run([10_000, 10_000, 10_000]), 30, true).status).toBe("FAIL");
    expect(ratioLine("x", run([300, 360, 400]), run([10_000, 10_000, 10_000]), 30, false).status).toBe("INFO");
  });
});

describe("report table", () => {
  const line = (status: BudgetLine["status"], values?: number[]): BudgetLine => ({
    section: "s",
    name: "n",
    value: "v",
    budget: "≤ 1.5 ms",
    status,
    unit: "ms",
    ...(values ? { repeats: repeated(values) } : {}),
  });

  it("prints spread and bound with the coverage, and counts every status", () => {
    const timed = line("UNDECIDED", [1.03, 2.25, 1.4, 1.2, 1.1, 1.3]);
    expect(spreadOf(timed)).toBe("1.03 ms–2.25 ms (6)");
    expect(boundOf(timed)).toBe("1.03 ms–2.25 ms at 96.8 %");
    expect(spreadOf(line("PASS"))).toBe("–");
    expect(budgetTable([timed]).at(-1)).toContain("❔ UNDECIDED (noise)");
    expect(statusCounts([timed, line("PASS"), line("FAIL"), line("N/A"), line("INFO"), line("PASS")])).toBe(
      "2 pass, 1 fail, 1 undecided (noise), 1 not measured, 1 reported only",
    );
  });
});
