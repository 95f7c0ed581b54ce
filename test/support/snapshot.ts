/** Reads the catalogue snapshot the tests' worker serves (dist/client/catalog), to pick real products. */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  shardFile,
  shardOf,
  type Catalog,
  type CatalogFile,
  type Product,
  type ProductSummary,
  type SnapshotManifest,
} from "../../schema/catalog/snapshot";

const ROOT = path.resolve(import.meta.dirname, "../../dist/client/catalog");

export interface ShippedSnapshot {
  manifest: SnapshotManifest;
  catalog: CatalogFile;
  product(sku: string): Product;
  /** Listed products (enabled, visible in the catalogue). */
  listed: ProductSummary[];
  /** The first full product matching a predicate (scans shards). */
  find(predicate: (p: Product) => boolean): Product;
  /** The catalogue it was written from (its products in catalogue order, as the snapshot writer takes it). */
  toCatalog(): Catalog;
}

export function shippedSnapshot(): ShippedSnapshot {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "manifest.json"), "utf8")) as SnapshotManifest;
  const base = path.join(ROOT, manifest.path);
  const catalog = JSON.parse(readFileSync(path.join(base, "catalog.json"), "utf8")) as CatalogFile;
  const shards = new Map<number, Product[]>();
  const shard = (n: number) => {
    if (!shards.has(n))
      shards.set(
        n,
        (JSON.parse(readFileSync(path.join(base, shardFile(n)), "utf8")) as { products: Product[] }).products,
      );
    return shards.get(n)!;
  };
  const product = (sku: string) => {
    const found = shard(shardOf(sku, catalog.shardCount)).find((p) => p.sku === sku);
    if (!found) throw new Error(`no product ${sku} in the snapshot`);
    return found;
  };
  return {
    manifest,
    catalog,
    product,
    listed: catalog.products.filter((p) => p.status === 1 && p.visibility >= 2),
    find: (predicate) => {
      for (let n = 0; n < catalog.shardCount; n++) {
        const hit = shard(n).find(predicate);
        if (hit) return hit;
      }
      throw new Error("no product in the snapshot matches");
    },
    toCatalog: () => ({
      source: catalog.source,
      rootCategoryId: catalog.rootCategoryId,
      categories: catalog.categories,
      attributes: catalog.attributes,
      taxRules: catalog.taxRules,
      products: catalog.products.map((s) => product(s.sku)),
    }),
  };
}
