/**
 * A command's peak memory, for the line it ends with (catalog:import, catalog:seed): the process's
 * VmHWM on Linux (what it held at its fullest), elsewhere the highest RSS sampled every 200 ms.
 */
import { readFileSync } from "node:fs";

function highWaterMb(): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Starts watching; the returned function gives the peak so far (MB, rounded) and stops the sampler. */
export function watchPeakMemory(): () => number {
  let sampled = process.memoryUsage().rss;
  const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 200);
  sampler.unref();
  return () => {
    clearInterval(sampler);
    return Math.round(highWaterMb() ?? Math.max(sampled, process.memoryUsage().rss) / 2 ** 20);
  };
}
