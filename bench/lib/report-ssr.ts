/** Report sections 3 (SSR throughput), 4 (CPU per render) and 5 (first-party JS per page). */
import type { LoadSettings } from "./load";
import { status, table, type BudgetLine, type Section } from "./markdown";
import type { PageName, SsrResult, ThroughputRun } from "./ssr-bench";
import type { SsrStack } from "./ssr-stack";
import { kb, ms, rps } from "./stats";

const CPU_BUDGET_MS = 2;
const JS_BUDGET_BYTES = 80 * 1024;

function ratioLine(
  runs: ThroughputRun[],
  page: "category" | "product",
  mode: "uncached" | "cached",
  divisor: number,
): BudgetLine {
  const ours = runs.find((r) => r.page === page && r.mode === mode);
  const nginx = runs.find((r) => r.page === page && r.mode === "nginx");
  const name = `${mode} ${page} vs nginx (same bytes)`;
  if (!ours || !nginx) return { section: "ssr", name, value: "not measured", budget: `≥ 1/${divisor}`, status: "N/A" };
  const ratio = ours.result.rps / nginx.result.rps;
  const clean = ours.result.errors === 0 && nginx.result.errors === 0;
  return {
    section: "ssr",
    name,
    value: `${rps(ours.result.rps)} / ${rps(nginx.result.rps)} = 1/${(1 / ratio).toFixed(1)}`,
    budget: `≥ 1/${divisor}`,
    status: clean ? status(ratio >= 1 / divisor) : "FAIL",
    measured: ratio,
    limit: 1 / divisor,
    unit: "ratio",
  };
}

export function throughputSection(stack: SsrStack, ssr: SsrResult, load: LoadSettings, cores: number): Section {
  const runs = ssr.throughput;
  const budgets = [
    ratioLine(runs, "category", "uncached", 30),
    ratioLine(runs, "category", "cached", 4),
    ratioLine(runs, "product", "cached", 4),
  ];
  const product = ratioLine(runs, "product", "uncached", 30);
  budgets.push({ ...product, status: product.status === "N/A" ? "N/A" : "INFO", budget: "(no budget; 1/30 shown)" });
  const tool = runs[0]?.result.tool ?? "wrk";
  return {
    title: "3. SSR throughput (built worker in Miniflare vs nginx)",
    budgets,
    body: [
      `${tool === "wrk" ? `wrk ${load.threads} threads, ${load.connections} connections, ${load.durationS} s per run` : `**wrk was not available**: a Node keep-alive loop (${load.connections} connections, ${load.durationS} s) measured instead`}, all on this machine's ${cores} cores (client and servers share the CPU). Uncached: every request carries its own \`?bench=…\` parameter, so the edge cache misses (the worker renders and also writes the cache, as production does). Cached: the same URL again and again (X-Cache checked before and after). nginx ${ssr.nginxVersion ?? ""}: 1 worker process, the saved HTML of the same pages as static files.${ssr.nginxError ? ` **nginx: ${ssr.nginxError}**` : ""}`,
      "",
      `Catalogue: ${stack.catalogue.source} (${stack.catalogue.origin}; images ${stack.catalogue.media ? "yes" : "no"}), version ${stack.catalogue.version}. Worker bundle ${stack.worker.totalKiB} KiB (gzip ${stack.worker.gzipKiB} KiB). Pages: category \`${stack.pages.category}\`, product \`${stack.pages.product}\`.`,
      "",
      ...table(
        ["page", "server", "req/s", "latency avg", "p50", "p99", "requests", "errors", "X-Cache"],
        runs.map((r) => [
          r.page,
          r.mode === "nginx" ? "nginx" : `worker, ${r.mode}`,
          rps(r.result.rps),
          ms(r.result.latencyAvgMs),
          r.result.latencyP50Ms === null ? "–" : ms(r.result.latencyP50Ms),
          r.result.latencyP99Ms === null ? "–" : ms(r.result.latencyP99Ms),
          r.result.requests.toLocaleString("en-US"),
          r.result.errors,
          r.xCache,
        ]),
      ),
    ],
  };
}

export function cpuSection(ssr: SsrResult): Section {
  if ("error" in ssr.cpu)
    return {
      title: "4. CPU per uncached render in workerd",
      budgets: [
        { section: "cpu", name: "category render CPU (median)", value: ssr.cpu.error, budget: "≤ 2 ms", status: "N/A" },
      ],
      body: [],
    };
  const rows = ssr.cpu.rows;
  const baseline = rows[0]!;
  const budgets: BudgetLine[] = rows
    .filter((r) => r.budget)
    .map((r) => {
      const net = r.cpuMedianMs - baseline.cpuMedianMs;
      return {
        section: "cpu",
        name: `${r.name}: median CPU − baseline`,
        value: `${ms(net)} (gross ${ms(r.cpuMedianMs)})`,
        budget: `≤ ${CPU_BUDGET_MS} ms`,
        status: status(net <= CPU_BUDGET_MS),
        measured: net,
        limit: CPU_BUDGET_MS,
        unit: "ms",
      };
    });
  return {
    title: "4. CPU per uncached render in workerd",
    budgets,
    body: [
      `Method: one request at a time over HTTP to the worker; around each request the bench reads the CPU time of the workerd process (pid ${ssr.cpu.pids.join(", ")}) from \`/proc/<pid>/task/*/schedstat\` (ns, all threads), waiting 3 ms after the body so waitUntil work (the cache write) is counted. The isolate itself cannot time this: workerd's clock has 1 ms resolution and no CPU clock. The figure includes workerd's HTTP handling and Miniflare's entry/asset routing, which the baseline (a static file, answered by the asset router without the storefront worker) estimates and the budget subtracts; the empty worker request (an unknown API path: middleware, config, 404 envelope) shows the storefront's own per-request floor. "Render only" sends \`Authorization\` so the edge cache is bypassed (no cache write); "uncached request" is a real MISS (render + tee + cache put). Median of ${baseline.samples} requests each, after 5 warm-up requests; the catalogue and nl index were already loaded.`,
      "",
      ...table(
        ["request", "path", "median CPU", "median wall (client)", "responses"],
        rows.map((r) => [r.name, `\`${r.path}\``, ms(r.cpuMedianMs), ms(r.wallMedianMs), r.xCache]),
      ),
    ],
  };
}

export function jsSection(ssr: SsrResult, pages: SsrStack["pages"]): Section {
  const entries = Object.entries(ssr.js) as [PageName, SsrResult["js"][PageName]][];
  return {
    title: "5. First-party JS per page type (brotli)",
    budgets: entries.map(([name, j]) => ({
      section: "js",
      name: `${name} (\`${pages[name]}\`), with every island`,
      value: kb(j.allBytes),
      budget: "≤ 80 KB",
      status: status(j.allBytes <= JS_BUDGET_BYTES),
      measured: j.allBytes,
      limit: JS_BUDGET_BYTES,
      unit: "bytes",
    })),
    body: [
      '`pageJs(html)` of scripts/client-size.ts over the HTML the worker served: entry + static imports + the page\'s language chunk + island chunks; "on load" counts only islands hydrating on load/idle, "every island" also visible/interaction ones.',
      "",
      ...table(
        ["page", "path", "HTML", "JS on load", "JS with every island", "islands"],
        entries.map(([name, j]) => [
          name,
          `\`${pages[name]}\``,
          kb(j.htmlBytes),
          kb(j.eagerBytes),
          kb(j.allBytes),
          j.islands.join(", ") || "–",
        ]),
      ),
    ],
  };
}
