/**
 * Memory under load (ARCHITECTURE §8 "flat heap under a bounded load"): the built worker's isolate
 * heap, read through the inspector after forced GCs, before and after rounds of a bounded load of
 * search, category and product pages in all three store views, with a heap snapshot on either side
 * to name what grew. Also the isolate heap with all three store views loaded, and workerd's RSS.
 */
import { readFileSync } from "node:fs";
import { benchQueries } from "./queries";
import { growth, largest, summarizeSnapshot, takeSnapshot, type HeapKind } from "./heap-snapshot";
import { startHeapStack } from "./heap-stack";
import { connectInspector, heapAfterGc } from "./inspector";
import { hasWrk, type LoadSettings } from "./load";
import { loadMix, MIX_HEADERS, runMix } from "./load-mix";

export interface HeapRound {
  requests: number;
  errors: number;
  rps: number;
  /** Isolate used heap after GC, at the end of the round. */
  heapBytes: number;
  /** workerd RSS then (every isolate, Miniflare's services, allocator slack). */
  rssBytes: number | null;
}

export interface HeapLoadResult {
  products: number;
  tool: "wrk" | "node";
  round: LoadSettings;
  mix: { searches: number; pages: number };
  prepareMs: number;
  /** Used heap of the storefront isolate after GC: started, nothing loaded. */
  emptyBytes: number;
  /** After the first search, category and product page of each store view: catalogue, maps, three indexes. */
  loadedBytes: number;
  firstRequests: number;
  /** After a warm-up run of the mix (twice a round), so bounded caches (product shards) are full: the baseline. */
  beforeBytes: number;
  warmup: HeapRound;
  rounds: HeapRound[];
  /** After the last round − before. */
  growthBytes: number;
  /** Largest after-GC heap seen once loaded (the figure the isolate limit is about). */
  peakBytes: number;
  /** Kinds of object that grew most between the snapshots before and after the rounds. */
  grew: HeapKind[];
  /** Kinds of object that grew most during the warm-up run (snapshots once loaded and before the rounds). */
  warmupGrew: HeapKind[];
  /** Largest kinds of object after the rounds. */
  largestAfter: HeapKind[];
  rssEmptyBytes: number | null;
}

export interface HeapLoadOptions {
  products: number;
  rounds: number;
  round: LoadSettings;
  tmp: string;
  log: (line: string) => void;
}

function rssOf(pids: number[]): number | null {
  if (pids.length === 0) return null;
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      return null;
    }
  }
  return total;
}

/**
 * GET with one retry on a network error: a keep-alive socket can be closed while a long heap
 * snapshot holds the isolate. Answers with the status; the body is read and dropped.
 */
async function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  const once = async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.status;
  };
  return once().catch(once);
}

/** Runs the memory part: needs dist/ built. */
export async function runHeapLoad(options: HeapLoadOptions): Promise<HeapLoadResult> {
  const { products, log } = options;
  log(`  ${products} products: demo catalogue, index files, stock…`);
  const stack = await startHeapStack(products, options.tmp);
  const inspector = await connectInspector(stack.inspectorPort);
  try {
    // An unknown API path enters the storefront isolate (so queued inspector commands run) without loading anything.
    const poke = () => get(`${stack.url}/api/bench-memory`);
    const heap = () => heapAfterGc(inspector, poke);
    const emptyBytes = await heap();
    const rssEmptyBytes = rssOf(stack.pids);

    const mix = loadMix(stack.catalog, benchQueries(stack.demo));
    for (const path of mix.firsts) {
      const status = await get(`${stack.url}${path}`, MIX_HEADERS);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
    }
    const loadedBytes = await heap();
    const loaded = summarizeSnapshot(await takeSnapshot(inspector, poke));
    log(
      `    isolate heap: empty ${(emptyBytes / 2 ** 20).toFixed(1)} MB, three store views loaded ${(loadedBytes / 2 ** 20).toFixed(1)} MB`,
    );

    const round = async (settings: LoadSettings): Promise<HeapRound> => {
      const result = await runMix(stack.url, mix, settings, options.tmp);
      return {
        requests: result.requests,
        errors: result.errors,
        rps: result.rps,
        heapBytes: await heap(),
        rssBytes: rssOf(stack.pids),
      };
    };
    // Twice a round: long enough for the bounded caches to fill and most of the JIT's code to settle.
    const warmup = await round({ ...options.round, durationS: options.round.durationS * 2 });
    const beforeBytes = warmup.heapBytes;
    log(`    warm-up run: ${warmup.requests} requests, heap ${(beforeBytes / 2 ** 20).toFixed(2)} MB; snapshot…`);
    const before = summarizeSnapshot(await takeSnapshot(inspector, poke));
    const rounds: HeapRound[] = [];
    for (let r = 0; r < options.rounds; r++) {
      rounds.push(await round(options.round));
      log(
        `    round ${r + 1}: ${rounds.at(-1)!.requests} requests, heap ${(rounds.at(-1)!.heapBytes / 2 ** 20).toFixed(2)} MB (before ${(beforeBytes / 2 ** 20).toFixed(2)} MB)`,
      );
    }
    const after = summarizeSnapshot(await takeSnapshot(inspector, poke));
    const last = rounds.at(-1)?.heapBytes ?? beforeBytes;
    return {
      products,
      tool: hasWrk() ? "wrk" : "node",
      round: options.round,
      mix: { searches: mix.searches.length, pages: mix.pages.length },
      prepareMs: stack.prepareMs,
      emptyBytes,
      loadedBytes,
      firstRequests: mix.firsts.length,
      beforeBytes,
      warmup,
      rounds,
      growthBytes: last - beforeBytes,
      peakBytes: Math.max(loadedBytes, beforeBytes, ...rounds.map((r) => r.heapBytes)),
      grew: growth(before, after, 8),
      warmupGrew: growth(loaded, before, 6),
      largestAfter: largest(after, 8),
      rssEmptyBytes,
    };
  } finally {
    inspector.close();
  }
}
