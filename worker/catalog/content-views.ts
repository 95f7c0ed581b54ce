/**
 * What the content feature needs of the catalogue (through index.ts): product tiles for CMS product
 * blocks, the category tree for a menu when the CMS has none, and every URL for the sitemap.
 */
import type { ProductTile } from "../../schema/api/catalog";
import { ROOT_CATEGORY_ID } from "../../schema/constants";
import type { Category, ProductSitemapFile } from "../../schema/catalog/snapshot";
import { productSitemapFile } from "../../schema/catalog/shard";
import { STORE_CODES, type StoreCode, type StoreView } from "../../domain/store-views";
import { categoryUrl, productUrl } from "../../domain/urls";
import { isListable, normalizeUrlPath } from "./catalog-data";
import type { LoadedCatalog } from "./loader";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { runSearch } from "./search-run";
import { toTile } from "./search/tiles";
import type { PriorPrices } from "./price-history";

/**
 * Tiles of listable products: the given skus in their order, else the first of a category (its url
 * path) as its listing shows them (in stock, in merchandising order, from whichever search tier answers).
 */
export async function productTilesFor(
  c: Context<AppEnv>,
  catalog: LoadedCatalog,
  store: StoreView,
  query: { skus: string[]; category?: string; limit: number },
  prior: PriorPrices | null = null,
  now = new Date(),
): Promise<ProductTile[]> {
  const { data } = catalog;
  const named = await catalog.products.bySkus(query.skus);
  const products = query.skus.map((sku) => named.get(sku)).filter((p) => p !== undefined && isListable(p));
  if (products.length > 0 || !query.category)
    return products.slice(0, query.limit).map((p) => toTile(data, store, p!, now, [], prior));
  const category = data.categoriesByUrlPath[store.code].get(normalizeUrlPath(query.category));
  if (!category) return [];
  return categoryTiles(c, catalog, category.id, query.limit, store.code);
}

/**
 * The first `size` tiles of a category's listing, as its listing shows them (in merchandising order,
 * from whichever search tier answers). Rejects when no tier can answer (the search database down
 * on a compact snapshot).
 */
export async function categoryTiles(
  c: Context<AppEnv>,
  catalog: LoadedCatalog,
  categoryId: number,
  size: number,
  code: StoreCode,
): Promise<ProductTile[]> {
  const listing = await runSearch(c, catalog, { category: categoryId, size }, code);
  return listing.items.slice(0, size);
}

export interface CategoryNode {
  id: number;
  name: string;
  url: string;
  children: CategoryNode[];
}

/** The menu's categories: active top-level categories in menu order with their active children. */
export function categoryTree(catalog: LoadedCatalog, code: StoreCode): CategoryNode[] {
  const { data } = catalog;
  const node = (c: Category, depth: number): CategoryNode => ({
    id: c.id,
    name: c.name[code],
    url: categoryUrl(c, code),
    children:
      depth > 0
        ? (data.childCategories.get(c.id) ?? []).filter((x) => x.includeInMenu).map((x) => node(x, depth - 1))
        : [],
  });
  const root = data.file.rootCategoryId ?? ROOT_CATEGORY_ID;
  return (data.childCategories.get(root) ?? []).filter((c) => c.includeInMenu).map((c) => node(c, 1));
}

/** A category's meta description in a store view, when the catalogue has one. */
export function categoryMeta(catalog: LoadedCatalog, id: number, code: StoreCode) {
  const c = catalog.data.categoriesById.get(id);
  return c ? { description: c.metaDescription?.[code] || null, count: catalog.data.categoryProducts.count(id) } : null;
}

/** One page of the sitemap: the same page in every store view. */
export type SitemapEntry = { urls: Record<StoreCode, string>; lastmod?: string };

/** The products' sitemap entries: how many, and a range of them (read from the snapshot's files when compact). */
export interface ProductSitemap {
  count: number;
  slice(from: number, to: number): Promise<SitemapEntry[]>;
}

/** Listable categories and products as sitemap entries (categories first). */
export function catalogSitemapEntries(catalog: LoadedCatalog): {
  categories: SitemapEntry[];
  products: ProductSitemap;
} {
  const { data } = catalog;
  const per = (make: (code: StoreCode) => string) =>
    Object.fromEntries(STORE_CODES.map((code) => [code, make(code)])) as Record<StoreCode, string>;
  const categories = data.file.categories
    .filter((c) => c.isActive && c.level >= 2 && c.displayMode !== "PAGE" && STORE_CODES.every((s) => c.urlPath[s]))
    .map((c) => ({ urls: per((code) => categoryUrl(c, code)) }));
  return { categories, products: data.compact ? compactProductSitemap(catalog) : fullProductSitemap(catalog) };
}

function fullProductSitemap({ data }: LoadedCatalog): ProductSitemap {
  const listed = data.file.products.filter(isListable);
  return {
    count: listed.length,
    slice: (from, to) =>
      Promise.resolve(
        listed.slice(from, to).map((p) => ({
          urls: Object.fromEntries(STORE_CODES.map((code) => [code, productUrl(code, p)])) as Record<StoreCode, string>,
          lastmod: p.updatedAt.slice(0, 10),
        })),
      ),
  };
}

/** A compact snapshot's entries, from the files the build wrote (compact.ts), only those a range needs. */
function compactProductSitemap(catalog: LoadedCatalog): ProductSitemap {
  const { products: count, perFile } = catalog.data.compact!.sitemap;
  return {
    count,
    async slice(from, to) {
      const first = Math.floor(from / perFile);
      const last = Math.floor((Math.max(from, to) - 1) / perFile);
      const parts = await Promise.all(
        Array.from({ length: Math.max(0, last - first + 1) }, (_, i) =>
          catalog.read<ProductSitemapFile>(productSitemapFile(first + i)),
        ),
      );
      return parts.flatMap((part) => part.entries).slice(from - first * perFile, to - first * perFile);
    },
  };
}
