/**
 * SSR (ARCHITECTURE §8): the shipped bundle in plain workerd (judged) and in Miniflare (beside it).
 * CPU per request from workerd's /proc counters with `Accept-Encoding: identity` (compression is
 * not Worker CPU in production) minus the same-run floor of a bare `Response("ok")`; throughput
 * with wrk against nginx serving the same bytes and against nginx's proxy cache in front of the
 * worker (the CDN row); the served pages' shape (bytes, elements, attributes, island props) and
 * first-party JS; the cold start (process start + the first search: asset fetch, parse, restore).
 */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pageJs } from "../../scripts/client-size";
import { ROOT } from "../../scripts/worker-runtime";
import { htmlShape, type HtmlShape } from "./html-shape";
import { heaviestOfEachKind, measurePages, readSnapshot, type MeasuredPage, type PageKind } from "./heaviest-pages";
import { runLoad, type LoadResult, type LoadSettings } from "./load";
import { hasNginx, startCdn, startNginx, type Cdn } from "./nginx";
import { cpuNs, workerdPids } from "./proc-cpu";
import { snapshotPages, type SsrStack } from "./ssr-stack";
import { median } from "./stats";
import { READY_PATH, startPlainWorkerd, type PlainWorkerd } from "./workerd-plain";

export type PageName = keyof SsrStack["pages"];
export type Server = "workerd" | "miniflare" | "nginx" | "cdn";
export type Mode = "uncached" | "cached" | "static" | "cdn";

export interface ThroughputRun {
  page: "category" | "product";
  server: Server;
  mode: Mode;
  result: LoadResult;
  /** X-Cache of a request like the run's (before and after it); for the CDN, its cache statuses during the run. */
  xCache: string;
  /** CDN only: share of the run's requests nginx answered from its cache (HIT, STALE, UPDATING). */
  hitRatio?: number;
}

export interface CpuRow {
  /** Short id for budgets: floor, empty, category-render, category-miss, category-hit, product-render, … */
  id: string;
  name: string;
  path: string;
  samples: number;
  cpuMedianMs: number;
  wallMedianMs: number;
  xCache: string;
  /** libSQL round trips per request (median), through the counting proxy. */
  roundTrips: number;
  bytes: number;
}

export interface CpuTable {
  runtime: "workerd" | "miniflare";
  pids: number[];
  rows: CpuRow[];
}

export interface ColdStart {
  products: number;
  /** Fresh processes measured; every figure below is the median over them. */
  runs: number;
  /** spawn → the storefront answered an unknown API path (no catalogue loaded): process + isolate start. */
  startupMs: number;
  /** The same with the bare worker in the storefront's place: workerd's own process start, the floor. */
  floorStartupMs: number;
  /** The first search page of the fresh isolate (client wall): catalog.json + search-nl.json fetched from the assets, parsed, index restored, price history read, page rendered. */
  firstSearchMs: number;
  firstSearchCpuMs: number;
  /** The same request again (warm), for comparison. */
  warmSearchMs: number;
  /** The storefront's start-up net of workerd's (startupMs − floorStartupMs) + its first search page. */
  totalMs: number;
}

export interface SizeRun {
  products: number;
  pages?: SsrStack["pages"];
  cpu: CpuTable | { error: string };
  shape: Partial<Record<PageName, HtmlShape>>;
  cold: ColdStart | { error: string };
}

export interface SsrResult {
  throughput: ThroughputRun[];
  nginxError?: string;
  nginxVersion?: string;
  /** Per runtime, on the main catalogue (10k). */
  cpu: CpuTable[];
  cpuError?: string;
  js: Record<PageName, { status: number; htmlBytes: number; eagerBytes: number; allBytes: number; islands: string[] }>;
  /** The main catalogue's pages as plain workerd serves them (identity). */
  shape: Partial<Record<PageName, HtmlShape>>;
  /** The heaviest page of each kind (bench/lib/heaviest-pages.ts), with how many candidates were measured. */
  heaviest: Partial<Record<PageKind, MeasuredPage & { of: number }>> | { error: string };
  cold: ColdStart | { error: string };
  /** CDN headers of the category page as the worker sends them (what the proxy cache decides on). */
  cdnHeaders: { miss: Record<string, string>; hit: Record<string, string> };
  /** Other catalogue sizes (25k): CPU rows in plain workerd, page shape, cold start. */
  sizes: SizeRun[];
}

export interface SsrOptions {
  load: LoadSettings;
  cpuSamples: number;
  tmp: string;
  log: (line: string) => void;
  /** Keep the CDN stand-in running for Lighthouse: called with its origin before it stops. */
  withCdn?: (origin: string) => Promise<void>;
  /** Skip the throughput runs (e.g. `--only lighthouse`). */
  measure?: boolean;
}

const IDENTITY = { "accept-encoding": "identity" };

/** fetch, once more when a kept-alive connection was closed under it ("other side closed"). */
async function fetchRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    await sleep(20);
    return fetch(url, init).catch((again: unknown) => {
      throw new Error(`${url}: ${errorOf(again)} (${String((again as { cause?: unknown }).cause ?? error)})`);
    });
  }
}

async function get(
  url: string,
  headers: Record<string, string> = IDENTITY,
): Promise<{ status: number; body: string; xCache: string; headers: Record<string, string> }> {
  const res = await fetchRetry(url, { headers });
  return {
    status: res.status,
    body: await res.text(),
    xCache: res.headers.get("x-cache") ?? "-",
    headers: Object.fromEntries(res.headers),
  };
}

/** Repeats a URL until the edge cache answers HIT (the store happens in waitUntil). */
async function untilHit(url: string): Promise<string> {
  let last = "-";
  for (let i = 0; i < 40 && last !== "HIT"; i++) {
    last = (await get(url)).xCache;
    if (last !== "HIT") await sleep(50);
  }
  return last;
}

interface RowSpec {
  id: string;
  name: string;
  base: string;
  path: string;
  headers?: Record<string, string>;
  /** Query parameter per request: a string adds `<name>=<run>-<i>`; a function gives the whole suffix. */
  unique?: (i: number) => string;
}

/**
 * Rounds the CPU rows are interleaved over: every row takes its share of requests in each round,
 * the order reversed every other round, so the floor and the pages it is subtracted from see the
 * same machine (on this shared machine a row measured a minute after another read up to twice as slow).
 */
export const CPU_ROUNDS = 8;

/** One CPU row's samples, taken a share at a time. */
function rowSampler(pids: number[], spec: RowSpec, trips: () => number) {
  const cpu: number[] = [];
  const wall: number[] = [];
  const roundTrips: number[] = [];
  const seen = new Set<string>();
  let bytes = 0;
  let i = 0;
  return {
    /** `count` requests, counted unless `warmUp`. */
    async take(count: number, warmUp = false): Promise<void> {
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
        cpu.push((cpuNs(pids) - c0) / 1e6);
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
        wallMedianMs: median(wall),
        xCache: [...seen].join(", "),
        roundTrips: median(roundTrips),
        bytes,
      };
    },
  };
}

/** The rows' medians of `n` requests each (after 5 warm-up requests each), interleaved over CPU_ROUNDS rounds. */
async function cpuRows(pids: number[], specs: RowSpec[], n: number, trips: () => number): Promise<CpuRow[]> {
  const samplers = specs.map((spec) => rowSampler(pids, spec, trips));
  for (const sampler of samplers) await sampler.take(5, true);
  for (let round = 0; round < CPU_ROUNDS; round++) {
    const share = Math.round((n * (round + 1)) / CPU_ROUNDS) - Math.round((n * round) / CPU_ROUNDS);
    for (const sampler of round % 2 ? [...samplers].reverse() : samplers) await sampler.take(share);
  }
  return samplers.map((sampler) => sampler.row());
}

const run = Date.now().toString(36);
// The page cache keys only parameters that change the page; a price range covering everything
// renders the same listing under a new key, so each request is a real MISS (render + cache put).
const missParam = (i: number) => `price=0-${100_000 + i}`;

/** CPU rows of one runtime: the floor, the storefront's empty request, renders, misses and hits. */
async function measureCpu(
  runtime: "workerd" | "miniflare",
  pids: number[],
  urls: { cached: string; uncached: string; floor: { name: string; url: string; path: string } },
  stack: SsrStack,
  n: number,
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
            unique: (i: number) => `${missParam(i)}&r=${run}`,
          },
          { id: "category-hit", name: "category, cached (HIT)", base: urls.cached, path: pages.category },
        ]
      : []),
    { id: "product-render", name: "product, render (page cache off)", base: urls.uncached, path: pages.product },
    ...(full ? [{ id: "product-hit", name: "product, cached (HIT)", base: urls.cached, path: pages.product }] : []),
    { id: "search-render", name: "search `trui`, render (page cache off)", base: urls.uncached, path: pages.search },
  ];
  return { runtime, pids, rows: await cpuRows(pids, specs, n, stack.roundTrips) };
}

async function servedPages(
  base: string,
  pages: SsrStack["pages"],
): Promise<{ html: Partial<Record<PageName, string>>; shape: Partial<Record<PageName, HtmlShape>> }> {
  const html: Partial<Record<PageName, string>> = {};
  const shape: Partial<Record<PageName, HtmlShape>> = {};
  for (const [name, path] of Object.entries(pages) as [PageName, string][]) {
    const page = await get(`${base}${path}`);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    html[name] = page.body;
    shape[name] = htmlShape(page.body);
  }
  return { html, shape };
}

/** The heaviest page of each kind on a server, measured as served (identity). */
async function heaviestPages(base: string, snapshotDir: string): Promise<SsrResult["heaviest"]> {
  try {
    const measured = await measurePages((p) => get(`${base}${p}`), readSnapshot(snapshotDir));
    const heaviest = heaviestOfEachKind(measured);
    return Object.fromEntries(
      Object.entries(heaviest).map(([kind, page]) => [
        kind,
        { ...page, of: measured.filter((p) => p.kind === kind).length },
      ]),
    );
  } catch (error) {
    return { error: errorOf(error) };
  }
}

/** Fresh processes per cold-start reading (medians): enough to steady a figure that one spawn moves by ±30 ms. */
export const COLD_RUNS = 5;

/**
 * The cold start, `runs` times over: a fresh workerd with the bare worker (workerd's own start-up,
 * the floor), then a fresh workerd with only the storefront: its start-up, then the first search
 * page (asset fetch + parse + restore + price history + render). Medians of each figure.
 */
export async function coldStart(
  stack: SsrStack,
  dir: string,
  products: number,
  { root = ROOT, runs = COLD_RUNS }: { root?: string; runs?: number } = {},
): Promise<ColdStart> {
  const bindings = { LIBSQL_URL: stack.libsqlUrl, LOG_LEVEL: "warn" };
  const samples = {
    startup: [] as number[],
    floor: [] as number[],
    first: [] as number[],
    cpu: [] as number[],
    warm: [] as number[],
  };
  for (let run = 0; run < runs; run++) {
    const bare = await startPlainWorkerd({ root, dir: `${dir}-floor`, bindings, coldOnly: true, bareFloor: true });
    samples.floor.push(bare.startupMs);
    await bare.stop();
    const fresh = await startPlainWorkerd({ root, dir, bindings, coldOnly: true });
    try {
      const c0 = cpuNs([fresh.pid]);
      const t0 = performance.now();
      const first = await get(`${fresh.url}${stack.pages.search}`);
      samples.first.push(performance.now() - t0);
      samples.cpu.push((cpuNs([fresh.pid]) - c0) / 1e6);
      if (first.status !== 200) throw new Error(`cold ${stack.pages.search} answered ${first.status}`);
      const t1 = performance.now();
      await get(`${fresh.url}${stack.pages.search}&warm=1`, { ...IDENTITY, authorization: "Bearer bench" });
      samples.warm.push(performance.now() - t1);
      samples.startup.push(fresh.startupMs);
    } finally {
      await fresh.stop();
    }
  }
  const startupMs = median(samples.startup);
  const floorStartupMs = median(samples.floor);
  const firstSearchMs = median(samples.first);
  return {
    products,
    runs,
    startupMs,
    floorStartupMs,
    firstSearchMs,
    firstSearchCpuMs: median(samples.cpu),
    warmSearchMs: median(samples.warm),
    totalMs: Math.max(0, startupMs - floorStartupMs) + firstSearchMs,
  };
}

const errorOf = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error));

export async function runSsrBench(stack: SsrStack, options: SsrOptions): Promise<SsrResult> {
  const { pages, plain } = stack;
  const { log } = options;
  const measure = options.measure !== false;
  const { html, shape } = await servedPages(plain.url, pages);
  log(
    "  page shape: the heaviest page of each kind (every top category, each category's deepest filter set, searches, products)…",
  );
  const heaviest = await heaviestPages(plain.url, stack.catalogue.dir);
  const js = {} as SsrResult["js"];
  for (const [name, body] of Object.entries(html) as [PageName, string][]) {
    const eager = pageJs(body, { includeLazy: false });
    const all = pageJs(body);
    js[name] = {
      status: 200,
      htmlBytes: Buffer.byteLength(body),
      eagerBytes: eager.brotliBytes,
      allBytes: all.brotliBytes,
      islands: all.islands,
    };
  }
  // Warm the isolates: catalogue, nl index, shards, stock.
  for (let i = 0; i < 20; i++)
    for (const path of [pages.category, pages.product, pages.search])
      for (const base of [plain.url, plain.uncachedUrl!, stack.url, stack.uncachedUrl])
        await get(`${base}${path}${path.includes("?") ? "&" : "?"}warm=${i}`);
  const miss = await get(`${plain.url}${pages.category}?${missParam(-1)}&r=headers-${run}`);
  const hit = await get(`${plain.url}${pages.category}`);
  const pick = (h: Record<string, string>) =>
    Object.fromEntries(
      ["cache-control", "x-cache", "vary", "set-cookie", "content-security-policy", "cdn-cache-control"]
        .filter((k) => k in h)
        .map((k) => [k, k === "content-security-policy" ? h[k]!.replace(/nonce-[^']+/g, "nonce-…") : h[k]!]),
    );
  const out: SsrResult = {
    throughput: [],
    cpu: [],
    js,
    shape,
    heaviest,
    cold: { error: "not measured" },
    cdnHeaders: { miss: pick(miss.headers), hit: pick(hit.headers) },
    sizes: [],
  };

  if (measure) {
    // First, on a quiet machine: right after the load rows this VM's fresh processes started slower
    // for a while, though its CPUs were idle (measured: 274–293 ms quiet, 282–404 ms after wrk).
    log("  cold start: a fresh workerd with only the storefront, then the first search…");
    try {
      out.cold = await coldStart(stack, path.join(options.tmp, "workerd-cold"), stack.catalogue.products);
    } catch (error) {
      out.cold = { error: errorOf(error) };
    }
    log("  CPU per request, Accept-Encoding: identity (sequential, /proc schedstat of workerd)…");
    const miniflarePids = workerdPids().filter((pid) => pid !== plain.pid);
    try {
      out.cpu.push(
        await measureCpu(
          "workerd",
          [plain.pid],
          {
            cached: plain.url,
            uncached: plain.uncachedUrl!,
            floor: { name: 'floor: bare worker, `new Response("ok")`', url: plain.bareUrl!, path: "/" },
          },
          stack,
          options.cpuSamples,
        ),
      );
      if (miniflarePids.length === 0) throw new Error("no Miniflare workerd process found under this process");
      out.cpu.push(
        await measureCpu(
          "miniflare",
          miniflarePids,
          {
            cached: stack.url,
            uncached: stack.uncachedUrl,
            floor: {
              name: "floor: static file (favicon.svg, Miniflare's entry + asset router, no storefront)",
              url: stack.url,
              path: "/favicon.svg",
            },
          },
          stack,
          options.cpuSamples,
        ),
      );
    } catch (error) {
      out.cpuError = errorOf(error);
    }

    const targets: { server: Server; cached: string; uncached: string }[] = [
      { server: "workerd", cached: plain.url, uncached: plain.uncachedUrl! },
      { server: "miniflare", cached: stack.url, uncached: stack.uncachedUrl },
    ];
    for (const target of targets)
      for (const page of ["category", "product"] as const) {
        log(`  wrk ${target.server} ${page} uncached / cached…`);
        const uncachedTarget = `${target.uncached}${pages[page]}`;
        out.throughput.push({
          page,
          server: target.server,
          mode: "uncached",
          result: await runLoad(uncachedTarget, options.load, options.tmp, true),
          xCache: `${(await get(uncachedTarget)).xCache} (page cache off)`,
        });
        const cachedTarget = `${target.cached}${pages[page]}`;
        const before = await untilHit(cachedTarget);
        const result = await runLoad(cachedTarget, options.load, options.tmp, false);
        out.throughput.push({
          page,
          server: target.server,
          mode: "cached",
          result,
          xCache: `${before}, after: ${(await get(cachedTarget)).xCache}`,
        });
      }
  }

  if (!hasNginx()) {
    out.nginxError = "nginx is not installed (apt-get install -y nginx): no nginx or CDN rows, no Lighthouse";
  } else {
    if (measure) {
      log("  wrk nginx (same bytes)…");
      const nginx = await startNginx(`${options.tmp}/nginx`, {
        "category.html": html.category ?? "",
        "product.html": html.product ?? "",
      });
      try {
        out.nginxVersion = nginx.version;
        for (const page of ["category", "product"] as const)
          out.throughput.push({
            page,
            server: "nginx",
            mode: "static",
            result: await runLoad(`${nginx.url}/${page}.html`, options.load, options.tmp, false),
            xCache: "-",
          });
      } finally {
        await nginx.stop();
      }
    }
    let cdn: Cdn | null = null;
    try {
      cdn = await startCdn(`${options.tmp}/cdn`, { upstream: plain.url, staticRoot: path.join(ROOT, "dist/client") });
      out.nginxVersion ??= cdn.version;
      if (measure) {
        for (const page of ["category", "product"] as const) {
          log(`  wrk CDN (nginx proxy_cache in front of plain workerd) ${page}…`);
          const target = `${cdn.url}${pages[page]}`;
          // Prime: a first request, then one more so a cacheable page is stored.
          await get(target);
          await get(target);
          await cdn.statuses();
          const result = await runLoad(target, options.load, options.tmp, false);
          const counts = await cdn.statuses();
          const total = Object.values(counts).reduce((s, x) => s + x, 0);
          const hits = (counts.HIT ?? 0) + (counts.STALE ?? 0) + (counts.UPDATING ?? 0);
          out.throughput.push({
            page,
            server: "cdn",
            mode: "cdn",
            result,
            xCache: Object.entries(counts)
              .map(([k, v]) => `${k === "-" ? "not cacheable" : k} ${v.toLocaleString("en-US")}`)
              .join(", "),
            hitRatio: total > 0 ? hits / total : 0,
          });
        }
      }
      if (options.withCdn) await options.withCdn(cdn.url);
    } finally {
      await cdn?.stop();
    }
  }

  return out;
}

/**
 * Another catalogue size (25k): ship it into dist/client/catalog, seed its stock, and measure in a
 * new plain workerd: CPU rows (renders), page shape and the cold start. Call after everything that
 * uses the main catalogue.
 */
export async function runSsrSize(
  stack: SsrStack,
  snapshotDir: string,
  products: number,
  options: SsrOptions & { ship: (dir: string) => Promise<unknown> },
): Promise<SizeRun> {
  await options.ship(snapshotDir);
  await stack.seedDb(snapshotDir);
  const pages = await snapshotPages(snapshotDir);
  const result: SizeRun = { products, cpu: { error: "not measured" }, shape: {}, cold: { error: "not measured" } };
  try {
    result.cold = await coldStart(stack, path.join(options.tmp, `workerd-cold-${products}`), products);
  } catch (error) {
    result.cold = { error: errorOf(error) };
  }
  let plain: PlainWorkerd | null = null;
  try {
    plain = await startPlainWorkerd({
      root: ROOT,
      dir: path.join(options.tmp, `workerd-${products}`),
      bindings: { LIBSQL_URL: stack.libsqlUrl, LOG_LEVEL: "warn" },
    });
    const sized = { ...stack, plain, pages };
    result.pages = pages;
    result.shape = (await servedPages(plain.url, pages)).shape;
    for (let i = 0; i < 20; i++)
      for (const p of [pages.category, pages.product, pages.search])
        await get(`${plain.uncachedUrl}${p}${p.includes("?") ? "&" : "?"}warm=${i}`);
    result.cpu = await measureCpu(
      "workerd",
      [plain.pid],
      {
        cached: plain.url,
        uncached: plain.uncachedUrl!,
        floor: { name: 'floor: bare worker, `new Response("ok")`', url: plain.bareUrl!, path: "/" },
      },
      sized,
      options.cpuSamples,
      false,
    );
  } catch (error) {
    result.cpu = { error: errorOf(error) };
  } finally {
    await plain?.stop();
  }
  return result;
}
