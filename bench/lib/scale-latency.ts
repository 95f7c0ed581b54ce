/**
 * The scale part's timed requests: the mix (scale-mix.ts) through `searchTier` against the libSQL
 * server over HTTP, every size's requests shuffled together in each round. Per request: wall time,
 * this process's CPU (user + system: the isolate's share; the database runs in another process)
 * the database round trips (calls of the QueryOnce) and the statement time the server reports. The
 * first search of a store view, which also loads its word lists, is measured apart.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator } from "../../client/i18n/translate";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import {
  type CatalogData,
  resetSearchTierMemory as resetTierMemory,
  searchTier,
  type SearchTierContext as TierContext,
} from "../../worker/catalog";
import { pipelineQuery } from "./pipeline-query";
import { LISTING_KINDS, MIX_KINDS, shuffled, type MixEntry, type MixKind } from "./scale-mix";
import { percentile } from "./stats";

export interface Target {
  products: number;
  version: string;
}

export interface KindFigures {
  kind: MixKind | "all";
  /** Timed requests. */
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** This process's CPU per request, median (ms). */
  cpu: number;
  tripsMax: number;
  /** Statement time the server reports (query_duration_ms), median and worst. */
  serverP50: number;
  serverMax: number;
  errors: number;
}

export interface SizeLatency {
  products: number;
  timed: number;
  kinds: KindFigures[];
  overall: KindFigures;
  /** Each round's p99 over all requests, and each round's median listing-page CPU (ms). */
  p99Rounds: number[];
  listingCpuRounds: number[];
  /**
   * The floor of each round: this process's CPU (median) and the wall time (median) of a bare
   * `select 1` through the same QueryOnce — the HTTP round trip alone.
   */
  floorCpuRounds: number[];
  floorMsRounds: number[];
  /** The first text search in each store view: it also loads the word lists. */
  first: { store: StoreCode; ms: number; trips: number }[];
  /** Totals of the listings (the candidate cap shows here). */
  listingTotals: { label: string; total: number }[];
  /** Fields of the pipeline's execute result (what the server reports about a statement). */
  resultFields: string[];
}

/** What the timed rounds' process (scale-rounds.ts) is given. */
export interface RoundsInput {
  url: string;
  targets: Target[];
  /** The catalogue file whose data the tier reads (compact: no summaries, as the worker's). */
  file: CatalogFile;
  mix: MixEntry[];
  rounds: number;
  now: Date;
}

/** What it answers: the figures, and its heap in use after a full collection before and after the rounds (MB). */
export interface RoundsOutput {
  latency: SizeLatency[];
  startHeapMb: number;
  endHeapMb: number;
}

/** Bare round trips per round for the floor. */
const FLOOR_CALLS = 40;

interface Sample {
  products: number;
  kind: MixKind;
  round: number;
  ms: number;
  cpu: number;
  trips: number;
  /** The statement time the server reported (query_duration_ms). */
  server: number;
  error: boolean;
}

export async function runScaleLatency(options: {
  url: string;
  targets: Target[];
  data: CatalogData;
  mix: MixEntry[];
  rounds: number;
  now: Date;
  log: (line: string) => void;
}): Promise<SizeLatency[]> {
  const { url, targets, data, mix, now, log } = options;
  const counter = pipelineQuery(url);
  const ctxOf = (target: Target, store: StoreCode): TierContext => ({
    query: counter.query,
    version: target.version,
    data,
    store: getStoreView(store),
    t: createTranslator(ALL_MESSAGES[store]),
    now,
  });
  const contexts = new Map(
    targets.flatMap((target) =>
      (["nl", "de", "en"] as const).map((store) => [`${target.version}|${store}`, ctxOf(target, store)] as const),
    ),
  );
  const ctx = (target: Target, store: StoreCode) => contexts.get(`${target.version}|${store}`)!;

  // A kept-alive socket the server closed while this process was busy fails once: not a page's fault.
  await counter.query("select 1").catch(async () => {
    await sleep(1000);
    await counter.query("select 1");
  });
  // The first search of each store view and size: the word lists load first (one more round trip).
  resetTierMemory();
  const first = new Map<number, SizeLatency["first"]>();
  const firstQuery: Record<StoreCode, string> = { nl: "jas", de: "Mantel", en: "coat" };
  for (const target of targets)
    for (const store of ["nl", "de", "en"] as const) {
      const before = counter.state.calls;
      const started = performance.now();
      await searchTier(ctx(target, store), { q: firstQuery[store] });
      const ms = performance.now() - started;
      first.set(target.products, [
        ...(first.get(target.products) ?? []),
        { store, ms, trips: counter.state.calls - before },
      ]);
    }

  // Warm-up: the whole mix once per size, keeping the listings' totals.
  log(`  warm-up: ${mix.length} requests per size…`);
  const totals = new Map<number, SizeLatency["listingTotals"]>();
  for (const target of targets) {
    for (const entry of mix) {
      const total = await searchTier(ctx(target, entry.store), entry.request).then(
        (result) => result.total,
        (error: unknown) => {
          log(`  warm-up: ${entry.label} failed: ${error instanceof Error ? error.message : String(error)}`);
          return NaN;
        },
      );
      if (LISTING_KINDS.includes(entry.kind))
        totals.set(target.products, [...(totals.get(target.products) ?? []), { label: entry.label, total }]);
    }
  }

  const samples: Sample[] = [];
  const floorCpuRounds: number[] = [];
  const floorMsRounds: number[] = [];
  let resultFields: string[] = [];
  const pairs = targets.flatMap((target) => mix.map((entry) => ({ target, entry })));
  for (let round = 0; round < options.rounds; round++) {
    for (const { target, entry } of shuffled(pairs, round + 1)) {
      const before = counter.state.calls;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      let error = false;
      counter.state.last = {};
      try {
        await searchTier(ctx(target, entry.store), entry.request);
      } catch {
        error = true;
      }
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      samples.push({
        products: target.products,
        kind: entry.kind,
        round,
        ms,
        cpu: (cpu.user + cpu.system) / 1000,
        trips: counter.state.calls - before,
        server: Number(counter.state.last.query_duration_ms),
        error,
      });
      resultFields = Object.keys(counter.state.last).sort();
    }
    const floorCpu: number[] = [];
    const floorMs: number[] = [];
    for (let i = 0; i < FLOOR_CALLS; i++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await counter.query("select 1");
      floorMs.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuBefore);
      floorCpu.push((cpu.user + cpu.system) / 1000);
    }
    floorCpuRounds.push(percentile(floorCpu, 50));
    floorMsRounds.push(percentile(floorMs, 50));
    log(`  round ${round + 1}/${options.rounds}: ${pairs.length} requests`);
  }

  return targets.map((target) => {
    const mine = samples.filter((s) => s.products === target.products);
    const figures = (kind: MixKind | "all"): KindFigures => {
      const of = mine.filter((s) => kind === "all" || s.kind === kind);
      const ok = of.filter((s) => !s.error);
      const ms = ok.map((s) => s.ms);
      const serverMs = ok.map((s) => s.server).filter((x) => Number.isFinite(x));
      return {
        kind,
        n: of.length,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        p99: percentile(ms, 99),
        max: ms.length ? Math.max(...ms) : NaN,
        cpu: percentile(
          ok.map((s) => s.cpu),
          50,
        ),
        tripsMax: Math.max(0, ...of.map((s) => s.trips)),
        serverP50: percentile(serverMs, 50),
        serverMax: serverMs.length ? Math.max(...serverMs) : NaN,
        errors: of.length - ok.length,
      };
    };
    const rounds = Array.from({ length: options.rounds }, (_, r) => mine.filter((s) => s.round === r && !s.error));
    return {
      products: target.products,
      timed: mine.length,
      kinds: MIX_KINDS.map(figures).filter((k) => k.n > 0),
      overall: figures("all"),
      p99Rounds: rounds.map((of) =>
        percentile(
          of.map((s) => s.ms),
          99,
        ),
      ),
      listingCpuRounds: rounds.map((of) =>
        percentile(
          of.filter((s) => LISTING_KINDS.includes(s.kind)).map((s) => s.cpu),
          50,
        ),
      ),
      floorCpuRounds,
      floorMsRounds,
      first: first.get(target.products) ?? [],
      listingTotals: totals.get(target.products) ?? [],
      resultFields,
    };
  });
}
