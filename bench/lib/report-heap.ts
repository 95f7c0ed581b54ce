/** Report: the heap parts of section 1 (search structures in workerd) and section 6 (memory under load). */
import type { HeapKind } from "./heap-snapshot";
import type { HeapLoadResult } from "./heap-load";
import { status, table, type BudgetLine, type Section } from "./markdown";
import type { SizeResult } from "./search-bench";
import { mb, rps } from "./stats";

const MB = 1024 * 1024;
/** ARCHITECTURE §8: whole isolate heap at 25k with three store views. */
const WHOLE_BUDGET_BYTES = 96 * MB;
const INDEX_BUDGET_BYTES = 48 * MB;
/**
 * "Flat": after GC, the heap after the load rounds may exceed the heap before them by at most this
 * (under 1 % of the 128 MB isolate). Bounded caches are filled by a warm-up run first; what still
 * grows is V8's compiled code settling, a few hundred KB, or a leak.
 */
const FLAT_BYTES = 1 * MB;
const n = (x: number) => x.toLocaleString("en-US");
const signed = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${mb(Math.abs(bytes))}`;
const kinds = (list: HeapKind[], change = false) =>
  list
    .map(
      (k) =>
        `${k.kind.trim()} ${change ? signed(k.bytes) : mb(k.bytes)} (${change && k.count > 0 ? "+" : ""}${n(k.count)})`,
    )
    .join("; ");

/** Budget lines of the search structures' heap (search worker in workerd). */
export function searchHeapBudgets(sizes: SizeResult[]): BudgetLine[] {
  const budgets: BudgetLine[] = [];
  const at25k = sizes.find((s) => s.products === 25_000);
  const nl = at25k?.workerdHeap?.indexBytes.nl;
  budgets.push(
    nl === undefined
      ? {
          section: "search",
          name: "index heap at 25k",
          value: at25k?.workerdHeapError ?? "not run",
          budget: "≤ 48 MB",
          status: "N/A",
        }
      : {
          section: "search",
          name: "index heap at 25k (nl store index + listing data shared by the store views, in workerd)",
          value: mb(nl),
          budget: "≤ 48 MB",
          status: status(nl <= INDEX_BUDGET_BYTES),
          measured: nl,
          limit: INDEX_BUDGET_BYTES,
          unit: "bytes",
        },
  );
  const h = at25k?.workerdHeap;
  budgets.push(
    h
      ? {
          section: "search",
          name: `whole isolate heap at 25k: catalogue + maps + ${h.stores.join("/")} indexes (search worker in workerd, used heap after GC)`,
          value: mb(h.wholeBytes),
          budget: "≤ 96 MB (§8)",
          status: status(h.wholeBytes <= WHOLE_BUDGET_BYTES),
          measured: h.wholeBytes,
          limit: WHOLE_BUDGET_BYTES,
          unit: "bytes",
        }
      : {
          section: "search",
          name: "whole isolate heap at 25k",
          value: at25k?.workerdHeapError ?? "not run",
          budget: "≤ 96 MB (§8)",
          status: "N/A",
        },
  );
  return budgets;
}

/** The heap paragraphs and table of section 1. */
export function searchHeapBody(sizes: SizeResult[], heapApi: string): string[] {
  const rows = sizes.map((s) => {
    const w = s.workerdHeap;
    const node = s.heap
      ? [mb(s.heap.catalogueBytes + s.heap.mapsBytes), mb(s.heap.nlIndexBytes), mb(s.heap.totalBytes)]
      : [s.heapError ?? "–", "", ""];
    if (!w) return [n(s.products), s.workerdHeapError ?? "–", "", "", "", "", "", "", ...node];
    const stores = w.stores.map((code) => mb(w.indexBytes[code] ?? Number.NaN)).join(" / ");
    return [
      n(s.products),
      mb(w.emptyBytes),
      mb(w.parsedBytes),
      mb(w.mapsBytes),
      `${stores} (${w.stores.join("/")})`,
      mb(w.totalBytes),
      mb(w.wholeBytes),
      mb(w.miniSearchBytes),
      ...node,
    ];
  });
  const largest = sizes.filter((s) => s.workerdHeap).map((s) => `${n(s.products)}: ${kinds(s.workerdHeap!.kinds)}`);
  return [
    `Heap: the isolate has no heap API of its own (found: ${heapApi}), so the bench reads it from outside. workerd: a separate isolate of the search bench worker with Miniflare's inspector builds the parts one after the other — \`JSON.parse\` of catalog.json (kept), \`buildCatalogData\`'s lookup maps, each store view's index restored from its file (the first one also computes the listing data the store views share), then the MiniSearch twins — and each part is the used heap it adds, read after forced GCs (CDP \`HeapProfiler.collectGarbage\` + \`Runtime.getHeapUsage\`). "Whole isolate" is the used heap with everything but MiniSearch loaded, the empty isolate (the bench worker's code) included; the budgets use these. Node, for comparison: the same build in a \`--expose-gc\` child, \`process.memoryUsage().heapUsed\` deltas; Node 20 has no pointer compression (workerd has), so object-heavy structures weigh more there.`,
    "",
    ...table(
      [
        "products",
        "workerd: empty isolate",
        "catalog.json parsed",
        "lookup maps",
        "store indexes",
        "catalogue + maps + indexes",
        "whole isolate",
        "MiniSearch twins",
        "Node: catalogue + maps",
        "nl index",
        "total (nl+de+en)",
      ],
      rows,
    ),
    "",
    `Largest kinds of object in the whole-isolate heap (heap snapshot, self sizes): ${largest.join(" · ") || "–"}.`,
  ];
}

/** Section 6: the built worker's isolate heap before and after a bounded load. */
export function memorySection(r: HeapLoadResult | null, error?: string): Section {
  const title = "6. Memory under load (built worker in workerd)";
  if (!r)
    return {
      title,
      budgets: [
        {
          section: "memory",
          name: "isolate heap under a bounded load",
          value: error ?? "not run",
          budget: "flat",
          status: "N/A",
        },
      ],
      body: [],
    };
  const requests = r.rounds.reduce((sum, x) => sum + x.requests, 0);
  const errors = r.warmup.errors + r.rounds.reduce((sum, x) => sum + x.errors, 0);
  const last = r.rounds.at(-1)?.heapBytes ?? r.beforeBytes;
  const at25k = r.products === 25_000;
  const budgets: BudgetLine[] = [
    {
      section: "memory",
      name: `isolate heap flat under a bounded load (${n(r.products)} products, ${r.rounds.length} × ${r.round.durationS} s, ${n(requests)} requests)`,
      value: `${signed(r.growthBytes)} (${mb(r.beforeBytes)} → ${mb(last)})${errors > 0 ? `, ${n(errors)} errors` : ""}`,
      budget: `growth ≤ ${mb(FLAT_BYTES)}`,
      status: errors > 0 ? "FAIL" : status(r.growthBytes <= FLAT_BYTES),
      measured: r.growthBytes,
      limit: FLAT_BYTES,
      unit: "bytes",
    },
    {
      section: "memory",
      name: `whole storefront isolate heap, three store views${at25k ? "" : ` (at ${n(r.products)} products; the budget is for 25k)`}, largest after GC during the load`,
      value: mb(r.peakBytes),
      budget: "≤ 96 MB (§8)",
      status: at25k ? status(r.peakBytes <= WHOLE_BUDGET_BYTES) : "INFO",
      measured: r.peakBytes,
      limit: WHOLE_BUDGET_BYTES,
      unit: "bytes",
    },
  ];
  const rss = (bytes: number | null) => (bytes === null ? "–" : mb(bytes));
  const row = (
    name: string,
    x: { requests: number; errors: number; rps: number; heapBytes: number; rssBytes: number | null },
  ) => [
    name,
    n(x.requests),
    n(x.errors),
    rps(x.rps),
    mb(x.heapBytes),
    signed(x.heapBytes - r.beforeBytes),
    rss(x.rssBytes),
  ];
  return {
    title,
    budgets,
    body: [
      `Method: the worker bundle \`npm run build\` makes (dist/worker), in Miniflare with the inspector on, listening on loopback, with a ${n(r.products)}-product demo catalogue (no images; shipped as static assets with its search index files and listing.json as the build would; stock seeded into a local libSQL; prepared in ${(r.prepareMs / 1000).toFixed(0)} s). The heap is the storefront isolate's used V8 heap after forced GCs (CDP \`HeapProfiler.collectGarbage\` twice + \`Runtime.getHeapUsage\`), not the process RSS. Load: ${r.tool === "wrk" ? `wrk, ${r.round.threads} threads, ${r.round.connections} connections` : `**a Node keep-alive loop (wrk not installed)**, ${r.round.connections} connections`}, ${r.round.durationS} s per round, all three store views: a quarter of the requests are search pages of the bench query set (${n(r.mix.searches)}), a quarter the same with a word appended that no request used before (as visitors type anything), half category pages (plain, sorted, page 2, price and colour filters) and product pages spread over the catalogue's shards (${n(r.mix.pages)} paths); every request carries \`Authorization\`, so the edge cache is bypassed and each one renders in the isolate. A warm-up run (twice a round) fills the bounded caches (product shards, child index, per-store URL maps) first; the rounds after it must leave the heap flat (growth ≤ ${mb(FLAT_BYTES)}).`,
      "",
      ...table(
        ["step", "requests", "errors", "req/s", "isolate heap after GC", "vs before the rounds", "workerd RSS"],
        [
          [
            "isolate started (one 404 request)",
            "–",
            "–",
            "–",
            mb(r.emptyBytes),
            signed(r.emptyBytes - r.beforeBytes),
            rss(r.rssEmptyBytes),
          ],
          [
            "first search, category and product page of each store view",
            n(r.firstRequests),
            "0",
            "–",
            mb(r.loadedBytes),
            signed(r.loadedBytes - r.beforeBytes),
            "–",
          ],
          row("warm-up run (= before)", r.warmup),
          ...r.rounds.map((x, i) => row(`round ${i + 1}`, x)),
        ],
      ),
      "",
      `Heap snapshots (self sizes by kind of object; V8 collects garbage before a snapshot). During the warm-up run, grew most — ${kinds(r.warmupGrew, true)}. During the rounds, grew most — ${kinds(r.grew, true)}. Largest after — ${kinds(r.largestAfter)}. RSS is the whole workerd process (Miniflare's entry, asset and cache services, every isolate, compiled code, allocator slack; the heap snapshots themselves raise it), for context only.`,
    ],
  };
}
