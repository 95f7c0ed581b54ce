/**
 * Search in workerd (ARCHITECTURE §8): per catalogue size a fresh Miniflare isolate runs the bench
 * worker (bench/search-worker), which times the cold load (once in each of `rounds` fresh isolates),
 * then each store view's queries through searchCatalog, matchText and MiniSearch, the store views
 * interleaved over `rounds` rounds (each round: every store view's single-run and batched passes). Heap: in another workerd isolate through the inspector
 * (workerd-heap.ts), and in a Node --expose-gc child for comparison (heap-child.ts).
 */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { StoreCode } from "../../domain/store-views";
import {
  LOAD_SEPARATOR,
  type Engine,
  type LoadResult,
  type PrepareResult,
  type QueryHits,
  type RunRequest,
  type RunResult,
} from "../search-worker/protocol";
import { bundleHeapChild, bundleSearchWorker } from "./bundle";
import { benchCatalog } from "./catalog";
import { track } from "./cleanup";
import { benchQueries, queriesForStore } from "./queries";
import { percentile, summarize, type Summary } from "./stats";
import { benchMiniflare, measureWorkerdHeap, poster, type WorkerdHeap } from "./workerd-heap";

export interface SearchOptions {
  sizes: number[];
  stores: StoreCode[];
  /** Repeats: fresh isolates for the cold load, rounds over the store views for the query timings. */
  rounds: number;
  /** Single-run passes over the query set (1 ms clock) and batched passes (sub-ms resolution), over all rounds. */
  singlePasses: number;
  batchPasses: number;
  batchMs: number;
  /** Per store and mode, no new pass starts after this long, over all rounds (at least one pass per round runs). */
  maxMsPerRun: number;
  warmReload: boolean;
  tmp: string;
  log: (line: string) => void;
}

export interface HeapResult {
  catalogueBytes: number;
  mapsBytes: number;
  nlIndexBytes: number;
  allIndexesBytes: number;
  miniSearchNlBytes: number;
  totalBytes: number;
}

export interface QueryTime {
  q: string;
  search: number;
  matchText: number;
  minisearch: number;
}

export interface StoreResult {
  store: StoreCode;
  queries: string[];
  prepare: PrepareResult;
  /** One run per sample, 1 ms clock resolution. */
  single: Record<Engine, Summary>;
  /** Each sample is the mean of a batch of about batchMs of runs of one query. */
  batch: Record<Engine, Summary>;
  hits: QueryHits[];
  /** Passes actually run (capped by time at large sizes). */
  passes: { single: number; batch: number };
  perQuery: QueryTime[];
  /** Per round: searchCatalog's p99 (the worse of the batched and single-run p99 of that round). */
  p99Rounds: number[];
  /** Per round: matchText over MiniSearch, the worse of the p50 and p99 ratios (batched samples). */
  vsMiniRounds: number[];
}

export interface SizeResult {
  products: number;
  listed: number;
  generateMs: number;
  catalogJsonBytes: number;
  /** Node, at build time: building each store view's search index file. */
  indexBuildMs: Partial<Record<StoreCode, number>>;
  /** The fresh isolate whose cold load total is the median one. */
  cold: LoadResult;
  /** Cold load total of each fresh isolate (the repeats). */
  coldTotals: number[];
  warm: LoadResult | null;
  stores: StoreResult[];
  /** In workerd (inspector): the figure the budgets use. */
  workerdHeap: WorkerdHeap | null;
  workerdHeapError?: string;
  /** In Node (no pointer compression): for comparison. */
  heap: HeapResult | null;
  heapError?: string;
}

const summaries = (samples: Record<Engine, number[][]>): Record<Engine, Summary> => ({
  search: summarize(samples.search.flat()),
  matchText: summarize(samples.matchText.flat()),
  minisearch: summarize(samples.minisearch.flat()),
});

/** One sample list per engine and query, over several /run answers. */
function mergeSamples(runs: RunResult[]): Record<Engine, number[][]> {
  const merged = (engine: Engine) =>
    (runs[0]?.samples[engine] ?? []).map((_, i) => runs.flatMap((r) => r.samples[engine][i] ?? []));
  return { search: merged("search"), matchText: merged("matchText"), minisearch: merged("minisearch") };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

/** Mean ms per query and engine, from the batched samples. */
function queryMeans(queries: string[], samples: Record<Engine, number[][]>): QueryTime[] {
  return queries.map((q, i) => ({
    q,
    search: mean(samples.search[i] ?? []),
    matchText: mean(samples.matchText[i] ?? []),
    minisearch: mean(samples.minisearch[i] ?? []),
  }));
}

async function measureHeap(child: string, catalogFile: string): Promise<HeapResult> {
  const abort = new AbortController();
  const release = track(
    () => abort.abort(),
    () => abort.abort(),
  );
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--expose-gc", "--max-old-space-size=4096", child, catalogFile],
      { maxBuffer: 1 << 20, timeout: 300_000, signal: abort.signal },
    );
    return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as HeapResult;
  } finally {
    await release();
  }
}

async function benchSize(
  products: number,
  worker: string,
  heapChild: string,
  options: SearchOptions,
): Promise<SizeResult> {
  const { log } = options;
  const cat = await benchCatalog(products);
  const all = benchQueries(cat.catalog);
  log(
    `  ${products} products: generated in ${(cat.generateMs / 1000).toFixed(1)} s, catalog.json ${(cat.fileText.length / 1e6).toFixed(1)} MB`,
  );

  const loadBody = cat.fileText + LOAD_SEPARATOR + cat.indexTexts.nl;
  // The cold load, once per fresh isolate: rounds − 1 throwaway isolates, then the one that goes on.
  const colds: LoadResult[] = [];
  for (let round = 1; round < options.rounds; round++) {
    const fresh = benchMiniflare(worker);
    try {
      colds.push(await poster(fresh.mf)<LoadResult>("/load", loadBody));
    } finally {
      await fresh.dispose();
    }
  }
  const { mf, dispose } = benchMiniflare(worker);
  const post = poster(mf);
  let result: SizeResult;
  try {
    colds.push(await post<LoadResult>("/load", loadBody));
    const coldTotals = colds.map((c) => c.totalMs);
    const cold = [...colds].sort((a, b) => a.totalMs - b.totalMs)[(colds.length - 1) >> 1]!;
    log(
      `    cold load ${coldTotals.map((t) => t.toFixed(0)).join(", ")} ms over ${colds.length} fresh isolates; the median one: parse ${cold.parseMs}, maps ${cold.mapsMs}, nl index file parse ${cold.indexParseMs} + restore ${cold.indexMs}`,
    );
    const warm = options.warmReload ? await post<LoadResult>("/load", loadBody) : null;
    await post("/children", JSON.stringify(cat.children));
    const plans = [];
    for (const store of options.stores)
      plans.push({
        store,
        queries: queriesForStore(all, store),
        prepare: await post<PrepareResult>(`/prepare?store=${store}`, cat.indexTexts[store]),
        single: [] as RunResult[],
        batch: [] as RunResult[],
      });
    const perRound = (passes: number) => Math.max(1, Math.round(passes / options.rounds));
    for (let round = 0; round < options.rounds; round++) {
      // The store views interleaved, the order reversed every other round.
      for (const plan of round % 2 ? [...plans].reverse() : plans) {
        const run = (mode: RunRequest["mode"], passes: number, withHits: boolean) =>
          post<RunResult>(
            "/run",
            JSON.stringify({
              store: plan.store,
              queries: plan.queries,
              passes,
              mode,
              batchMs: options.batchMs,
              maxMs: options.maxMsPerRun / options.rounds,
              minPasses: 1,
              withHits,
            } satisfies RunRequest),
          );
        plan.single.push(await run("single", perRound(options.singlePasses), false));
        plan.batch.push(await run("batch", perRound(options.batchPasses), round === options.rounds - 1));
      }
    }
    const stores: StoreResult[] = plans.map((plan) => {
      const single = mergeSamples(plan.single);
      const batch = mergeSamples(plan.batch);
      const entry: StoreResult = {
        store: plan.store,
        queries: plan.queries,
        prepare: plan.prepare,
        single: summaries(single),
        batch: summaries(batch),
        hits: plan.batch.at(-1)?.hits ?? [],
        passes: {
          single: plan.single.reduce((n, r) => n + r.passes, 0),
          batch: plan.batch.reduce((n, r) => n + r.passes, 0),
        },
        perQuery: queryMeans(plan.queries, batch),
        p99Rounds: plan.batch.map((b, r) =>
          Math.max(percentile(b.samples.search.flat(), 99), percentile(plan.single[r]!.samples.search.flat(), 99)),
        ),
        vsMiniRounds: plan.batch.map((b) => {
          const ours = b.samples.matchText.flat();
          const mini = b.samples.minisearch.flat();
          return Math.max(percentile(ours, 50) / percentile(mini, 50), percentile(ours, 99) / percentile(mini, 99));
        }),
      };
      log(
        `    ${plan.store}: searchCatalog p50 ${entry.batch.search.p50.toFixed(2)} ms, p99 per round ${entry.p99Rounds.map((x) => x.toFixed(2)).join(", ")} ms; matchText p50 ${entry.batch.matchText.p50.toFixed(2)}; MiniSearch p50 ${entry.batch.minisearch.p50.toFixed(2)}`,
      );
      return entry;
    });
    result = {
      products,
      listed: cold.listed,
      generateMs: cat.generateMs,
      catalogJsonBytes: cat.fileText.length,
      indexBuildMs: cat.indexBuildMs,
      cold,
      coldTotals,
      warm,
      stores,
      workerdHeap: null,
      heap: null,
    };
  } finally {
    await dispose();
  }
  try {
    result.workerdHeap = await measureWorkerdHeap(worker, cat.fileText, cat.indexTexts, options.stores);
  } catch (error) {
    result.workerdHeapError = error instanceof Error ? error.message : String(error);
  }
  const file = path.join(options.tmp, `catalog-${products}.json`);
  await writeFile(file, cat.fileText);
  try {
    result.heap = await measureHeap(heapChild, file);
  } catch (error) {
    result.heapError = error instanceof Error ? error.message : String(error);
  }
  return result;
}

export async function runSearchBench(options: SearchOptions): Promise<SizeResult[]> {
  const worker = await bundleSearchWorker(options.tmp);
  const heapChild = await bundleHeapChild(options.tmp);
  const results: SizeResult[] = [];
  for (const size of options.sizes) results.push(await benchSize(size, worker, heapChild, options));
  return results;
}
