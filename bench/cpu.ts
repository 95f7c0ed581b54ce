/**
 * `npm run bench:cpu -- <profile|compare> …`: where the worker's render CPU goes, and whether a
 * change moved it. Both run the shipped bundle in plain workerd on the demo catalogue against a
 * local libSQL, as the bench's SSR part does (bench/lib/ssr-stack.ts).
 *
 *   profile [--page product|category|search|content|/a/path] [--requests 600] [--products 10000] [--cold] [--hit]
 *     A V8 CPU profile of the storefront with its page cache off, through the inspector: time per
 *     function and request, its own and in total, named after the sources through the bundle's
 *     source map; the profile itself goes to bench/results/cpu-<page>.cpuprofile (Chrome DevTools,
 *     Performance panel). The profiler slows everything down and counts the wait for libSQL as
 *     "(idle)": read shares, not absolute microseconds. `--cold` profiles the isolate's first request
 *     for the page instead (catalogue and index fetch, parse, restore, first render; the cold-load row);
 *     `--hit` profiles the storefront with its page cache on, warmed, so every request is a cache hit.
 *
 *   cold [--base <git revision>] [--runs 5] [--products 10000]
 *     The bench's cold-start row alone (bench/lib/cold-start.ts): fresh workerd processes,
 *     workerd's own start-up (bare worker) as the floor, the storefront's start-up and its first
 *     search page, medians. With --base, the revision too (built as for compare), run after run.
 *
 *   compare --base <git revision> [--pages product,category] [--rounds 16] [--processes 4] [--products 10000] [--hit]
 *     Same-run A/B: the revision, built in a temporary git worktree, and the working tree, each in
 *     its own plain workerd against the same libSQL and catalogue; rounds of 25 requests per row,
 *     the two builds interleaved, CPU per request from /proc as the bench reads it (`--hit`: with the
 *     page cache on, so after the uncounted warm-up every request is a cache hit). On this shared
 *     2-core machine the same build's median moves by ±0.5 ms from one run to the next; interleaved
 *     in one run, the two builds see the same load, so their difference is what to read.
 */
import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { freePort } from "../scripts/local-stack";
import { cleanupAll, exitOnSignals, tempDir, track } from "./lib/cleanup";
import { functionTimes, type CpuProfile } from "./lib/cpu-profile";
import { connectInspector } from "./lib/inspector";
import { cpuNs } from "./lib/proc-cpu";
import { coldStart, type ColdStart } from "./lib/cold-start";
import { startSsrStack, type SsrStack } from "./lib/ssr-stack";
import { median } from "./lib/stats";
import { startPlainWorkerd, type PlainWorkerd } from "./lib/workerd-plain";

const ROOT = path.resolve(import.meta.dirname, "..");
const IDENTITY = { "Accept-Encoding": "identity" };

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: "string", default: "product" },
    pages: { type: "string", default: "product,category" },
    requests: { type: "string", default: "600" },
    rounds: { type: "string", default: "16" },
    products: { type: "string", default: "10000" },
    base: { type: "string" },
    cold: { type: "boolean", default: false },
    hit: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    processes: { type: "string", default: "4" },
  },
});

const pathOf = (stack: SsrStack, page: string): string =>
  page.startsWith("/") ? page : (stack.pages[page as keyof SsrStack["pages"]] ?? page);

async function get(url: string): Promise<void> {
  const response = await fetch(url, { headers: IDENTITY });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

async function profile(stack: SsrStack, tmp: string): Promise<void> {
  const page = values.page;
  const cold = values.cold;
  const requests = cold ? 1 : Number(values.requests);
  const inspectorPort = await freePort(0);
  const worker = await startPlainWorkerd({
    root: ROOT,
    dir: path.join(tmp, "profiled"),
    bindings: { LIBSQL_URL: stack.libsqlUrl, LOG_LEVEL: "warn" },
    inspectorPort,
  });
  const hit = values.hit;
  const url = `${hit ? worker.url : worker.uncachedUrl}${pathOf(stack, page)}`;
  if (!cold) for (let i = 0; i < 100; i++) await get(url);
  const inspector = await connectInspector(inspectorPort, hit ? "storefront" : "storefront-uncached");
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
  await inspector.send("Profiler.start");
  for (let i = 0; i < requests; i++) await get(url);
  const { profile } = await inspector.send<{ profile: CpuProfile }>("Profiler.stop");
  inspector.close();
  const map = new SourceMap(
    JSON.parse(await readFile(path.join(ROOT, "dist/worker/index.js.map"), "utf8")) as SourceMapPayload,
  );
  const times = functionTimes(profile, requests, map);
  const name = `${page.replace(/\W+/g, "-").replace(/^-|-$/g, "")}${cold ? "-cold" : hit ? "-hit" : ""}`;
  const out = path.join(ROOT, "bench/results", `cpu-${name}.cpuprofile`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(profile));
  const us = (value: number) => `${value.toFixed(0).padStart(6)} µs`;
  const root = times.find((t) => t.name === "(root)")?.totalUs ?? 0;
  console.log(`\n${url}: ${requests} requests profiled, ${us(root)} per request under the profiler`);
  console.log("\nOwn time per request (top 30), with the caller that accounts for most of it:");
  for (const t of times.slice(0, 30)) console.log(`${us(t.selfUs)}  ${t.name}\n          < ${t.callers[0] ?? ""}`);
  console.log("\nTotal time per request (top 40):");
  for (const t of [...times].sort((a, b) => b.totalUs - a.totalUs).slice(0, 40))
    console.log(`${us(t.totalUs)}  ${t.name}`);
  console.log(`\nProfile: ${path.relative(ROOT, out)}`);
}

/** The catalog.json format a source tree writes and reads (schema/catalog/files.ts; 1 before it was numbered). */
async function catalogFormatOf(root: string): Promise<number> {
  const source = await readFile(path.join(root, "schema/catalog/files.ts"), "utf8");
  return Number(/export const CATALOG_FORMAT = (\d+);/.exec(source)?.[1] ?? 1);
}

/**
 * Builds `revision` in a git worktree beside the catalogue the working tree's stack shipped; when
 * the revision reads catalog.json in another format, beside the same demo catalogue written and
 * shipped by the revision's own code instead (without images: the demo is generated from a fixed seed).
 */
async function buildRevision(revision: string, stack: SsrStack, tmp: string): Promise<string> {
  const dir = path.join(tmp, "base");
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  };
  run("git", ["worktree", "add", "--detach", dir, revision], ROOT);
  track(() => run("git", ["worktree", "remove", "--force", dir], ROOT));
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  console.log(`  building ${revision} in ${dir}…`);
  run("npx", ["tsx", "scripts/build-client.ts"], dir);
  if ((await catalogFormatOf(dir)) === (await catalogFormatOf(ROOT)))
    await cp(path.join(ROOT, "dist/client/catalog"), path.join(dir, "dist/client/catalog"), { recursive: true });
  else {
    const products = stack.catalogue.products;
    console.log(`  ${revision} reads another catalog.json format: writing its own demo of ${products} products…`);
    const script = `const { generateDemoCatalog } = await import("./scripts/catalog/demo/generate.ts");
      const { writeSnapshot } = await import("./scripts/catalog/snapshot-writer.ts");
      const { shipCatalog } = await import("./scripts/catalog/ship.ts");
      await writeSnapshot(generateDemoCatalog({ products: ${products} }), { dir: "catalog-snapshot" });
      await shipCatalog("catalog-snapshot");`;
    run("npx", ["tsx", "--eval", `(async () => { ${script} })()`], dir);
  }
  // The revision's own worker build (scripts/build.ts): its wrangler.toml, its Miniflare options.
  run("npx", ["tsx", "--eval", 'import("./scripts/build.ts").then((m) => m.buildWorker())'], dir);
  return dir;
}

async function compare(stack: SsrStack, tmp: string): Promise<void> {
  if (!values.base) throw new Error("compare needs --base <git revision>");
  const baseDir = await buildRevision(values.base, stack, tmp);
  const bindings = { LIBSQL_URL: stack.libsqlUrl, LOG_LEVEL: "warn" };
  const names: [string, string] = [values.base, "working tree"];
  const roots = [baseDir, ROOT];
  const pages = values.pages.split(",").map((page) => [page, pathOf(stack, page)] as const);
  const samples = new Map<string, number[]>();
  const measure = async (key: string, pid: number, url: string) => {
    const list = samples.get(key) ?? [];
    samples.set(key, list);
    for (let i = 0; i < 28; i++) {
      const before = cpuNs([pid]);
      await get(url);
      await sleep(3); // waitUntil work counts for its request
      if (i >= 3) list.push((cpuNs([pid]) - before) / 1e6);
    }
  };
  const rounds = Number(values.rounds);
  const processes = Math.max(1, Math.min(Number(values.processes), rounds));
  // A workerd process keeps its own bias for its life (what its JIT made of the code: the same
  // build measured against itself in two processes differed by up to 0.35 ms), so the rounds are
  // spread over several fresh pairs of processes, started alike, each pair warmed up uncounted.
  let round = 0;
  for (let p = 0; p < processes; p++) {
    const sides: [string, PlainWorkerd][] = [];
    for (const [i, name] of names.entries())
      sides.push([
        name,
        await startPlainWorkerd({ root: roots[i]!, dir: path.join(tmp, `workerd-${i}-${p}`), bindings }),
      ]);
    const share = Math.round((rounds * (p + 1)) / processes) - Math.round((rounds * p) / processes);
    for (let r = 0; r <= share; r++) {
      const tag = r ? "" : "warm-up:";
      if (r) console.log(`  round ${++round} of ${rounds} (process pair ${p + 1} of ${processes})…`);
      // ABBA: each side goes first every other round, so neither gains from its place in the round.
      for (const [name, worker] of (round + r) % 2 ? sides : [...sides].reverse()) {
        await measure(`${tag}${name}|floor`, worker.pid, worker.bareUrl!);
        for (const [page, path] of pages)
          await measure(`${tag}${name}|${page}`, worker.pid, `${values.hit ? worker.url : worker.uncachedUrl}${path}`);
      }
    }
    for (const [, worker] of sides) await worker.stop();
  }
  const at = (name: string, row: string) => median(samples.get(`${name}|${row}`) ?? []);
  const [a, b] = names;
  const mode = values.hit ? "page cache hits" : "page cache off";
  console.log(`\nMedian CPU per request (ms), ${mode}, ${rounds * 25} requests per cell, interleaved:\n`);
  console.log(`| request | ${a} | ${b} | difference | net of floor, ${a} → ${b} |`);
  console.log("| --- | --- | --- | --- | --- |");
  for (const row of ["floor", ...pages.map(([page]) => page)]) {
    const [x, y] = [at(a, row), at(b, row)];
    const net = row === "floor" ? "–" : `${(x - at(a, "floor")).toFixed(2)} → ${(y - at(b, "floor")).toFixed(2)}`;
    console.log(
      `| ${row} | ${x.toFixed(3)} | ${y.toFixed(3)} | ${(y - x >= 0 ? "+" : "") + (y - x).toFixed(3)} | ${net} |`,
    );
  }
}

async function cold(stack: SsrStack, tmp: string): Promise<void> {
  const runs = Number(values.runs);
  const products = stack.catalogue.products;
  const sides: [string, string][] = values.base
    ? [
        [values.base, await buildRevision(values.base, stack, tmp)],
        ["working tree", ROOT],
      ]
    : [["working tree", ROOT]];
  const results = new Map<string, ColdStart[]>(sides.map(([name]) => [name, []]));
  // One run per side in turn, so both see the same machine.
  for (let run = 1; run <= runs; run++) {
    console.log(`  run ${run} of ${runs}…`);
    for (const [name, root] of sides)
      results.get(name)!.push(await coldStart(stack, path.join(tmp, `cold-${run}`), products, { root, runs: 1 }));
  }
  const at = (list: ColdStart[], key: Exclude<keyof ColdStart, "totals">) => median(list.map((c) => c[key]));
  console.log(
    `\nCold start at ${products.toLocaleString("en-US")} products, median of ${runs} fresh processes (ms):\n`,
  );
  console.log("| build | workerd floor | start-up | net | first search (wall) | its CPU | total | warm search |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const [name, list] of results) {
    const cells = [
      at(list, "floorStartupMs"),
      at(list, "startupMs"),
      median(list.map((c) => c.startupMs - c.floorStartupMs)),
      at(list, "firstSearchMs"),
      at(list, "firstSearchCpuMs"),
      at(list, "totalMs"),
      at(list, "warmSearchMs"),
    ];
    console.log(`| ${name} | ${cells.map((v) => v.toFixed(0)).join(" | ")} |`);
  }
}

exitOnSignals();
try {
  const mode = positionals[0];
  if (mode !== "profile" && mode !== "compare" && mode !== "cold")
    throw new Error("usage: bench:cpu -- profile|compare|cold [options]");
  const tmp = await tempDir("cpu");
  const stack = await startSsrStack(tmp, false, console.log, Number(values.products));
  if (mode === "profile") await profile(stack, tmp);
  else if (mode === "cold") await cold(stack, tmp);
  else await compare(stack, tmp);
  await cleanupAll();
} catch (error) {
  console.error(error);
  await cleanupAll();
  process.exit(1);
}
