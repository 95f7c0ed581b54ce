/**
 * Bench-only worker: runs the storefront's real search modules (buildCatalogData, buildStoreIndex,
 * matchText, searchCatalog) and MiniSearch inside workerd, timing them with performance.now().
 * workerd's clock has 1 ms resolution, so besides single runs it can time batches of runs.
 *
 *   POST /load              body: catalog.json text, LOAD_SEPARATOR, search-nl.json text → cold parse + maps + nl index timings
 *   POST /children          body: {childSku: parentSku} (what the child index shards hold)
 *   POST /prepare?store=de  body: search-de.json text (empty: index in the isolate) → that store's index and its MiniSearch twin
 *                           (&mini=0: the index only)
 *   POST /run               body: RunRequest → samples per engine and per-query hit counts
 *   POST /ping              nothing (lets queued inspector commands run)
 *   POST /parse             body: catalog.json text → only JSON.parse, the result kept
 *   POST /maps              buildCatalogData of what /parse kept
 *   (the heap runner calls /parse, /maps, /prepare one by one and weighs each step by the heap it adds)
 */
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { createTranslator } from "../../client/i18n/translate";
import { buildCatalogData, type CatalogData } from "../../worker/catalog";
import { buildStoreIndex, restoreStoreIndex, type SearchIndexFile, type StoreIndex } from "../../worker/catalog";
import { searchCatalog, type SearchContext } from "../../worker/catalog";
import { matchText } from "../../worker/catalog";
import type MiniSearch from "minisearch";
import { TOP_K, topK } from "./top-k";
import { buildMiniSearch, indexedDocs, miniQuery, type IndexedDoc } from "./minisearch-index";
import {
  LOAD_SEPARATOR,
  type Engine,
  type LoadResult,
  type PrepareResult,
  type QueryHits,
  type RunRequest,
  type RunResult,
} from "./protocol";

interface Prepared {
  index: StoreIndex;
  mini: MiniSearch<IndexedDoc> | null;
  ctx: SearchContext;
}

let data: CatalogData | null = null;
let parsed: CatalogFile | null = null;
let children: Record<string, string> = {};
const stores = new Map<StoreCode, Prepared>();
/** Batch mode's runs per sample, per store, engine and query: calibrated on a store's first batch run, kept for its repeats. */
const batchReps = new Map<string, number>();
const now = () => performance.now();

function contextFor(index: StoreIndex): SearchContext {
  return {
    data: data!,
    index,
    t: createTranslator(ALL_MESSAGES[index.store.code]),
    // The real resolver reads a child-index shard from static assets; here the map is in memory.
    parentOfChild: (sku) => Promise.resolve(Object.hasOwn(children, sku) ? (children[sku] ?? null) : null),
  };
}

/** What the worker does on an isolate's first search: parse catalog.json, build the maps, parse and restore search-nl.json. */
function load(body: string): LoadResult {
  stores.clear();
  batchReps.clear();
  const cut = body.indexOf(LOAD_SEPARATOR);
  if (cut < 0) throw new Error("/load: catalog.json text, the separator, then the search-nl.json text");
  const catalogText = body.slice(0, cut);
  const indexText = body.slice(cut + LOAD_SEPARATOR.length);
  const t0 = now();
  const file = JSON.parse(catalogText) as CatalogFile;
  const t1 = now();
  data = buildCatalogData(file);
  const t2 = now();
  const indexFile = JSON.parse(indexText) as SearchIndexFile;
  const t3 = now();
  const index = restoreStoreIndex(data, getStoreView("nl"), indexFile);
  const t4 = now();
  stores.set("nl", { index, mini: null, ctx: contextFor(index) });
  const heapApi = [
    "memory" in performance ? "performance.memory" : "",
    typeof (globalThis as { process?: unknown }).process === "object" ? "process" : "",
  ].filter(Boolean);
  return {
    parseMs: t1 - t0,
    mapsMs: t2 - t1,
    indexParseMs: t3 - t2,
    indexMs: t4 - t3,
    indexFileBytes: indexText.length,
    totalMs: t4 - t0,
    products: file.products.length,
    listed: index.listing.products.length,
    heapApi,
  };
}

/** A store view's index from its file text, or built in the isolate when no text is given. */
async function prepare(code: StoreCode, indexText: string, withMini: boolean): Promise<PrepareResult> {
  if (!data) throw new Error("POST /load first");
  let prepared = stores.get(code);
  let indexMs = 0;
  if (!prepared) {
    const t = now();
    const store = getStoreView(code);
    const index = indexText
      ? restoreStoreIndex(data, store, JSON.parse(indexText) as SearchIndexFile)
      : await buildStoreIndex(data, store);
    indexMs = now() - t;
    prepared = { index, mini: null, ctx: contextFor(index) };
    stores.set(code, prepared);
  }
  if (!withMini) return { indexMs, miniMs: 0, docs: prepared.index.docsCount };
  const docs = indexedDocs(data, prepared.index);
  const t = now();
  prepared.mini = buildMiniSearch(prepared.index, docs);
  return { indexMs, miniMs: now() - t, docs: docs.length };
}

async function hitsOf(p: Prepared, q: string): Promise<QueryHits> {
  const result = await searchCatalog(p.ctx, { q });
  const scores = matchText(p.index, q);
  const mini = p.mini!.search(miniQuery(q));
  const oursTop = topK(scores, 10).map(([id]) => String(id));
  const miniTop = new Set(mini.slice(0, 10).map((r) => String(r.id)));
  return {
    q,
    searchTotal: result.total,
    suggestion: result.suggestions[0] ?? null,
    matchText: scores.size,
    minisearch: mini.length,
    top10Overlap: oursTop.filter((id) => miniTop.has(id)).length,
  };
}

async function run(request: RunRequest): Promise<RunResult> {
  const p = stores.get(request.store);
  if (!p?.mini) throw new Error(`POST /prepare?store=${request.store} first`);
  const mini = p.mini;
  const engines: Record<Engine, (q: string) => Promise<unknown>> = {
    search: (q) => searchCatalog(p.ctx, { q }),
    // Equal terms: each returns its sorted top k (MiniSearch sorts every match itself; ours sorts here).
    matchText: (q) => Promise.resolve(topK(matchText(p.index, q), TOP_K)),
    minisearch: (q) => Promise.resolve(mini.search(miniQuery(q)).slice(0, TOP_K)),
  };
  const names = Object.keys(engines) as Engine[];
  const perQuery = () => request.queries.map((): number[] => []);
  const samples: Record<Engine, number[][]> = { search: perQuery(), matchText: perQuery(), minisearch: perQuery() };
  // Batch mode: runs per sample so that one batch lasts about batchMs (calibrated once per store and
  // query; the runner's later rounds reuse it). Single mode: one warm-up run of each.
  const key = (name: Engine, q: string) => `${request.store}\n${name}\n${q}`;
  for (const q of request.queries) {
    for (const name of names) {
      if (request.mode === "batch" && batchReps.has(key(name, q))) continue;
      const fn = engines[name];
      let k = 0;
      const start = now();
      do {
        await fn(q);
        k++;
      } while (request.mode === "batch" && now() - start < request.batchMs && k < 10_000);
      if (request.mode === "batch") batchReps.set(key(name, q), k);
    }
  }
  const started = now();
  let pass = 0;
  for (; pass < request.passes && (pass < request.minPasses || now() - started < request.maxMs); pass++) {
    for (const [i, q] of request.queries.entries()) {
      // Rotate the engine order so none always runs right after another's garbage.
      for (let e = 0; e < names.length; e++) {
        const name = names[(i + pass + e) % names.length]!;
        const fn = engines[name];
        const k = request.mode === "batch" ? (batchReps.get(key(name, q)) ?? 1) : 1;
        const t = now();
        for (let r = 0; r < k; r++) await fn(q);
        samples[name][i]!.push((now() - t) / k);
      }
    }
  }
  const hits = request.withHits ? await Promise.all(request.queries.map((q) => hitsOf(p, q))) : [];
  return { samples, passes: pass, hits };
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    try {
      if (url.pathname === "/ping") return Response.json({ ok: true });
      if (url.pathname === "/load") return Response.json(load(await request.text()));
      if (url.pathname === "/children") {
        children = (await request.json()) as Record<string, string>;
        return Response.json({ children: Object.keys(children).length });
      }
      if (url.pathname === "/prepare")
        return Response.json(
          await prepare(
            (url.searchParams.get("store") ?? "nl") as StoreCode,
            await request.text(),
            url.searchParams.get("mini") !== "0",
          ),
        );
      if (url.pathname === "/parse") {
        stores.clear();
        batchReps.clear();
        data = null;
        parsed = JSON.parse(await request.text()) as CatalogFile;
        return Response.json({ products: parsed.products.length });
      }
      if (url.pathname === "/maps") {
        if (!parsed) throw new Error("POST /parse first");
        data = buildCatalogData(parsed);
        parsed = null;
        return Response.json({ products: data.file.products.length });
      }
      if (url.pathname === "/run") return Response.json(await run((await request.json()) as RunRequest));
      return new Response("not found", { status: 404 });
    } catch (error) {
      return new Response(error instanceof Error ? (error.stack ?? error.message) : String(error), { status: 500 });
    }
  },
};
