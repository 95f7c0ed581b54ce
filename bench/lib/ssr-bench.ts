/**
 * The SSR part of the bench (ARCHITECTURE §8), in order: the served pages' facts (page-facts.ts), the
 * cold start (cold-start.ts), CPU per request in plain workerd and Miniflare (ssr-cpu.ts), throughput
 * with wrk against nginx serving the same bytes and against nginx's proxy cache in front of the
 * worker (the CDN row), and the CDN stand-in kept up for Lighthouse; and the same rows at other
 * catalogue sizes. This file runs them in order on one stack and gathers the result.
 */
import path from "node:path";
import { ROOT } from "../../scripts/worker-runtime";
import { errorOf, get } from "./bench-http";
import { coldStart, type ColdStart } from "./cold-start";
import type { MeasuredPage, PageKind } from "./heaviest-pages";
import type { HtmlShape } from "./html-shape";
import type { LoadSettings } from "./load";
import { hasNginx, startCdn, startNginx, type Cdn, type Nginx } from "./nginx";
import { heaviestPages, pagesJs, servedPages } from "./page-facts";
import { workerdPids } from "./proc-cpu";
import { measureCpu, missParam, RUN_ID, type CpuTable } from "./ssr-cpu";
import { snapshotPages, type SsrStack } from "./ssr-stack";
import { measureThroughput, type ThroughputRun } from "./ssr-throughput";
import { startPlainWorkerd, type PlainWorkerd } from "./workerd-plain";

export type PageName = keyof SsrStack["pages"];
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
  /** One wrk run per target and round. */
  load: LoadSettings;
  /** Rounds of wrk runs (each target once per round): the repeats of the throughput rows. */
  loadRounds: number;
  cpuSamples: number;
  /** Rounds the CPU requests are interleaved over: the repeats of the CPU rows. */
  cpuRounds: number;
  /** Fresh processes of the cold start: its repeats. */
  coldRuns: number;
  tmp: string;
  log: (line: string) => void;
  /** Keep the CDN stand-in running for Lighthouse: called with its origin before it stops. */
  withCdn?: (origin: string) => Promise<void>;
  /** Skip the throughput runs (e.g. `--only lighthouse`). */
  measure?: boolean;
}

export async function runSsrBench(stack: SsrStack, options: SsrOptions): Promise<SsrResult> {
  const { pages, plain } = stack;
  const { log } = options;
  const measure = options.measure !== false;
  const { html, shape } = await servedPages(plain.url, pages);
  log(
    "  page shape: the heaviest page of each kind (every top category, each category's deepest filter set, searches, products)…",
  );
  const heaviest = await heaviestPages(plain.url, stack.catalogue.dir);
  const js = pagesJs(html);
  // Warm the isolates: catalogue, nl index, shards, stock.
  for (let i = 0; i < 20; i++)
    for (const path of [pages.category, pages.product, pages.search])
      for (const base of [plain.url, plain.uncachedUrl!, stack.url, stack.uncachedUrl])
        await get(`${base}${path}${path.includes("?") ? "&" : "?"}warm=${i}`);
  const miss = await get(`${plain.url}${pages.category}?${missParam(-1)}&r=headers-${RUN_ID}`);
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
      out.cold = await coldStart(stack, path.join(options.tmp, "workerd-cold"), stack.catalogue.products, {
        runs: options.coldRuns,
      });
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
          options.cpuRounds,
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
          options.cpuRounds,
        ),
      );
    } catch (error) {
      out.cpuError = errorOf(error);
    }
  }

  // nginx with the same bytes (the reference of every ratio) and the CDN stand-in run beside the
  // worker, so each round of wrk runs measures them all on the same machine.
  let nginx: Nginx | null = null;
  let cdn: Cdn | null = null;
  try {
    if (!hasNginx())
      out.nginxError = "nginx is not installed (apt-get install -y nginx): no nginx or CDN rows, no Lighthouse";
    else {
      if (measure) {
        nginx = await startNginx(`${options.tmp}/nginx`, {
          "category.html": html.category ?? "",
          "product.html": html.product ?? "",
        });
        out.nginxVersion = nginx.version;
      }
      cdn = await startCdn(`${options.tmp}/cdn`, { upstream: plain.url, staticRoot: path.join(ROOT, "dist/client") });
      out.nginxVersion ??= cdn.version;
    }
    if (measure)
      out.throughput = await measureThroughput({
        workers: [
          { server: "workerd", cached: plain.url, uncached: plain.uncachedUrl! },
          { server: "miniflare", cached: stack.url, uncached: stack.uncachedUrl },
        ],
        nginx: nginx?.url ?? null,
        cdn,
        pages,
        load: options.load,
        rounds: options.loadRounds,
        tmp: options.tmp,
        log,
      });
    await nginx?.stop();
    nginx = null;
    if (cdn && options.withCdn) await options.withCdn(cdn.url);
  } finally {
    await nginx?.stop();
    await cdn?.stop();
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
    result.cold = await coldStart(stack, path.join(options.tmp, `workerd-cold-${products}`), products, {
      runs: options.coldRuns,
    });
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
      options.cpuRounds,
      false,
    );
  } catch (error) {
    result.cpu = { error: errorOf(error) };
  } finally {
    await plain?.stop();
  }
  return result;
}
