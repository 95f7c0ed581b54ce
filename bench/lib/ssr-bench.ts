/**
 * SSR (ARCHITECTURE §8): throughput of the built worker with wrk against nginx serving the same
 * bytes, CPU per uncached render from workerd's /proc counters, and first-party JS per page type.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { pageJs } from "../../scripts/client-size";
import { runLoad, type LoadResult, type LoadSettings } from "./load";
import { hasNginx, startNginx } from "./nginx";
import { cpuNs, workerdPids } from "./proc-cpu";
import type { SsrStack } from "./ssr-stack";
import { median } from "./stats";

export type PageName = keyof SsrStack["pages"];
export type Mode = "uncached" | "cached" | "nginx";

export interface ThroughputRun {
  page: "category" | "product";
  mode: Mode;
  result: LoadResult;
  /** X-Cache of a request like the run's (before and after it). */
  xCache: string;
}

export interface CpuRow {
  name: string;
  path: string;
  samples: number;
  cpuMedianMs: number;
  wallMedianMs: number;
  xCache: string;
  /** Judged against the 2 ms budget (after subtracting the baseline). */
  budget?: boolean;
}

export interface SsrResult {
  throughput: ThroughputRun[];
  nginxError?: string;
  nginxVersion?: string;
  cpu: { pids: number[]; rows: CpuRow[] } | { error: string };
  js: Record<PageName, { status: number; htmlBytes: number; eagerBytes: number; allBytes: number; islands: string[] }>;
}

export interface SsrOptions {
  load: LoadSettings;
  cpuSamples: number;
  tmp: string;
  log: (line: string) => void;
}

async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; xCache: string }> {
  const res = await fetch(url, { headers });
  return { status: res.status, body: await res.text(), xCache: res.headers.get("x-cache") ?? "-" };
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

async function cpuRow(
  pids: number[],
  name: string,
  path: string,
  base: string,
  n: number,
  headers: Record<string, string> = {},
  unique = false,
): Promise<CpuRow> {
  const cpu: number[] = [];
  const wall: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n + 5; i++) {
    const url = `${base}${path}${unique ? `${path.includes("?") ? "&" : "?"}cpu=${Date.now().toString(36)}-${i}` : ""}`;
    const c0 = cpuNs(pids);
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    const t1 = performance.now();
    // Let waitUntil work (the cache write) finish so it counts for this request.
    await sleep(3);
    if (i < 5) continue; // warm-up
    cpu.push((cpuNs(pids) - c0) / 1e6);
    wall.push(t1 - t0);
    seen.add(`${res.status} ${res.headers.get("x-cache") ?? "-"}`);
  }
  return { name, path, samples: n, cpuMedianMs: median(cpu), wallMedianMs: median(wall), xCache: [...seen].join(", ") };
}

async function measureCpu(stack: SsrStack, n: number): Promise<SsrResult["cpu"]> {
  const pids = workerdPids();
  if (pids.length === 0) return { error: "no workerd process found under this process in /proc" };
  const { url, pages } = stack;
  await untilHit(`${url}${pages.category}`);
  await untilHit(`${url}${pages.product}`);
  return {
    pids,
    rows: [
      await cpuRow(pids, "baseline: static file (favicon.svg)", "/favicon.svg", url, n),
      await cpuRow(pids, "worker, empty: unknown API path (404 JSON)", "/api/bench-empty", url, n),
      {
        ...(await cpuRow(
          pids,
          "category, render only (Authorization → BYPASS)",
          pages.category,
          url,
          n,
          { authorization: "Bearer bench" },
          true,
        )),
        budget: true,
      },
      {
        ...(await cpuRow(
          pids,
          "category, uncached request (page cache off)",
          pages.category,
          stack.uncachedUrl,
          n,
          {},
          true,
        )),
        budget: true,
      },
      await cpuRow(pids, "category, cached (HIT)", pages.category, url, n),
      await cpuRow(pids, "product, uncached request (page cache off)", pages.product, stack.uncachedUrl, n, {}, true),
      await cpuRow(pids, "product, cached (HIT)", pages.product, url, n),
    ],
  };
}

export async function runSsrBench(stack: SsrStack, options: SsrOptions): Promise<SsrResult> {
  const { url, pages } = stack;
  const { log } = options;
  const html: Partial<Record<PageName, string>> = {};
  const js = {} as SsrResult["js"];
  for (const [name, path] of Object.entries(pages) as [PageName, string][]) {
    const page = await get(`${url}${path}`);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    html[name] = page.body;
    const eager = pageJs(page.body, { includeLazy: false });
    const all = pageJs(page.body);
    js[name] = {
      status: page.status,
      htmlBytes: Buffer.byteLength(page.body),
      eagerBytes: eager.brotliBytes,
      allBytes: all.brotliBytes,
      islands: all.islands,
    };
  }
  // Warm the isolate: catalogue, nl index, shards, stock.
  for (let i = 0; i < 20; i++) for (const path of [pages.category, pages.product]) await get(`${url}${path}?warm=${i}`);

  log("  CPU per request (sequential, /proc schedstat of workerd)…");
  const cpu = await measureCpu(stack, options.cpuSamples);

  const throughput: ThroughputRun[] = [];
  for (const page of ["category", "product"] as const) {
    const target = `${url}${pages[page]}`;
    const uncachedTarget = `${stack.uncachedUrl}${pages[page]}`;
    log(`  wrk ${page} uncached / cached…`);
    const miss = (await get(uncachedTarget)).xCache ?? "none (page cache off)";
    throughput.push({
      page,
      mode: "uncached",
      result: await runLoad(uncachedTarget, options.load, options.tmp, true),
      xCache: miss,
    });
    const hit = await untilHit(target);
    const result = await runLoad(target, options.load, options.tmp, false);
    throughput.push({ page, mode: "cached", result, xCache: `${hit}, after: ${(await get(target)).xCache}` });
  }

  const out: SsrResult = { throughput, cpu, js };
  if (!hasNginx()) {
    out.nginxError = "nginx is not installed (apt-get install -y nginx)";
    return out;
  }
  log("  wrk nginx (same bytes)…");
  const nginx = await startNginx(`${options.tmp}/nginx`, {
    "category.html": html.category ?? "",
    "product.html": html.product ?? "",
  });
  try {
    out.nginxVersion = nginx.version;
    for (const page of ["category", "product"] as const) {
      throughput.push({
        page,
        mode: "nginx",
        result: await runLoad(`${nginx.url}/${page}.html`, options.load, options.tmp, false),
        xCache: "-",
      });
    }
  } finally {
    await nginx.stop();
  }
  return out;
}
