/**
 * The cold start (ARCHITECTURE §8): fresh workerd processes, each first with the bare worker (workerd's
 * own start-up, the floor) and then with only the storefront, whose start-up and first search page
 * (asset fetch, parse, restore, price history, render) are timed.
 */
import { ROOT } from "../../scripts/worker-runtime";
import { get, IDENTITY } from "./bench-http";
import { cpuNs } from "./proc-cpu";
import type { SsrStack } from "./ssr-stack";
import { midMedian } from "./repeats";
import { median } from "./stats";
import { startPlainWorkerd } from "./workerd-plain";

export interface ColdStart {
  products: number;
  /** Fresh processes measured; every figure below is the median over them. */
  runs: number;
  /** spawn → the storefront answered an unknown API path (no catalogue loaded): process + isolate start. */
  startupMs: number;
  /** The same with the bare worker in the storefront's place: workerd's own process start, the floor. */
  floorStartupMs: number;
  /** The first search page of the fresh isolate (client wall): catalog.json + search-nl.json fetched from the assets, parsed, index restored, price history read, page rendered. */
  firstSearchMs: number;
  firstSearchCpuMs: number;
  /** The same request again (warm), for comparison. */
  warmSearchMs: number;
  /** Median over the processes of the storefront's start-up net of that run's floor + its first search page. */
  totalMs: number;
  /** The same per fresh process, its own floor subtracted (the repeats the budget is judged on). */
  totals: number[];
}

/**
 * Fresh processes per cold-start reading by default (`--quick`: fewer): one spawn moves by ±30 ms, and
 * six is the fewest whose range bounds the median at 95 % (repeats.ts).
 */
export const COLD_RUNS = 6;

/**
 * The cold start, `runs` times over: a fresh workerd with the bare worker (workerd's own start-up,
 * the floor), then a fresh workerd with only the storefront: its start-up, then the first search
 * page (asset fetch + parse + restore + price history + render). Medians of each figure.
 */
export async function coldStart(
  stack: SsrStack,
  dir: string,
  products: number,
  { root = ROOT, runs = COLD_RUNS }: { root?: string; runs?: number } = {},
): Promise<ColdStart> {
  const bindings = { LIBSQL_URL: stack.libsqlUrl, LOG_LEVEL: "warn" };
  const samples = {
    startup: [] as number[],
    floor: [] as number[],
    first: [] as number[],
    cpu: [] as number[],
    warm: [] as number[],
  };
  for (let run = 0; run < runs; run++) {
    const bare = await startPlainWorkerd({ root, dir: `${dir}-floor`, bindings, coldOnly: true, bareFloor: true });
    samples.floor.push(bare.startupMs);
    await bare.stop();
    const fresh = await startPlainWorkerd({ root, dir, bindings, coldOnly: true });
    try {
      const c0 = cpuNs([fresh.pid]);
      const t0 = performance.now();
      const first = await get(`${fresh.url}${stack.pages.search}`);
      samples.first.push(performance.now() - t0);
      samples.cpu.push((cpuNs([fresh.pid]) - c0) / 1e6);
      if (first.status !== 200) throw new Error(`cold ${stack.pages.search} answered ${first.status}`);
      const t1 = performance.now();
      await get(`${fresh.url}${stack.pages.search}&warm=1`, { ...IDENTITY, authorization: "Bearer bench" });
      samples.warm.push(performance.now() - t1);
      samples.startup.push(fresh.startupMs);
    } finally {
      await fresh.stop();
    }
  }
  // Each process's start-up net of the floor measured just before it, plus its first search.
  const totals = samples.startup.map((s, i) => Math.max(0, s - samples.floor[i]!) + samples.first[i]!);
  const startupMs = median(samples.startup);
  const floorStartupMs = median(samples.floor);
  const firstSearchMs = median(samples.first);
  return {
    products,
    runs,
    startupMs,
    floorStartupMs,
    firstSearchMs,
    firstSearchCpuMs: median(samples.cpu),
    warmSearchMs: median(samples.warm),
    totalMs: midMedian(totals),
    totals,
  };
}
