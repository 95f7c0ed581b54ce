/**
 * CPU time of the workerd process Miniflare started, from Linux /proc: the sum over its threads of
 * /proc/<pid>/task/<tid>/schedstat's first field (nanoseconds on CPU). workerd gives the isolate no
 * CPU clock and a 1 ms wall clock, so the bench reads the process's CPU around each request instead.
 */
import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the "(comm)" part: state, ppid, …
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(rest[1]);
  } catch {
    return null;
  }
}

/** workerd processes descending from this Node process. */
export function workerdPids(root = process.pid): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const comm = (() => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
      } catch {
        return "";
      }
    })();
    if (comm !== "workerd") continue;
    for (let p: number | null = parentOf(pid), hops = 0; p !== null && p > 1 && hops < 10; p = parentOf(p), hops++) {
      if (p === root) {
        pids.push(pid);
        break;
      }
    }
  }
  return pids;
}

/** Nanoseconds on CPU of every thread of these processes. */
export function cpuNs(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    const tasks = (() => {
      try {
        return readdirSync(`/proc/${pid}/task`);
      } catch {
        return [];
      }
    })();
    for (const tid of tasks) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // The thread ended between listing and reading.
      }
    }
  }
  return total;
}
