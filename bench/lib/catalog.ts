/** Demo catalogues for the benchmark: the snapshot's catalog.json content for N products, in memory. */
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { CATALOG_FORMAT, shardCountFor, type Catalog, type CatalogFile } from "../../schema/catalog/snapshot";
import { buildCatalogData } from "../../worker/catalog";
import { buildSearchIndexFile } from "../../worker/catalog";
import { generateDemoCatalog } from "../../scripts/catalog/demo/generate";
import { summarize } from "../../scripts/catalog/summaries";

export interface BenchCatalog {
  catalog: Catalog;
  /** CatalogFile as JSON text, exactly what the worker parses (product summaries, no images). */
  fileText: string;
  /** Variant sku → parent sku, what the snapshot's child-index shards hold. */
  children: Record<string, string>;
  generateMs: number;
  /** Each store view's search-<store>.json text, as `npm run build` ships it. */
  indexTexts: Record<StoreCode, string>;
  /** Time to build each index file (Node, at build time). */
  indexBuildMs: Record<StoreCode, number>;
}

export async function benchCatalog(products: number): Promise<BenchCatalog> {
  const started = performance.now();
  const catalog = generateDemoCatalog({ products });
  const generateMs = performance.now() - started;
  const file: CatalogFile = {
    format: CATALOG_FORMAT,
    version: `bench-${products}`,
    createdAt: new Date(0).toISOString(),
    source: catalog.source,
    rootCategoryId: catalog.rootCategoryId,
    shardCount: shardCountFor(catalog.products.length),
    media: false,
    categories: catalog.categories,
    attributes: catalog.attributes,
    taxRules: catalog.taxRules,
    products: catalog.products.map(summarize),
  };
  const children: Record<string, string> = {};
  for (const p of catalog.products) for (const child of p.children) children[child.sku] = p.sku;
  const data = buildCatalogData(file);
  const indexTexts = {} as Record<StoreCode, string>;
  const indexBuildMs = {} as Record<StoreCode, number>;
  for (const code of STORE_CODES) {
    const t = performance.now();
    indexTexts[code] = JSON.stringify(await buildSearchIndexFile(data, code));
    indexBuildMs[code] = performance.now() - t;
  }
  return { catalog, fileText: JSON.stringify(file), children, generateMs, indexTexts, indexBuildMs };
}
