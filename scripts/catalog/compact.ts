/**
 * The compact snapshot layout (issue 36, point 1): what a shop searching on the libSQL tier ships,
 * so a catalogue of any size deploys as static assets and no isolate holds every product.
 *
 * catalog.json keeps categories, attributes and tax rules, and instead of a summary per product
 * only catalogue-wide facts (`CompactFacts`: counts per category, the moments prices change). The
 * summaries move into the product shards: each shard's own products' summaries first (in the order
 * of its products, whose places in the catalogue it also lists), then the summaries of the products
 * its products' pages show, so an uncached product page reads one shard. Ids and urls find their
 * sku through key files (`keys/NNN.json`, by a hash of the key), one small file per lookup.
 *
 * Written two ways, by the same code (`CompactLayout`): by the snapshot writer directly, for a
 * catalogue too big for the full layout (snapshot-writer.ts), and at ship time from a full snapshot
 * (`compactSnapshot`, ship.ts), in the shipped copy: the snapshot folder the importer wrote keeps
 * every summary.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { STORE_CODES } from "../../domain/store-views";
import {
  keyFile,
  productKey,
  productSitemapFile,
  productUrlKey,
  shardFile,
  shardOf,
  shownSkus,
  type CatalogFile,
  type Category,
  type CompactFacts,
  type KeyFile,
  type Localized,
  type Product,
  type ProductSitemapFile,
  type ProductSummary,
  type ShardFile,
} from "../../schema/catalog/snapshot";
import { productUrl } from "../../domain/urls";
import {
  isListable,
  listingCategories,
  LISTING_FILE,
  normalizeUrlPath,
  searchIndexFile,
  specialWindowMoments,
} from "../../worker/catalog";
import { asciiJson } from "./ascii-json";
import { ImportScratch, ShardedKeys, StoredProducts } from "./import/scratch";

/** Sitemap entries per file: a third of the 50,000 URLs a sitemap may hold, each entry being 3 store views' URLs. */
export const SITEMAP_ENTRIES_PER_FILE = 16_000;

/** Whether the snapshot in this version folder is already compact. */
export async function isCompactSnapshot(versionDir: string): Promise<boolean> {
  const head = JSON.parse(await readFile(path.join(versionDir, "catalog.json"), "utf8")) as CatalogFile;
  return head.compact !== undefined;
}

/**
 * The catalogue-wide counts a compact catalog.json carries (`CompactFacts`), tallied from every
 * product's summary in catalogue order: listable products per category and the price epochs. What
 * it holds is bounded by the categories and the price windows, not by the products.
 */
export class CompactTally {
  readonly #categories: readonly Category[];
  readonly #listedIn;
  readonly #counts = new Map<number, number>();
  readonly #changes = new Set<number>();
  /** Products counted, and of them the listable ones. */
  products = 0;
  listed = 0;

  constructor(categories: readonly Category[]) {
    this.#categories = categories;
    this.#listedIn = listingCategories(new Map(categories.map((c) => [c.id, c])));
  }

  /** Counts the next product; whether it is listable. */
  add(p: ProductSummary): boolean {
    this.products++;
    if (!isListable(p)) return false;
    for (const id of this.#listedIn(p)) this.#counts.set(id, (this.#counts.get(id) ?? 0) + 1);
    for (const moment of specialWindowMoments(p) ?? []) this.#changes.add(moment);
    this.listed++;
    return true;
  }

  facts(): Pick<CompactFacts, "products" | "categoryCounts" | "priceChanges"> {
    const categoryCounts: Record<string, number> = {};
    for (const category of this.#categories) {
      const count = this.#counts.get(category.id) ?? 0;
      if (count > 0) categoryCounts[String(category.id)] = count;
    }
    return {
      products: this.products,
      categoryCounts,
      priceChanges: [...this.#changes].filter(Number.isFinite).sort((a, b) => a - b),
    };
  }
}

/**
 * The compact layout's parts other than the shards' products: fed every product's summary in
 * catalogue order (`add`), it writes the sitemap files as it goes and the key files at the end
 * (`finish`), and tells each shard which summaries to carry (`shardSummaries`). The keys wait in the
 * scratch store; what it holds itself is bounded by the categories and the price windows.
 */
export class CompactLayout {
  readonly #products: StoredProducts;
  readonly #versionDir: string;
  readonly #keyShardCount: number;
  readonly #tally: CompactTally;
  /**
   * Sku by key. An id names the last product listed with it (ranked by place); a url the first,
   * unless a visible product comes after an invisible variant with the same one (ranked by
   * visibility), as the full layout's maps hold them (catalog-data.ts).
   */
  readonly #keys: ShardedKeys;
  #entries: ProductSitemapFile["entries"] = [];
  #sitemapFiles = 0;

  constructor(products: StoredProducts, categories: readonly Category[], keyShardCount: number, versionDir: string) {
    this.#products = products;
    this.#versionDir = versionDir;
    this.#keyShardCount = keyShardCount;
    this.#tally = new CompactTally(categories);
    this.#keys = new ShardedKeys(products.scratch, "url_key");
  }

  /** The next product's summary, in catalogue order. */
  async add(p: ProductSummary): Promise<void> {
    const listable = this.#tally.add(p);
    const put = (key: string, rank: number) => this.#keys.put(key, shardOf(key, this.#keyShardCount), p.sku, rank);
    put(productKey.id(p.id), this.#tally.products);
    const visible = p.visibility > 1 ? 1 : 0;
    for (const code of STORE_CODES) {
      const urlPath = normalizeUrlPath(p.urlPath[code]);
      if (urlPath) put(productKey.path(code, urlPath), visible);
      const key = productUrlKey(p, code).toLowerCase();
      if (key) put(productKey.urlKey(code, key), visible);
    }
    if (!listable) return;
    this.#entries.push({
      urls: Object.fromEntries(STORE_CODES.map((code) => [code, productUrl(code, p)])) as Localized,
      lastmod: p.updatedAt.slice(0, 10),
    });
    if (this.#entries.length === SITEMAP_ENTRIES_PER_FILE) await this.#writeSitemapFile();
  }

  /** A shard's summaries: its products' own (given, in order), then those of every product their pages show. */
  shardSummaries(products: readonly Product[], own: readonly ProductSummary[]): ProductSummary[] {
    const summaries = [...own];
    const skus = new Set(own.map((s) => s.sku));
    for (const product of products)
      for (const sku of shownSkus(product)) {
        if (skus.has(sku)) continue;
        skus.add(sku);
        const summary = this.#products.summaryOf(sku);
        if (summary) summaries.push(summary);
      }
    return summaries;
  }

  /** Writes the key files and the last sitemap file; the facts catalog.json carries. */
  async finish(): Promise<CompactFacts> {
    if (this.#entries.length > 0 || this.#sitemapFiles === 0) await this.#writeSitemapFile();
    await mkdir(path.dirname(path.join(this.#versionDir, keyFile(0))), { recursive: true });
    for (let shard = 0; shard < this.#keyShardCount; shard++) {
      const skus = this.#keys.shard(shard);
      await writeFile(path.join(this.#versionDir, keyFile(shard)), asciiJson({ skus } satisfies KeyFile));
    }
    return {
      ...this.#tally.facts(),
      keyShardCount: this.#keyShardCount,
      sitemap: { products: this.#tally.listed, perFile: SITEMAP_ENTRIES_PER_FILE },
    };
  }

  async #writeSitemapFile(): Promise<void> {
    const file = path.join(this.#versionDir, productSitemapFile(this.#sitemapFiles++));
    if (this.#sitemapFiles === 1) await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, asciiJson({ entries: this.#entries } satisfies ProductSitemapFile));
    this.#entries = [];
  }
}

/**
 * Rewrites a full snapshot's version folder as a compact one, in place. Idempotent: a compact folder
 * is left as it is. Returns the number of key files written (0 when it was compact already).
 */
export async function compactSnapshot(versionDir: string): Promise<number> {
  const catalogPath = path.join(versionDir, "catalog.json");
  const file = JSON.parse(await readFile(catalogPath, "utf8")) as CatalogFile;
  if (file.compact) return 0;
  const scratch = new ImportScratch();
  try {
    const stored = new StoredProducts(scratch);
    const layout = new CompactLayout(stored, file.categories, file.shardCount, versionDir);
    // A shard's products are the catalogue's products of its skus, in catalogue order.
    const positions: number[][] = Array.from({ length: file.shardCount }, () => []);
    for (const [seq, summary] of file.products.entries()) {
      stored.putSummary(seq, summary.sku, JSON.stringify(summary));
      positions[shardOf(summary.sku, file.shardCount)]!.push(seq);
      await layout.add(summary);
    }
    scratch.commit();
    for (let shard = 0; shard < file.shardCount; shard++) {
      const shardPath = path.join(versionDir, shardFile(shard));
      const content = JSON.parse(await readFile(shardPath, "utf8")) as ShardFile;
      const places = positions[shard]!;
      const own = places.map((seq) => file.products[seq]!);
      const compacted: ShardFile = {
        ...content,
        summaries: layout.shardSummaries(content.products, own),
        positions: places,
      };
      await writeFile(shardPath, asciiJson(compacted));
    }
    const compact = await layout.finish();
    await writeFile(catalogPath, asciiJson({ ...file, products: [], compact } satisfies CatalogFile));
  } finally {
    scratch.close();
  }
  // The in-isolate tier's files: nothing in a compact deploy reads them.
  await rm(path.join(versionDir, LISTING_FILE), { force: true });
  for (const code of STORE_CODES) await rm(path.join(versionDir, searchIndexFile(code)), { force: true });
  return file.shardCount;
}
