/**
 * Search in workerd (ARCHITECTURE §8): per catalogue size a fresh Miniflare isolate runs the bench
 * worker (bench/search-worker), which times the cold load, then each store view's queries through
 * searchCatalog, matchText and MiniSearch. Heap: in another workerd isolate through the inspector
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
import { summarize, type Summary } from "./stats";
import { benchMiniflare, measureWorkerdHeap, poster, type WorkerdHeap } from "./workerd-heap";

export interface SearchOptions {
  sizes: number[];
  stores: StoreCode[];
  /** Single-run passes over the query set (1 ms clock) and batched passes (sub-ms resolution). */
  singlePasses: number;
  batchPasses: number;
  batchMs: number;
  /** Per store and mode, no new pass starts after this long (at least 3 passes run). */
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
}

export interface SizeResult {
  products: number;
  listed: number;
  generateMs: number;
  catalogJsonBytes: number;
  /** Node, at build time: building each store view's search index file. */
  indexBuildMs: Partial<Record<StoreCode, number>>;
  cold: LoadResult;
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

  const { mf, dispose } = benchMiniflare(worker);
  const post = poster(mf);
  let result: SizeResult;
  try {
    const loadBody = cat.fileText + LOAD_SEPARATOR + cat.indexTexts.nl;
    const cold = await post<LoadResult>("/load", loadBody);
    log(
      `    cold load ${cold.totalMs} ms (parse ${cold.parseMs}, maps ${cold.mapsMs}, nl index file parse ${cold.indexParseMs} + restore ${cold.indexMs})`,
    );
    const warm = options.warmReload ? await post<LoadResult>("/load", loadBody) : null;
    await post("/children", JSON.stringify(cat.children));
    const stores: StoreResult[] = [];
    for (const store of options.stores) {
      const queries = queriesForStore(all, store);
      const prepare = await post<PrepareResult>(`/prepare?store=${store}`, cat.indexTexts[store]);
      const run = (mode: RunRequest["mode"], passes: number, withHits: boolean) =>
        post<RunResult>(
          "/run",
          JSON.stringify({
            store,
            queries,
            passes,
            mode,
            batchMs: options.batchMs,
            maxMs: options.maxMsPerRun,
            minPasses: 3,
            withHits,
          } satisfies RunRequest),
        );
      const single = await run("single", options.singlePasses, false);
      const batch = await run("batch", options.batchPasses, true);
      const entry: StoreResult = {
        store,
        queries,
        prepare,
        single: summaries(single.samples),
        batch: summaries(batch.samples),
        hits: batch.hits,
        passes: { single: single.passes, batch: batch.passes },
        perQuery: queryMeans(queries, batch.samples),
      };
      stores.push(entry);
      log(
        `    ${store}: searchCatalog p50 ${entry.batch.search.p50.toFixed(2)} ms, p99 ${Math.max(entry.batch.search.p99, entry.single.search.p99).toFixed(2)} ms; matchText p50 ${entry.batch.matchText.p50.toFixed(2)}; MiniSearch p50 ${entry.batch.minisearch.p50.toFixed(2)}`,
      );
    }
    result = {
      products,
      listed: cold.listed,
      generateMs: cat.generateMs,
      catalogJsonBytes: cat.fileText.length,
      indexBuildMs: cat.indexBuildMs,
      cold,
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
