import type { Category, ProductSummary } from "../../schema/catalog/snapshot";
import type { StoreCode } from "../../domain/store-views";
import { normalizeUrlPath } from "./catalog-data";
import type { LoadedCatalog } from "./loader";
import { summaryOf } from "./product-lookup";

type Catalog = Pick<LoadedCatalog, "data" | "products">;

export type ResolvedUrl =
  { type: "product"; product: ProductSummary; childSku: string | null } | { type: "category"; category: Category };

/**
 * SPEC §2 unknown-URL resolution, catalogue part, in order: a product by its url path (or the last
 * segment as url key), then a category by url path unless its display mode is PAGE. A variant
 * (visibility 1) resolves to its configurable parent with the variant chosen. CMS stories and
 * redirects come after this, elsewhere.
 */
export async function resolveCatalogUrl(
  catalog: Catalog,
  store: StoreCode,
  path: string,
  parentOfChild: (sku: string) => Promise<string | null>,
): Promise<ResolvedUrl | null> {
  const key = normalizeUrlPath(path);
  if (!key) return null;
  const product = await catalog.products.atUrl(store, key);
  if (product) {
    const asProduct = await productOrParent(catalog, product, parentOfChild);
    if (asProduct) return asProduct;
  }
  const category = catalog.data.categoriesByUrlPath[store].get(key);
  if (category && category.displayMode !== "PAGE" && category.isActive) return { type: "category", category };
  return null;
}

/** A listable product as itself; a variant as its parent with the variant chosen; anything else: null. */
export async function productOrParent(
  catalog: Catalog,
  product: ProductSummary,
  parentOfChild: (sku: string) => Promise<string | null>,
): Promise<Extract<ResolvedUrl, { type: "product" }> | null> {
  if (product.visibility > 1) return { type: "product", product, childSku: null };
  const parentSku = await parentOfChild(product.sku);
  const parent = parentSku ? await summaryOf(catalog.products, parentSku) : undefined;
  return parent ? { type: "product", product: parent, childSku: product.sku } : null;
}
