/** Messages between the bench runner (Node) and the search bench worker (workerd). */
import type { StoreCode } from "../../domain/store-views";

/** searchCatalog (full pipeline), matchText (text relevance only) and MiniSearch's search. */
export type Engine = "search" | "matchText" | "minisearch";

/** Between the catalog.json text and the nl search index file text in a /load body. */
export const LOAD_SEPARATOR = "\n\u001e\n";

export interface LoadResult {
  parseMs: number;
  mapsMs: number;
  /** JSON.parse of the nl search index file (search-nl.json, shipped by the build). */
  indexParseMs: number;
  /** restoreStoreIndex for the nl store view. */
  indexMs: number;
  indexFileBytes: number;
  totalMs: number;
  products: number;
  listed: number;
  /** Heap APIs the isolate exposes (none in workerd so far). */
  heapApi: string[];
}

export interface PrepareResult {
  /** Parse + restore of the store's index file; 0 when the index already existed (nl comes with /load). */
  indexMs: number;
  miniMs: number;
  docs: number;
}

export interface RunRequest {
  store: StoreCode;
  queries: string[];
  passes: number;
  /** Stop starting new passes after this long (at least minPasses run). */
  maxMs: number;
  minPasses: number;
  /** single: one run per sample (1 ms clock); batch: repeated runs per sample, about batchMs long. */
  mode: "single" | "batch";
  batchMs: number;
  withHits: boolean;
}

export interface QueryHits {
  q: string;
  /** Total of searchCatalog (after its filters: listable, in stock). */
  searchTotal: number;
  suggestion: string | null;
  matchText: number;
  minisearch: number;
  /** How many of matchText's top 10 are in MiniSearch's top 10. */
  top10Overlap: number;
}

export interface RunResult {
  /** Per engine, per query (in request order), the samples in ms. */
  samples: Record<Engine, number[][]>;
  passes: number;
  hits: QueryHits[];
}
