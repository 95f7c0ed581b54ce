/**
 * The compact snapshot layout (issue 36, point 1): what a shop searching on the libSQL tier ships,
 * so a catalogue of any size deploys as static assets and no isolate holds every product.
 *
 * catalog.json keeps categories, attributes and tax rules, and instead of a summary per product
 * only catalogue-wide facts (`CompactFacts`: counts per category, the moments prices change). The
 * summaries move into the product shards, each shard also carrying the summaries of the products
 * its products' pages show, so an uncached product page reads one shard. Ids and urls find their
 * sku through key files (`keys/NNN.json`, by a hash of the key), one small file per lookup.
 *
 * Made from the full snapshot at ship time (ship.ts), in the shipped copy: the snapshot folder the
 * importer wrote, which the seed scripts read, keeps every summary.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORE_CODES } from "../../domain/store-views";
import {
  keyFile,
  productKey,
  productSitemapFile,
  shardFile,
  shardOf,
  shownSkus,
  type CatalogFile,
  type KeyFile,
  type Localized,
  type ProductSitemapFile,
  type ProductSummary,
  type ShardFile,
} from "../../schema/catalog/snapshot";
import { productUrl } from "../../domain/urls";
import { buildCatalogData, buildListingFileOf, isListable, LISTING_FILE, searchIndexFile } from "../../worker/catalog";
import { asciiJson } from "./ascii-json";

/** Sitemap entries per file: a third of the 50,000 URLs a sitemap may hold, each entry being 3 store views' URLs. */
export const SITEMAP_ENTRIES_PER_FILE = 16_000;

/** Whether the snapshot in this version folder is already compact. */
export async function isCompactSnapshot(versionDir: string): Promise<boolean> {
  const head = JSON.parse(await readFile(path.join(versionDir, "catalog.json"), "utf8")) as CatalogFile;
  return head.compact !== undefined;
}

/**
 * Rewrites a full snapshot's version folder as a compact one, in place. Idempotent: a compact folder
 * is left as it is. Returns the number of key files written (0 when it was compact already).
 */
export async function compactSnapshot(versionDir: string): Promise<number> {
  const catalogPath = path.join(versionDir, "catalog.json");
  const file = JSON.parse(await readFile(catalogPath, "utf8")) as CatalogFile;
  if (file.compact) return 0;
  const data = buildCatalogData(file);
  const bySku = data.productsBySku;

  // Summaries into the shards: each shard's own, and those its products' pages show.
  for (let shard = 0; shard < file.shardCount; shard++) {
    const shardPath = path.join(versionDir, shardFile(shard));
    const content = JSON.parse(await readFile(shardPath, "utf8")) as ShardFile;
    const skus = new Set<string>();
    for (const product of content.products) for (const sku of shownSkus(product)) skus.add(sku);
    const summaries = [...skus].map((sku) => bySku.get(sku)).filter((s): s is ProductSummary => s !== undefined);
    await writeFile(shardPath, asciiJson({ ...content, summaries } satisfies ShardFile));
  }

  // Keys → skus: ids, and per store view the url path and the url key (first listed product wins a url).
  const keyShardCount = file.shardCount;
  const keys: KeyFile[] = Array.from({ length: keyShardCount }, () => ({ skus: {} }));
  const put = (key: string, sku: string) => void (keys[shardOf(key, keyShardCount)]!.skus[key] = sku);
  for (const p of file.products) put(productKey.id(p.id), p.sku);
  for (const code of STORE_CODES) {
    for (const [urlPath, p] of data.productsByUrlPath[code]) put(productKey.path(code, urlPath), p.sku);
    for (const [key, p] of data.productsByUrlKey[code]) put(productKey.urlKey(code, key), p.sku);
  }
  await mkdir(path.dirname(path.join(versionDir, keyFile(0))), { recursive: true });
  for (const [i, content] of keys.entries()) await writeFile(path.join(versionDir, keyFile(i)), asciiJson(content));

  // The products' sitemap entries, in the files the sitemap's numbered parts read (content/pages/sitemap.ts).
  const listed = file.products.filter(isListable);
  const perFile = SITEMAP_ENTRIES_PER_FILE;
  await mkdir(path.dirname(path.join(versionDir, productSitemapFile(0))), { recursive: true });
  for (let n = 0; n * perFile < listed.length || n === 0; n++) {
    const entries = listed.slice(n * perFile, (n + 1) * perFile).map((p) => ({
      urls: Object.fromEntries(STORE_CODES.map((code) => [code, productUrl(code, p)])) as Localized,
      lastmod: p.updatedAt.slice(0, 10),
    }));
    await writeFile(path.join(versionDir, productSitemapFile(n)), asciiJson({ entries } satisfies ProductSitemapFile));
  }

  const categoryCounts: Record<string, number> = {};
  for (const category of file.categories) {
    const count = data.categoryProducts.count(category.id);
    if (count > 0) categoryCounts[String(category.id)] = count;
  }
  const compact: CatalogFile = {
    ...file,
    products: [],
    compact: {
      products: file.products.length,
      categoryCounts,
      priceChanges: buildListingFileOf(data).priceChanges,
      keyShardCount,
      sitemap: { products: listed.length, perFile },
    },
  };
  await writeFile(catalogPath, asciiJson(compact));
  // The in-isolate tier's files: nothing in a compact deploy reads them.
  await rm(path.join(versionDir, LISTING_FILE), { force: true });
  for (const code of STORE_CODES) await rm(path.join(versionDir, searchIndexFile(code)), { force: true });
  return keyShardCount;
}
