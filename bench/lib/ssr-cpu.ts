/**
 * CPU per request of the worker (ARCHITECTURE §8): one request at a time with `Accept-Encoding:
 * identity`, the workerd process's CPU read from /proc around each, the rows (the floor, the
 * storefront's empty request, renders, misses and hits) interleaved over rounds so the floor and the
 * pages see the same machine.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { fetchRetry, IDENTITY, untilHit } from "./bench-http";
import { cpuNs } from "./proc-cpu";
import type { SsrStack } from "./ssr-stack";
import { midMedian } from "./repeats";
import { median } from "./stats";
import { READY_PATH } from "./workerd-plain";

export interface CpuRow {
  /** Short id for budgets: floor, empty, category-render, category-miss, category-hit, product-render, … */
  id: string;
  name: string;
  path: string;
  samples: number;
  cpuMedianMs: number;
  /** The row's median CPU in each round: the repeats its budget is judged on (minus the floor's of the same round). */
  roundMediansMs: number[];
  wallMedianMs: number;
  xCache: string;
  /** libSQL round trips per request (median), through the counting proxy. */
  roundTrips: number;
  bytes: number;
}

export interface CpuTable {
  runtime: "workerd" | "miniflare";
  pids: number[];
  /** Rounds the rows were interleaved over (the repeats). */
  rounds: number;
  rows: CpuRow[];
}

export interface RowSpec {
  id: string;
  name: string;
  base: string;
  path: string;
  headers?: Record<string, string>;
  /** Query parameter per request: a string adds `<name>=<run>-<i>`; a function gives the whole suffix. */
  unique?: (i: number) => string;
}

/**
 * Rounds the CPU rows are interleaved over by default (`--quick`: fewer): every row takes its share of
 * requests in each round, the order reversed every other round, so the floor and the pages it is
 * subtracted from see the same machine (on this shared machine a row measured a minute after another
 * read up to twice as slow). Each round's median is one repeat of the row.
 */
export const CPU_ROUNDS = 8;

/** One CPU row's samples, taken a share at a time. */
function rowSampler(pids: number[], spec: RowSpec, trips: () => number) {
  const cpu: number[] = [];
  const perRound: number[][] = [];
  const wall: number[] = [];
  const roundTrips: number[] = [];
  const seen = new Set<string>();
  let bytes = 0;
  let i = 0;
  return {
    /** `count` requests of round `round`, counted unless `warmUp`. */
    async take(count: number, warmUp = false, round = 0): Promise<void> {
      const inRound = warmUp ? [] : (perRound[round] ??= []);
      for (let k = 0; k < count; k++, i++) {
        const url = `${spec.base}${spec.path}${spec.unique ? `${spec.path.includes("?") ? "&" : "?"}${spec.unique(i)}` : ""}`;
        const t0Trips = trips();
        const c0 = cpuNs(pids);
        const t0 = performance.now();
        const res = await fetchRetry(url, { headers: { ...IDENTITY, ...spec.headers } });
        const body = await res.arrayBuffer();
        const t1 = performance.now();
        // Let waitUntil work (the cache write) finish so it counts for this request.
        await sleep(3);
        if (warmUp) continue;
        const cpuMs = (cpuNs(pids) - c0) / 1e6;
        cpu.push(cpuMs);
        inRound.push(cpuMs);
        wall.push(t1 - t0);
        roundTrips.push(trips() - t0Trips);
        bytes = body.byteLength;
        seen.add(
          `${res.status} ${res.headers.get("x-cache") ?? "-"}${res.headers.get("content-encoding") ? ` ${res.headers.get("content-encoding")}` : ""}`,
        );
      }
    },
    row(): CpuRow {
      return {
        id: spec.id,
        name: spec.name,
        path: spec.path,
        samples: cpu.length,
        cpuMedianMs: median(cpu),
        roundMediansMs: perRound.map(midMedian),
        wallMedianMs: median(wall),
        xCache: [...seen].join(", "),
        roundTrips: median(roundTrips),
        bytes,
      };
    },
  };
}

/** The rows' medians of `n` requests each (after 5 warm-up requests each), interleaved over `rounds` rounds. */
async function cpuRows(
  pids: number[],
  specs: RowSpec[],
  n: number,
  rounds: number,
  trips: () => number,
): Promise<CpuRow[]> {
  const samplers = specs.map((spec) => rowSampler(pids, spec, trips));
  for (const sampler of samplers) await sampler.take(5, true);
  for (let round = 0; round < rounds; round++) {
    const share = Math.round((n * (round + 1)) / rounds) - Math.round((n * round) / rounds);
    for (const sampler of round % 2 ? [...samplers].reverse() : samplers) await sampler.take(share, false, round);
  }
  return samplers.map((sampler) => sampler.row());
}

/** This run's id, in the query of every MISS request, so no two runs share a cache key. */
export const RUN_ID = Date.now().toString(36);
// The page cache keys only parameters that change the page; a price range covering everything
// renders the same listing under a new key, so each request is a real MISS (render + cache put).
export const missParam = (i: number) => `price=0-${100_000 + i}`;

/** CPU rows of one runtime: the floor, the storefront's empty request, renders, misses and hits. */
export async function measureCpu(
  runtime: "workerd" | "miniflare",
  pids: number[],
  urls: { cached: string; uncached: string; floor: { name: string; url: string; path: string } },
  stack: SsrStack,
  n: number,
  rounds = CPU_ROUNDS,
  full = true,
): Promise<CpuTable> {
  const { pages } = stack;
  await untilHit(`${urls.cached}${pages.category}`);
  await untilHit(`${urls.cached}${pages.product}`);
  const specs: RowSpec[] = [
    { id: "floor", name: urls.floor.name, base: urls.floor.url, path: urls.floor.path },
    {
      id: "empty",
      name: "storefront, empty request: unknown API path (404 JSON)",
      base: urls.uncached,
      path: READY_PATH,
    },
    { id: "category-render", name: "category, render (page cache off)", base: urls.uncached, path: pages.category },
    ...(full
      ? [
          {
            id: "category-render-gzip",
            name: "category, render, Accept-Encoding: gzip (the old method; compressed only where the runtime compresses, see responses)",
            base: urls.uncached,
            path: pages.category,
            headers: { "accept-encoding": "gzip" },
          },
          {
            id: "category-miss",
            name: "category, MISS (render + tee + cache put; price range covering all = new key)",
            base: urls.cached,
            path: pages.category,
            unique: (i: number) => `${missParam(i)}&r=${RUN_ID}`,
          },
          { id: "category-hit", name: "category, cached (HIT)", base: urls.cached, path: pages.category },
        ]
      : []),
    { id: "product-render", name: "product, render (page cache off)", base: urls.uncached, path: pages.product },
    ...(full ? [{ id: "product-hit", name: "product, cached (HIT)", base: urls.cached, path: pages.product }] : []),
    { id: "search-render", name: "search `trui`, render (page cache off)", base: urls.uncached, path: pages.search },
  ];
  return { runtime, pids, rounds, rows: await cpuRows(pids, specs, n, rounds, stack.roundTrips) };
}
