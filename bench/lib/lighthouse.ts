/**
 * Lighthouse (ARCHITECTURE §8): the `lighthouse` package's default config — the mobile preset
 * (Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) — in Debian's Chromium, headless,
 * against the bench's CDN stand-in (static assets from dist/client, pages from the worker through
 * nginx's proxy cache, gzip), each page `runs` times, the pages taking turns; the report keeps every
 * run and the worst of each figure (lowest score, highest TBT and LCP).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import { freePort } from "../../scripts/local-stack";
import { trackChild } from "./cleanup";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = (): boolean => existsSync(CHROMIUM);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** Category scores 0–100. */
  scores: Record<Category, number>;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /**
   * Lighthouse's render-blocking audit: the resources it found delaying the first paint and the
   * time it estimates inlining or deferring them would save (issue 12 point 4's critical CSS).
   */
  renderBlocking: { resources: number; savingsMs: number };
  /** Audits of the non-performance categories that did not pass (id: title). */
  failing: string[];
}

export interface LighthousePage {
  name: string;
  path: string;
  runs: LighthouseRun[];
  /** Lowest score, highest TBT/LCP/FCP/CLS over the runs. */
  worst: LighthouseRun;
}

export interface LighthouseResult {
  chromium: string;
  lighthouse: string;
  pages: LighthousePage[];
}

/** The worst of each figure over the runs (pure: unit-tested). */
export function worstOf(runs: LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error("no Lighthouse run");
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.min(...runs.map((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
  return {
    scores,
    tbtMs: Math.max(...runs.map((r) => r.tbtMs)),
    lcpMs: Math.max(...runs.map((r) => r.lcpMs)),
    fcpMs: Math.max(...runs.map((r) => r.fcpMs)),
    cls: Math.max(...runs.map((r) => r.cls)),
    renderBlocking: {
      resources: Math.max(...runs.map((r) => r.renderBlocking.resources)),
      savingsMs: Math.max(...runs.map((r) => r.renderBlocking.savingsMs)),
    },
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
  };
}

/** Headless Chromium with a DevTools port Lighthouse drives; stopped at cleanup. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort(0);
  const profile = await mkdtemp(path.join(os.tmpdir(), "bench-chromium-"));
  const child = spawn(
    CHROMIUM,
    [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const { running, stop } = trackChild(child, { after: () => rm(profile, { recursive: true, force: true }) });
  for (let i = 0; i < 200; i++) {
    if (!running()) break;
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => (void r.body?.cancel(), r.ok),
      () => false,
    );
    if (ok) return { port, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`Chromium (${CHROMIUM}) did not open its DevTools port`);
}

export function chromiumVersion(): string {
  return spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout?.trim() || "unknown";
}

export async function runLighthouse(options: {
  origin: string;
  pages: { name: string; path: string }[];
  runs: number;
  log: (line: string) => void;
  /** Folder for each run's full report (`<page>-<run>.json`, open in the Lighthouse viewer); none when absent. */
  reports?: string;
}): Promise<LighthouseResult> {
  if (options.reports) await mkdir(options.reports, { recursive: true });
  const chromium = await launchChromium();
  let version = "unknown";
  const runsOf = options.pages.map((): LighthouseRun[] => []);
  try {
    // Interleaved: every page once per round (home, category, product, home, …), so a busy spell on
    // the machine touches every page's runs alike rather than all of one page.
    for (let i = 0; i < options.runs; i++) {
      for (const [p, page] of options.pages.entries()) {
        const runs = runsOf[p]!;
        const result = await lighthouse(`${options.origin}${page.path}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const lhr = result.lhr;
        version = lhr.lighthouseVersion;
        if (lhr.runtimeError) throw new Error(`Lighthouse ${page.path}: ${lhr.runtimeError.message}`);
        if (options.reports)
          await writeFile(path.join(options.reports, `${page.name}-${i + 1}.json`), JSON.stringify(lhr));
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        // Lighthouse 13 replaced the render-blocking-resources audit with the trace-based insight of the
        // same question; its saving is the first paint's (FCP) in metricSavings.
        const blocking = lhr.audits["render-blocking-insight"] ?? lhr.audits["render-blocking-resources"];
        const blockingItems = (blocking?.details as { items?: unknown[] } | undefined)?.items ?? [];
        const blockingSavings =
          (blocking?.metricSavings as { FCP?: number } | undefined)?.FCP ?? blocking?.numericValue ?? 0;
        const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id}`),
        );
        const run: LighthouseRun = {
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Record<Category, number>,
          tbtMs: numeric("total-blocking-time"),
          lcpMs: numeric("largest-contentful-paint"),
          fcpMs: numeric("first-contentful-paint"),
          cls: numeric("cumulative-layout-shift"),
          renderBlocking: { resources: blockingItems.length, savingsMs: blockingSavings },
          failing,
        };
        options.log(
          `    ${page.name} run ${i + 1}: performance ${run.scores.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, a11y ${run.scores.accessibility}, best practices ${run.scores["best-practices"]}, SEO ${run.scores.seo}`,
        );
        runs.push(run);
      }
    }
  } finally {
    await chromium.stop();
  }
  const pages = options.pages.map((page, p) => ({ ...page, runs: runsOf[p]!, worst: worstOf(runsOf[p]!) }));
  return { chromium: chromiumVersion(), lighthouse: version, pages };
}
