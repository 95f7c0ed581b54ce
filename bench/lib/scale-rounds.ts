/**
 * The scale part's timed rounds (scale-latency.ts) in a Node process of their own, started by
 * scale-bench.ts, so they run on a heap the size of the worker isolate's. The bench process that
 * generated, seeded and judged the catalogue keeps hundreds of MB in use; with the rounds in it, its
 * collections paused requests by 15–50 ms and their helper threads took the cores the libSQL server
 * needed (30 November 2026, at 100,000 products: round p99s 20–95 ms in it, see docs/benchmarks.md).
 *
 * Usage: node --expose-gc --import tsx bench/lib/scale-rounds.ts <input> <output>. Both files are
 * `v8.serialize`d (NaN survives, as in the figures of an empty kind): `RoundsInput` in, `RoundsOutput`
 * out. Progress lines go to stdout.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import { buildCatalogData } from "../../worker/catalog";
import { runScaleLatency, type RoundsInput, type RoundsOutput } from "./scale-latency";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");
const [inputFile, outputFile] = process.argv.slice(2);
if (!inputFile || !outputFile) throw new Error("usage: scale-rounds <input> <output>");

/** This process's heap in use after a full collection (MB). */
function heapMb(): number {
  gc!();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const input = deserialize(readFileSync(inputFile)) as RoundsInput;
const data = buildCatalogData(input.file);
const startHeapMb = heapMb();
const latency = await runScaleLatency({
  url: input.url,
  targets: input.targets,
  data,
  mix: input.mix,
  rounds: input.rounds,
  now: input.now,
  log: (line) => console.log(line),
});
writeFileSync(outputFile, serialize({ latency, startHeapMb, endHeapMb: heapMb() } satisfies RoundsOutput));
