/**
 * Heap of the search structures inside workerd (V8 with pointer compression, as in production):
 * a separate isolate with the inspector on builds everything, then releases it part by part;
 * each part weighs the used heap it frees after forced GCs (CDP HeapProfiler.collectGarbage +
 * Runtime.getHeapUsage). Timing runs happen in another isolate, without an inspector attached.
 */
import path from "node:path";
import { Miniflare } from "miniflare";
import type { StoreCode } from "../../client/i18n/store-views";
import { freePort } from "../../scripts/local-stack";
import { LOAD_SEPARATOR } from "../search-worker/protocol";
import { track } from "./cleanup";
import { connectInspector, heapAfterGc } from "./inspector";

export const COMPATIBILITY_DATE = "2026-04-20";

export interface WorkerdHeap {
  /** Store views whose index (and MiniSearch twin) was built. */
  stores: StoreCode[];
  /** Parsed catalogue + lookup maps (buildCatalogData). */
  catalogueBytes: number;
  indexBytes: Partial<Record<StoreCode, number>>;
  miniSearchBytes: number;
  /** Catalogue + maps + every index built (MiniSearch not included). */
  totalBytes: number;
}

export type Post = <T>(route: string, body?: string) => Promise<T>;

export function poster(mf: Miniflare): Post {
  return async <T>(route: string, body = "") => {
    const response = await mf.dispatchFetch(`http://bench.local${route}`, { method: "POST", body });
    const text = await response.text();
    if (!response.ok) throw new Error(`search worker ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
}

export function benchMiniflare(worker: string, inspectorPort?: number): { mf: Miniflare; dispose: () => Promise<void> } {
  const mf = new Miniflare({
    modules: true,
    scriptPath: worker,
    modulesRoot: path.dirname(worker),
    compatibilityDate: COMPATIBILITY_DATE,
    cf: false,
    ...(inspectorPort ? { inspectorPort } : {}),
  });
  return { mf, dispose: track(() => mf.dispose()) };
}

export async function measureWorkerdHeap(worker: string, fileText: string, indexTexts: Record<StoreCode, string>, stores: StoreCode[]): Promise<WorkerdHeap> {
  const port = await freePort(0);
  const { mf, dispose } = benchMiniflare(worker, port);
  try {
    await mf.ready;
    const post = poster(mf);
    const inspector = await connectInspector(port);
    const heap = () => heapAfterGc(inspector, () => post("/ping"));
    try {
      const built: StoreCode[] = ["nl", ...stores.filter((s) => s !== "nl")];
      const empty = await heap();
      await post("/load", fileText + LOAD_SEPARATOR + indexTexts.nl);
      for (const store of built) await post(`/prepare?store=${store}`, indexTexts[store]);
      const full = await heap();
      await post("/drop?what=minisearch");
      let previous = await heap();
      const miniSearchBytes = full - previous;
      const indexBytes: Partial<Record<StoreCode, number>> = {};
      for (const store of [...built].reverse()) {
        await post(`/drop?what=index:${store}`);
        const now = await heap();
        indexBytes[store] = previous - now;
        previous = now;
      }
      await post("/drop?what=data");
      const catalogueBytes = previous - (await heap());
      return { stores: built, catalogueBytes, indexBytes, miniSearchBytes, totalBytes: full - empty - miniSearchBytes };
    } finally {
      inspector.close();
    }
  } finally {
    await dispose();
  }
}
