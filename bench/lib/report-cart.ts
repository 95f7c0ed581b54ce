/** The report section of the cart bench: libSQL round trips, latency and CPU per cart call (ARCHITECTURE §8). */
import type { CallFigures } from "./cart-bench";
import { status, table, type BudgetLine, type Section } from "./markdown";

/** Round trips each call may take at most. */
const ROUND_TRIP_BUDGET: Record<string, number> = { "add to cart": 2, totals: 1, "place order": 2 };

export function cartSection(calls: CallFigures[] | null, error?: string): Section {
  const title = "7. Cart calls against libSQL (round trips, latency, CPU)";
  if (!calls) {
    return {
      title,
      body: [],
      budgets: [{ section: "cart", name: "cart calls", value: error ?? "not run", budget: "—", status: "N/A" }],
    };
  }
  const budgets: BudgetLine[] = calls
    .filter((c) => c.name in ROUND_TRIP_BUDGET)
    .map((c) => ({
      section: "cart",
      name: `${c.name}: libSQL round trips per call`,
      value: String(c.roundTripsMax),
      budget: `≤ ${ROUND_TRIP_BUDGET[c.name]}`,
      status: status(c.roundTripsMax <= ROUND_TRIP_BUDGET[c.name]!),
      measured: c.roundTripsMax,
      limit: ROUND_TRIP_BUDGET[c.name]!,
      unit: "round trips",
    }));
  return {
    title,
    budgets,
    body: [
      "Method: the built worker in Miniflare against the local libSQL server through a proxy that counts HTTP requests",
      "(one request is one round trip; Turso is tens of milliseconds away in production, locally it is loopback).",
      "Each call runs sequentially; the count includes background work the call starts (e.g. the order confirmation).",
      "CPU is the workerd process's CPU time over the call (all threads, median), read from /proc.",
      "",
      ...table(
        ["call", "calls", "round trips (max / median)", "p50 ms", "p99 ms", "CPU ms (median)"],
        calls.map((c) => [
          c.name,
          c.calls,
          `${c.roundTripsMax} / ${c.roundTripsMedian}`,
          c.p50Ms.toFixed(1),
          c.p99Ms.toFixed(1),
          c.cpuMs.toFixed(2),
        ]),
      ),
    ],
  };
}
