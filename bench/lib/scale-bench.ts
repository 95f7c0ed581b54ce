/**
 * `--only scale` (issue 36): the libSQL search tier at catalogue sizes past one isolate. The smallest
 * size is generated (the demo generator); each bigger one is that catalogue replicated
 * (scale-source.ts: a stand-in, rows produced as they are written). A local libSQL server runs in
 * its own process on a temp dir; each size is seeded with `seedSearchTier` (time and this process's
 * peak RSS), the judged demo queries run through both tiers at the generated size, then the request
 * mix runs through `searchTier` over HTTP (scale-latency.ts). The timed rounds run on a heap the
 * size of the worker isolate's: what the seeds and the judged queries held (the generated catalogue
 * with every summary, 700 MB of live heap at 100,000 products) is gone by then, and the rounds' tier
 * reads the catalogue data a compact snapshot gives the worker (no summaries).
 */
import { createClient } from "@libsql/client";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator } from "../../client/i18n/translate";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { CompactTally, SITEMAP_ENTRIES_PER_FILE } from "../../scripts/catalog/compact";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { buildCatalogData, type CatalogData } from "../../worker/catalog";
import {
  searchTier,
  seedSearchTier,
  tierSourceOf,
  type TierContext,
  type TierSource,
} from "../../worker/catalog/libsql-search/index";
import { DEMO_QUERIES } from "../relevance/demo-queries";
import { evaluateWith, isolateEngine, prepared, type SetResult } from "../relevance/evaluate";
import { pipelineQuery } from "./pipeline-query";
import type { SizeLatency } from "./scale-latency";
import { collectGarbage, fileMb, peakRssMb, phase, roundsApart, startServer, type Phase } from "./scale-processes";
import { scaleMix, type MixEntry } from "./scale-mix";
import { materialised, replicatedSource } from "./scale-source";

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
  /** The timed rounds' process's heap in use after a full collection, before and after the rounds (MB). */
  roundsHeapMb: { start: number; end: number };
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
  return { prep, source, generated: { requested: products, products: source.products, generate, prepare } };
}

/**
 * The catalog.json a compact snapshot of this catalogue carries: categories, attributes, tax rules
 * and the catalogue-wide facts, no summaries — what an isolate holds on the libSQL tier at any size.
 */
function compactFile({ file }: CatalogData): CatalogFile {
  const tally = new CompactTally(file.categories);
  for (const p of file.products) tally.add(p);
  return {
    ...file,
    products: [],
    compact: {
      ...tally.facts(),
      keyShardCount: file.shardCount,
      sitemap: { products: tally.listed, perFile: SITEMAP_ENTRIES_PER_FILE },
    },
  };
}

type Seeded = Omit<ScaleResult, "latency" | "rounds" | "mixSize" | "serverPeakRssMb" | "roundsHeapMb"> & {
  file: string;
  seedServerPeakRssMb: number;
  /** The request mix, and the catalogue file whose data the timed rounds' tier reads. */
  mix: MixEntry[];
  catalog: CatalogFile;
};

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
  // What the seeds and the judged queries held is garbage once this returns: collected here, and
  // the server restarts on the same file, so neither process collects it during the timed rounds,
  // which run in a process of their own.
  const { file, seedServerPeakRssMb, mix, catalog, ...seeded } = await seedAndJudge(sizes, now, options);
  collectGarbage();
  const timedServer = await startServer(file);

  log(`  latency: ${mix.length} requests × ${options.rounds} rounds per size, sizes interleaved…`);
  const { latency, startHeapMb, endHeapMb } = await roundsApart(
    {
      url: timedServer.url,
      targets: sizes.flatMap((products) => {
        const seed = seeded.seeds.find((s) => s.replicas === products / base);
        return seed ? [{ products: seed.products, version: `s${products}` }] : [];
      }),
      file: catalog,
      mix,
      rounds: options.rounds,
      now,
    },
    options.tmp,
    log,
  );
  const serverPeakRssMb = Math.max(seedServerPeakRssMb, peakRssMb(timedServer.pid));
  await timedServer.stop();
  return {
    ...seeded,
    latency,
    rounds: options.rounds,
    mixSize: mix.length,
    serverPeakRssMb,
    roundsHeapMb: { start: startHeapMb, end: endHeapMb },
  };
}

/** Generates the catalogue, seeds every size into a fresh server, runs the judged queries through both tiers. */
async function seedAndJudge(
  sizes: number[],
  now: Date,
  options: { tmp: string; log: (line: string) => void },
): Promise<Seeded> {
  const { log } = options;
  const base = sizes[0]!;

  log(`  generating the ${base.toLocaleString("en-US")}-product demo catalogue…`);
  const { prep, source, generated } = generatedCatalogue(base);
  // What the worker's tier reads of the catalogue (the relevance and the timed rounds).
  const catalog = compactFile(prep.data);
  const data = buildCatalogData(catalog);
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
      data,
      store: getStoreView(code),
      t: createTranslator(ALL_MESSAGES[code]),
      now,
    });
    const listed = [...source.docs].map((d) => d.summary);
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
  const seedServerPeakRssMb = peakRssMb(server.pid);
  await server.stop();
  return { generated, seeds, seedErrors, relevance, file, seedServerPeakRssMb, mix: scaleMix(prep.data), catalog };
}
