/**
 * Heap of the search structures inside workerd (V8 with pointer compression, as in production):
 * a separate isolate with the inspector on builds everything step by step (parse catalog.json,
 * lookup maps, each store view's index, then the MiniSearch twins) and each step is weighed by the
 * used heap it adds after forced GCs (CDP HeapProfiler.collectGarbage + Runtime.getHeapUsage).
 * Timing runs happen in another isolate, without an inspector attached.
 */
import path from "node:path";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import type { StoreCode } from "../../domain/store-views";
import { freePort } from "../../scripts/local-stack";
import { track } from "./cleanup";
import { largest, summarizeSnapshot, takeSnapshot, type HeapKind } from "./heap-snapshot";
import { connectInspector, heapAfterGc } from "./inspector";

export const COMPATIBILITY_DATE = "2026-04-20";

export interface WorkerdHeap {
  /** Store views whose index (and MiniSearch twin) was built. */
  stores: StoreCode[];
  /** Used heap before anything is loaded: the bench worker's code. */
  emptyBytes: number;
  /** JSON.parse of catalog.json (the CatalogFile the worker keeps). */
  parsedBytes: number;
  /** buildCatalogData's lookup maps on top of it. */
  mapsBytes: number;
  /** Parse + maps. */
  catalogueBytes: number;
  /** Each store view's index restored from its file; the first also holds the listing data all store views share. */
  indexBytes: Partial<Record<StoreCode, number>>;
  miniSearchBytes: number;
  /** Catalogue + maps + every index built (MiniSearch not included). */
  totalBytes: number;
  /** The whole isolate's used heap then: totalBytes plus the empty isolate. */
  wholeBytes: number;
  /** The largest kinds of object in that heap (heap snapshot). */
  kinds: HeapKind[];
}

export type Post = <T>(route: string, body?: string) => Promise<T>;

/** POSTs to the bench worker and parses its JSON answer (throws on an error status). */
export function poster(mf: Miniflare): Post {
  return async <T>(route: string, body = "") => {
    const response = await mf.dispatchFetch(`http://bench.local${route}`, { method: "POST", body });
    const text = await response.text();
    if (!response.ok) throw new Error(`search worker ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
}

/** The bench worker in its own Miniflare, with the inspector on `inspectorPort` when given. */
export function benchMiniflare(
  worker: string,
  inspectorPort?: number,
): { mf: Miniflare; dispose: () => Promise<void> } {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath: worker,
      modulesRoot: path.dirname(worker),
      compatibilityDate: COMPATIBILITY_DATE,
      cf: false,
      ...(inspectorPort ? { inspectorPort } : {}),
    }),
  );
  return { mf, dispose: track(() => mf.dispose()) };
}

/** Builds catalogue, maps, the store indexes and their MiniSearch twins in an inspected isolate, weighing each step. */
export async function measureWorkerdHeap(
  worker: string,
  fileText: string,
  indexTexts: Record<StoreCode, string>,
  stores: StoreCode[],
): Promise<WorkerdHeap> {
  const port = await freePort(0);
  const { mf, dispose } = benchMiniflare(worker, port);
  try {
    await mf.ready;
    const post = poster(mf);
    const inspector = await connectInspector(port);
    const poke = () => post("/ping");
    const heap = () => heapAfterGc(inspector, poke);
    try {
      const built: StoreCode[] = ["nl", ...stores.filter((s) => s !== "nl")];
      const emptyBytes = await heap();
      await post("/parse", fileText);
      const afterParse = await heap();
      await post("/maps");
      let previous = await heap();
      const mapsBytes = previous - afterParse;
      const indexBytes: Partial<Record<StoreCode, number>> = {};
      for (const store of built) {
        await post(`/prepare?store=${store}&mini=0`, indexTexts[store]);
        const now = await heap();
        indexBytes[store] = now - previous;
        previous = now;
      }
      const wholeBytes = previous;
      const kinds = largest(summarizeSnapshot(await takeSnapshot(inspector, poke)), 8);
      for (const store of built) await post(`/prepare?store=${store}`);
      const miniSearchBytes = (await heap()) - wholeBytes;
      const parsedBytes = afterParse - emptyBytes;
      return {
        stores: built,
        emptyBytes,
        parsedBytes,
        mapsBytes,
        catalogueBytes: parsedBytes + mapsBytes,
        indexBytes,
        miniSearchBytes,
        totalBytes: wholeBytes - emptyBytes,
        wholeBytes,
        kinds,
      };
    } finally {
      inspector.close();
    }
  } finally {
    await dispose();
  }
}
