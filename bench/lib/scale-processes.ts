/**
 * The scale part's processes and memory figures (scale-bench.ts): the project's libSQL server and
 * the timed rounds (scale-rounds.ts), each in a Node process of its own, tracked for cleanup; a
 * phase's time and peak RSS; a full collection of this process.
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { deserialize, serialize, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { trackChild } from "./cleanup";
import type { RoundsInput, RoundsOutput } from "./scale-latency";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Phase {
  seconds: number;
  /** This process's RSS when the phase began, and its peak during the phase (MB; VmHWM, reset at the start). */
  startRssMb: number;
  peakRssMb: number;
}

/** Peak RSS since the last reset (VmHWM of /proc/<pid>/status), MB. */
export function peakRssMb(pid: number | "self" = "self"): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Starts a phase: resets the peak RSS (clear_refs 5) and the clock. */
export function phase(): () => Phase {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // Without it the peak is the process's since it started: still an upper bound.
  }
  const startRssMb = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  return () => ({ seconds: (performance.now() - started) / 1000, startRssMb, peakRssMb: peakRssMb() });
}

/** The project's libSQL server (scripts/libsql-server) in its own process; stopped at cleanup. */
export async function startServer(file: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/libsql-server/cli.ts"), "--file", file, "--port", "0"],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const { stop } = trackChild(child);
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      const listening = /^libSQL server listening on (\S+) /.exec(line);
      if (listening) resolve(listening[1]!);
    });
    lines.on("close", () => reject(new Error("the libSQL server exited before it listened")));
  });
  return { url, pid: child.pid!, stop };
}

export const fileMb = (file: string) =>
  [file, `${file}-wal`].reduce((sum, f) => {
    try {
      return sum + statSync(f).size;
    } catch {
      return sum;
    }
  }, 0) /
  1024 /
  1024;

/**
 * A full garbage collection of this process now. Seeding a million products leaves gigabytes of
 * garbage behind; collected during the timed rounds, it stalled every request of one round by some
 * 100 ms (29 November 2026: one round's p99 140–152 ms at both sizes, the others 39–58 ms).
 */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/**
 * Runs the timed rounds in a Node process of their own (scale-rounds.ts), on an isolate-sized heap:
 * this one keeps hundreds of MB in use after seeding and judging.
 */
export async function roundsApart(input: RoundsInput, tmp: string, log: (line: string) => void): Promise<RoundsOutput> {
  const inputFile = path.join(tmp, "scale-rounds.in");
  const outputFile = path.join(tmp, "scale-rounds.out");
  writeFileSync(inputFile, serialize(input));
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.join(import.meta.dirname, "scale-rounds.ts"), inputFile, outputFile],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const { stop } = trackChild(child);
  createInterface({ input: child.stdout }).on("line", log);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  await stop();
  if (code !== 0) throw new Error(`the timed rounds' process exited with ${code}`);
  return deserialize(readFileSync(outputFile)) as RoundsOutput;
}
