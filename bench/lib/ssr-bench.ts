/**
 * The SSR part of the bench (ARCHITECTURE §8), in order: the served pages' facts (page-facts.ts), the
 * cold start (cold-start.ts), CPU per request in plain workerd and Miniflare (ssr-cpu.ts), throughput
 * with wrk against nginx serving the same bytes and against nginx's proxy cache in front of the
 * worker (the CDN row), and the CDN stand-in kept up for Lighthouse; and the same rows at other
 * catalogue sizes. This file runs them in order on one stack and gathers the result.
 */
import path from "node:path";
import { ROOT } from "../../scripts/worker-runtime";
import { errorOf, get, untilHit } from "./bench-http";
import { coldStart, type ColdStart } from "./cold-start";
import type { MeasuredPage, PageKind } from "./heaviest-pages";
import type { HtmlShape } from "./html-shape";
import { runLoad, type LoadResult, type LoadSettings } from "./load";
import { hasNginx, startCdn, startNginx, type Cdn } from "./nginx";
import { heaviestPages, pagesJs, servedPages } from "./page-facts";
import { workerdPids } from "./proc-cpu";
import { measureCpu, missParam, RUN_ID, type CpuTable } from "./ssr-cpu";
import { snapshotPages, type SsrStack } from "./ssr-stack";
import { startPlainWorkerd, type PlainWorkerd } from "./workerd-plain";

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
