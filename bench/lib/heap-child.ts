/**
 * Heap of the search structures, measured in a Node child started with --expose-gc (workerd exposes
 * no heap figure to the isolate). Same code paths as the worker: JSON.parse of the catalogue file,
 * buildCatalogData, buildStoreIndex per store view, and the MiniSearch twin of the nl index.
 * Usage (bundled by the bench): node --expose-gc heap-child.mjs <catalog.json>; prints JSON.
 */
import { readFileSync } from "node:fs";
import { getStoreView, STORE_CODES } from "../../domain/store-views";
import type { CatalogFile } from "../../schema/catalog/snapshot";
import { buildCatalogData } from "../../worker/catalog";
import { buildStoreIndex, type StoreIndex } from "../../worker/catalog";
import { buildMiniSearch, indexedDocs } from "../search-worker/minisearch-index";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

function heap(): number {
  for (let i = 0; i < 3; i++) gc!();
  return process.memoryUsage().heapUsed;
}

const file = process.argv[2];
if (!file) throw new Error("usage: heap-child <catalog.json>");
const text = readFileSync(file, "utf8");
const keep: unknown[] = [];
const start = heap();
const parsed = JSON.parse(text) as CatalogFile;
keep.push(parsed);
const afterParse = heap();
const data = buildCatalogData(parsed);
keep.push(data);
const afterMaps = heap();
const indexes: StoreIndex[] = [await buildStoreIndex(data, getStoreView("nl"))];
const afterNl = heap();
for (const code of STORE_CODES.filter((c) => c !== "nl")) indexes.push(await buildStoreIndex(data, getStoreView(code)));
const afterAll = heap();
const docs = indexedDocs(data, indexes[0]!);
const beforeMini = heap();
const mini = buildMiniSearch(indexes[0]!, docs);
const afterMini = heap();
keep.push(indexes, docs, mini);

console.log(
  JSON.stringify({
    catalogueBytes: afterParse - start,
    mapsBytes: afterMaps - afterParse,
    nlIndexBytes: afterNl - afterMaps,
    allIndexesBytes: afterAll - afterMaps,
    miniSearchNlBytes: afterMini - beforeMini,
    totalBytes: afterAll - start,
    kept: keep.length,
  }),
);
