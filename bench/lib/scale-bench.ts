/**
 * `--only scale` (issue 36): the libSQL search tier at catalogue sizes past one isolate. The smallest
 * size is generated (the demo generator); each bigger one is that catalogue replicated
 * (scale-source.ts: a stand-in, rows produced as they are written). A local libSQL server runs in
 * its own process on a temp dir; each size is seeded with `seedSearchTier` (time and this process's
 * peak RSS), the judged demo queries run through both tiers at the generated size, then the request
 * mix runs through `searchTier` over HTTP (scale-latency.ts).
 */
import { createClient } from "@libsql/client";
import { spawn } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator } from "../../client/i18n/translate";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import {
  searchTier,
  seedSearchTier,
  tierSourceOf,
  type TierContext,
  type TierSource,
} from "../../worker/catalog/libsql-search/index";
import { DEMO_QUERIES } from "../relevance/demo-queries";
import { evaluateWith, isolateEngine, prepared, type SetResult } from "../relevance/evaluate";
import { trackChild } from "./cleanup";
import { pipelineQuery, runScaleLatency, type SizeLatency } from "./scale-latency";
import { scaleMix } from "./scale-mix";
import { materialised, replicatedSource } from "./scale-source";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Phase {
  seconds: number;
  /** This process's RSS when the phase began, and its peak during the phase (MB; VmHWM, reset at the start). */
  startRssMb: number;
  peakRssMb: number;
}

export interface SizeSeed extends Phase {
  products: number;
  /** 1: generated; more: the generated catalogue this many times over. */
  replicas: number;
  /** The database file with its WAL after the seed (MB). */
  dbMb: number;
}

export interface ScaleResult {
  generated: { requested: number; products: number; generate: Phase; prepare: Phase };
  seeds: SizeSeed[];
  /** Sizes whose seed failed (left out of the latency rounds). */
  seedErrors: { products: number; error: string }[];
  relevance: { tier: SetResult; isolate: SetResult; isolatePhase: Phase } | { error: string };
  latency: SizeLatency[];
  rounds: number;
  mixSize: number;
  /** The libSQL server process's peak RSS (MB). */
  serverPeakRssMb: number;
}

/** Peak RSS since the last reset (VmHWM of /proc/<pid>/status), MB. */
function peakRssMb(pid: number | "self" = "self"): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Starts a phase: resets the peak RSS (clear_refs 5) and the clock. */
function phase(): () => Phase {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // Without it the peak is the process's since it started: still an upper bound.
  }
  const startRssMb = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  return () => ({ seconds: (performance.now() - started) / 1000, startRssMb, peakRssMb: peakRssMb() });
}

/** The project's libSQL server (scripts/libsql-server) in its own process; stopped at cleanup. */
async function startServer(file: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts/libsql-server/cli.ts"), "--file", file, "--port", "0"],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  const { stop } = trackChild(child);
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      const listening = /^libSQL server listening on (\S+) /.exec(line);
      if (listening) resolve(listening[1]!);
    });
    lines.on("close", () => reject(new Error("the libSQL server exited before it listened")));
  });
  return { url, pid: child.pid!, stop };
}

const fileMb = (file: string) =>
  [file, `${file}-wal`].reduce((sum, f) => {
    try {
      return sum + statSync(f).size;
    } catch {
      return sum;
    }
  }, 0) /
  1024 /
  1024;

/**
 * A full garbage collection of this process now. Seeding a million products leaves gigabytes of
 * garbage behind; collected during the timed rounds, it stalled every request of one round by some
 * 100 ms (29 November 2026: one round's p99 140–152 ms at both sizes, the others 39–58 ms).
 */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** The generated catalogue, judged facts and tier rows; the full products stay behind (garbage). */
function generatedCatalogue(products: number) {
  let done = phase();
  const catalog = generateDemoCatalog({ products });
  const generate = done();
  done = phase();
  const prep = prepared(catalog, `s${products}`);
  const source: TierSource = materialised(tierSourceOf(prep.data, prep.children));
  const prepare = done();
  // The tier rows in a holder: they are only seeded, and released before the timed rounds (collectGarbage).
  const rows: { source: TierSource | null } = { source };
  return { prep, rows, generated: { requested: products, products: source.products, generate, prepare } };
}

export async function runScaleBench(options: {
  sizes: number[];
  rounds: number;
  tmp: string;
  log: (line: string) => void;
}): Promise<ScaleResult> {
  const { log } = options;
  const sizes = [...options.sizes].sort((a, b) => a - b);
  const base = sizes[0]!;
  const odd = sizes.find((s) => s % base !== 0);
  if (odd !== undefined) throw new Error(`--scale-sizes: ${odd} is not a multiple of ${base} (the generated size)`);
  const now = new Date();

  log(`  generating the ${base.toLocaleString("en-US")}-product demo catalogue…`);
  const { prep, rows, generated } = generatedCatalogue(base);
  log(
    `  generated in ${generated.generate.seconds.toFixed(0)} s, prepared in ${generated.prepare.seconds.toFixed(0)} s`,
  );

  const file = path.join(options.tmp, "scale.db");
  const server = await startServer(file);
  const client = createClient({ url: server.url });
  const seeds: SizeSeed[] = [];
  const seedErrors: { products: number; error: string }[] = [];
  // A phase that blocks the event loop (generating, building indexes) leaves kept-alive sockets the
  // server has closed meanwhile unnoticed: let their closing land, and retry a first request once.
  const settle = async () => {
    await sleep(500);
    await client.execute("select 1").catch(async () => {
      await sleep(1000);
      await client.execute("select 1");
    });
  };
  const seed = async (products: number) => {
    await settle();
    const replicas = products / base;
    log(`  seeding ${products.toLocaleString("en-US")} products${replicas > 1 ? ` (${replicas} replicas)` : ""}…`);
    const end = phase();
    const { source } = rows;
    if (!source) throw new Error("the tier rows were released");
    const result = await seedSearchTier(
      client,
      `s${products}`,
      replicas === 1 ? source : replicatedSource(source, replicas),
      { force: true, log: (line) => log(`  ${line.trim()}`) },
    );
    seeds.push({ products: result.products, replicas, dbMb: fileMb(file), ...end() });
  };
  await seed(base);

  log("  relevance: the judged demo queries through both tiers…");
  let relevance: ScaleResult["relevance"];
  try {
    const { query } = pipelineQuery(server.url);
    const ctx = (code: StoreCode): TierContext => ({
      query,
      version: `s${base}`,
      data: prep.data,
      store: getStoreView(code),
      t: createTranslator(ALL_MESSAGES[code]),
      now,
    });
    const listed = [...(rows.source?.docs ?? [])].map((d) => d.summary);
    const tier = await evaluateWith(
      `libSQL tier (${base.toLocaleString("en-US")} products)`,
      prep,
      { search: (code, q, size) => searchTier(ctx(code), { q, size }), listed: () => Promise.resolve(listed) },
      DEMO_QUERIES,
    );
    const end = phase();
    const isolate = await evaluateWith(
      `in-isolate tier (${base.toLocaleString("en-US")} products)`,
      prep,
      isolateEngine(prep),
      DEMO_QUERIES,
    );
    relevance = { tier, isolate, isolatePhase: end() };
  } catch (error) {
    relevance = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
  }

  for (const products of sizes.slice(1))
    try {
      await seed(products);
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
      log(`  seeding ${products} failed: ${message}`);
      seedErrors.push({ products, error: message });
    }
  await settle();
  client.close();
  // The timed rounds start on a quiet heap in both processes: this one collects what the seeds left,
  // and the server starts afresh on the same file (the seeds' garbage in its heap, 1.3 GB of RSS at
  // a million products, is not collected during them either; the OS keeps the file's pages cached).
  rows.source = null;
  collectGarbage();
  const seedServerPeakRssMb = peakRssMb(server.pid);
  await server.stop();
  const timedServer = await startServer(file);

  const mix = scaleMix(prep.data);
  log(`  latency: ${mix.length} requests × ${options.rounds} rounds per size, sizes interleaved…`);
  const latency = await runScaleLatency({
    url: timedServer.url,
    targets: sizes.flatMap((products) => {
      const seeded = seeds.find((s) => s.replicas === products / base);
      return seeded ? [{ products: seeded.products, version: `s${products}` }] : [];
    }),
    data: prep.data,
    mix,
    rounds: options.rounds,
    now,
    log,
  });
  const serverPeakRssMb = Math.max(seedServerPeakRssMb, peakRssMb(timedServer.pid));
  await timedServer.stop();
  return {
    generated,
    seeds,
    seedErrors,
    relevance,
    latency,
    rounds: options.rounds,
    mixSize: mix.length,
    serverPeakRssMb,
  };
}
