/**
 * SSR throughput (ARCHITECTURE §8): wrk against the worker uncached and cached (plain workerd and
 * Miniflare), against nginx serving the same bytes (the reference every ratio divides by) and against
 * nginx's proxy cache in front of plain workerd (the CDN row). Every target runs once per round, the
 * order reversed every other round, so each round's ratio compares runs made on the same machine.
 */
import { get, untilHit } from "./bench-http";
import { runLoad, type LoadResult, type LoadSettings } from "./load";
import type { Cdn } from "./nginx";
import type { SsrStack } from "./ssr-stack";

export type Server = "workerd" | "miniflare" | "nginx" | "cdn";
export type Mode = "uncached" | "cached" | "static" | "cdn";
type Page = "category" | "product";

export interface ThroughputRun {
  page: Page;
  server: Server;
  mode: Mode;
  /** The round with the median req/s (its latencies), with requests and errors summed over every round. */
  result: LoadResult;
  /** req/s of each round, in round order: the repeats (ratios are taken round by round). */
  rpsRounds: number[];
  /** X-Cache of a request like the run's (before and after it); for the CDN, its cache statuses during the runs. */
  xCache: string;
  /** CDN only: share of the runs' requests nginx answered from its cache (HIT, STALE, UPDATING). */
  hitRatio?: number;
}

interface Target {
  page: Page;
  server: Server;
  mode: Mode;
  url: string;
  unique: boolean;
  results: LoadResult[];
  before?: string;
  counts?: Record<string, number>;
}

export interface ThroughputOptions {
  /** The worker's two faces per runtime: with its page cache and with `PAGE_CACHE=off`. */
  workers: { server: "workerd" | "miniflare"; cached: string; uncached: string }[];
  /** nginx serving category.html and product.html (the same bytes), when installed. */
  nginx: string | null;
  cdn: Cdn | null;
  pages: SsrStack["pages"];
  load: LoadSettings;
  rounds: number;
  tmp: string;
  log: (line: string) => void;
}

const PAGES: Page[] = ["category", "product"];

/** The round with the median req/s, carrying every round's requests and errors. */
function medianRound(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const mid = sorted[(sorted.length - 1) >> 1]!;
  return {
    ...mid,
    requests: results.reduce((s, r) => s + r.requests, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
  };
}

export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputRun[]> {
  const { pages, cdn, log } = options;
  const targets: Target[] = [];
  for (const worker of options.workers)
    for (const page of PAGES) {
      targets.push(
        {
          page,
          server: worker.server,
          mode: "uncached",
          url: `${worker.uncached}${pages[page]}`,
          unique: true,
          results: [],
        },
        {
          page,
          server: worker.server,
          mode: "cached",
          url: `${worker.cached}${pages[page]}`,
          unique: false,
          results: [],
        },
      );
    }
  if (options.nginx)
    for (const page of PAGES)
      targets.push({
        page,
        server: "nginx",
        mode: "static",
        url: `${options.nginx}/${page}.html`,
        unique: false,
        results: [],
      });
  if (cdn)
    for (const page of PAGES)
      targets.push({ page, server: "cdn", mode: "cdn", url: `${cdn.url}${pages[page]}`, unique: false, results: [] });

  for (const t of targets) if (t.mode === "cached") t.before = await untilHit(t.url);
  if (cdn) {
    // Prime: a first request, then one more so a cacheable page is stored; then forget the log so far.
    for (const t of targets.filter((x) => x.server === "cdn")) {
      await get(t.url);
      await get(t.url);
      t.counts = {};
    }
    await cdn.statuses();
  }
  for (let round = 0; round < options.rounds; round++) {
    log(
      `  wrk round ${round + 1} of ${options.rounds}: ${targets.length} targets × ${options.load.durationS} s (worker uncached/cached, nginx, CDN)…`,
    );
    for (const t of round % 2 ? [...targets].reverse() : targets) {
      t.results.push(await runLoad(t.url, options.load, options.tmp, t.unique));
      if (t.counts && cdn)
        for (const [status, count] of Object.entries(await cdn.statuses()))
          t.counts[status] = (t.counts[status] ?? 0) + count;
    }
  }

  const runs: ThroughputRun[] = [];
  for (const t of targets) {
    const base = { page: t.page, server: t.server, mode: t.mode, result: medianRound(t.results) };
    const rpsRounds = t.results.map((r) => r.rps);
    if (t.mode === "uncached")
      runs.push({ ...base, rpsRounds, xCache: `${(await get(t.url)).xCache} (page cache off)` });
    else if (t.mode === "cached")
      runs.push({ ...base, rpsRounds, xCache: `${t.before ?? "-"}, after: ${(await get(t.url)).xCache}` });
    else if (t.counts) {
      const total = Object.values(t.counts).reduce((s, x) => s + x, 0);
      const hits = (t.counts.HIT ?? 0) + (t.counts.STALE ?? 0) + (t.counts.UPDATING ?? 0);
      runs.push({
        ...base,
        rpsRounds,
        xCache: Object.entries(t.counts)
          .map(([k, v]) => `${k === "-" ? "not cacheable" : k} ${v.toLocaleString("en-US")}`)
          .join(", "),
        hitRatio: total > 0 ? hits / total : 0,
      });
    } else runs.push({ ...base, rpsRounds, xCache: "-" });
  }
  return runs;
}
