import type { Attribute, CatalogFile, Category, CompactFacts, ProductSummary } from "../../schema/catalog/snapshot";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { builtOnFirstRead } from "../../schema/built-on-first-read";
import { CATALOG_FORMAT, productUrlKey } from "../../schema/catalog/files";

type PerStore<T> = Record<StoreCode, T>;

/**
 * The loaded catalogue snapshot with its lookup maps (ARCHITECTURE §5): products by sku, id and
 * url path; categories by id, url path and slug; the category tree; attributes by code and id.
 * Built once per isolate and never changed afterwards.
 */
export interface CatalogData {
  file: CatalogFile;
  /**
   * A compact snapshot's catalogue-wide facts (scripts/catalog/compact.ts), or null for a full one.
   * A compact snapshot holds no summaries here: the product maps and category lists below are empty,
   * summaries come through the ProductLookup, and search and listings from the libSQL tier.
   */
  compact: CompactFacts | null;
  productsBySku: Map<string, ProductSummary>;
  productsById: Map<number, ProductSummary>;
  productsByUrlPath: PerStore<Map<string, ProductSummary>>;
  /** By url key (the last path segment), first visible product wins. */
  productsByUrlKey: PerStore<Map<string, ProductSummary>>;
  categoriesById: Map<number, Category>;
  categoriesByUrlPath: PerStore<Map<string, Category>>;
  categoriesBySlug: PerStore<Map<string, Category>>;
  /** Active children per parent id, by position. */
  childCategories: Map<number, Category[]>;
  /** Products of each category and its descendants (anchor behaviour), in category position order. */
  categoryProducts: CategoryProducts;
  attributesByCode: Map<string, Attribute>;
  attributesById: Map<number, Attribute>;
}

/** One value per store view, made on first access: a request needs its own store view's only. */
function lazyPerStore<T>(make: (code: StoreCode) => T): PerStore<T> {
  return builtOnFirstRead(Object.fromEntries(STORE_CODES.map((code) => [code, () => make(code)])) as PerStore<() => T>);
}

/** Lower-cased, without slashes at the ends or a trailing .html: how URLs are compared. */
export function normalizeUrlPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .replace(/\.html$/i, "")
    .toLowerCase();
}

/** The /c/{slug} slug: the url key, plus the id when two categories share a url key (as VSF does). */
export function categorySlug(category: Category, store: StoreCode, unique: boolean): string {
  return unique ? category.urlKey[store] : `${category.urlKey[store]}-${category.id}`;
}

/** Listed in category pages and search: enabled and visible in the catalogue (SPEC §5: visibility 2, 3, 4). */
export function isListable(p: ProductSummary): boolean {
  return p.status === 1 && p.visibility >= 2;
}

export function buildCatalogData(file: CatalogFile): CatalogData {
  // Summaries of another shape would be misread, not rejected, further on (ProductSummary).
  if (file.format !== CATALOG_FORMAT)
    throw new Error(`its products are summarised in format ${file.format ?? 1}, this worker reads ${CATALOG_FORMAT}`);
  const productsBySku = new Map<string, ProductSummary>();
  const productsById = new Map<number, ProductSummary>();
  // A visible product wins a url over an invisible variant with the same one.
  const claim = (map: Map<string, ProductSummary>, key: string, p: ProductSummary) => {
    const existing = map.get(key);
    if (key && (!existing || (existing.visibility === 1 && p.visibility > 1))) map.set(key, p);
  };
  const productsByUrlPath = lazyPerStore((code) => {
    const map = new Map<string, ProductSummary>();
    for (const p of file.products) claim(map, normalizeUrlPath(p.urlPath[code]), p);
    return map;
  });
  const productsByUrlKey = lazyPerStore((code) => {
    const map = new Map<string, ProductSummary>();
    for (const p of file.products) claim(map, productUrlKey(p, code).toLowerCase(), p);
    return map;
  });
  for (const p of file.products) {
    productsBySku.set(p.sku, p);
    productsById.set(p.id, p);
  }

  const categoriesById = new Map(file.categories.map((c) => [c.id, c]));
  const categoriesByUrlPath = lazyPerStore((code) => {
    const map = new Map<string, Category>();
    for (const c of file.categories) if (c.urlPath[code]) map.set(normalizeUrlPath(c.urlPath[code]), c);
    return map;
  });
  const categoriesBySlug = lazyPerStore((code) => {
    const keyCount = new Map<string, number>();
    for (const c of file.categories) keyCount.set(c.urlKey[code], (keyCount.get(c.urlKey[code]) ?? 0) + 1);
    const map = new Map<string, Category>();
    for (const c of file.categories) {
      map.set(`${c.urlKey[code]}-${c.id}`.toLowerCase(), c);
      if (keyCount.get(c.urlKey[code]) === 1) map.set(c.urlKey[code].toLowerCase(), c);
    }
    return map;
  });

  const childCategories = new Map<number, Category[]>();
  for (const c of file.categories) {
    if (c.parentId === null || !c.isActive) continue;
    const list = childCategories.get(c.parentId) ?? [];
    list.push(c);
    childCategories.set(c.parentId, list);
  }
  for (const list of childCategories.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);

  const categoryProducts = new CategoryProducts(file.compact?.categoryCounts);
  const listedIn = listingCategories(categoriesById);
  file.products.forEach((p) => {
    if (!isListable(p)) return;
    for (const id of listedIn(p)) categoryProducts.add(id, p);
  });

  return {
    file,
    compact: file.compact ?? null,
    productsBySku,
    productsById,
    productsByUrlPath,
    productsByUrlKey,
    categoriesById,
    categoriesByUrlPath,
    categoriesBySlug,
    childCategories,
    categoryProducts,
    attributesByCode: new Map(file.attributes.map((a) => [a.code, a])),
    attributesById: new Map(file.attributes.map((a) => [a.id, a])),
  };
}

/**
 * The categories a product is listed in: each of its categories and their ancestors, each once (a
 * category page lists its descendants' products too).
 */
export function listingCategories(
  categoriesById: ReadonlyMap<number, Category>,
): (product: Pick<ProductSummary, "categoryIds">) => number[] {
  const ancestorCache = new Map<number, number[]>();
  const ancestors = (id: number): number[] => {
    const known = ancestorCache.get(id);
    if (known) return known;
    const chain: number[] = [];
    let current = categoriesById.get(id);
    while (current && !chain.includes(current.id)) {
      chain.push(current.id);
      current = current.parentId === null ? undefined : categoriesById.get(current.parentId);
    }
    ancestorCache.set(id, chain);
    return chain;
  };
  return (product) => {
    if (product.categoryIds.length === 1) return ancestors(product.categoryIds[0]!);
    // A handful of ids: a list is quicker to check than a Set is to build (this runs per product on a cold start).
    const ids: number[] = [];
    for (const direct of product.categoryIds) for (const id of ancestors(direct)) if (!ids.includes(id)) ids.push(id);
    return ids;
  };
}

/** A category's ancestors from the top level down to itself, skipping the root levels (SPEC breadcrumbs). */
export function categoryTrail(data: CatalogData, categoryId: number): Category[] {
  const trail: Category[] = [];
  let current = data.categoriesById.get(categoryId);
  while (current && current.level >= 2 && !trail.includes(current)) {
    trail.unshift(current);
    current = current.parentId === null ? undefined : data.categoriesById.get(current.parentId);
  }
  return trail;
}

/** The label of an attribute option in a store view's language, or the raw value. */
export function optionLabel(data: CatalogData, code: string, value: string, store: StoreCode): string {
  const option = data.attributesByCode.get(code)?.options.find((o) => o.value === value);
  return option?.label[store] || value;
}

/**
 * The listable products of each category and its descendants. Ordered by category position on a
 * category's first read: an isolate's first page needs one category's order (a search page none),
 * so ordering them all when the catalogue loads would lengthen every cold start.
 */
export class CategoryProducts {
  readonly #lists = new Map<number, ProductSummary[]>();
  readonly #ordered = new Set<number>();
  /** A compact snapshot's counts (it has no lists). */
  readonly #counts: Readonly<Record<string, number>> | undefined;

  constructor(counts?: Readonly<Record<string, number>>) {
    this.#counts = counts;
  }

  add(categoryId: number, product: ProductSummary): void {
    const list = this.#lists.get(categoryId);
    if (list) list.push(product);
    else this.#lists.set(categoryId, [product]);
  }

  /** How many listable products the category has (itself and its descendants). */
  count(categoryId: number): number {
    return this.#counts ? (this.#counts[String(categoryId)] ?? 0) : (this.#lists.get(categoryId)?.length ?? 0);
  }

  /** The category's products in category position order (then id), or undefined for a category without any. */
  get(categoryId: number): readonly ProductSummary[] | undefined {
    const list = this.#lists.get(categoryId);
    if (list && !this.#ordered.has(categoryId)) {
      const key = String(categoryId);
      const position = (p: ProductSummary) => p.categoryPositions[key] ?? Number.MAX_SAFE_INTEGER;
      const keyed = list.map((p) => ({ p, at: position(p) }));
      keyed.sort((a, b) => a.at - b.at || a.p.id - b.p.id);
      keyed.forEach((k, i) => (list[i] = k.p));
      this.#ordered.add(categoryId);
    }
    return list;
  }
}
