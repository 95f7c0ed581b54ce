/**
 * The storefront's URLs (SPEC §2), built in one place for the worker, the client and the scripts:
 * every path carries the store view's prefix ("" for nl, "/de", "/en").
 */
import type { Category, ProductSummary } from "../schema/catalog/snapshot";
import { productUrlKey } from "../schema/catalog/files";
import { getStoreView, type StoreCode } from "./store-views";

/** Prefixes an in-store path with the store's prefix: `storePath("de", "/c/x")` → `/de/c/x`. */
export function storePath(code: StoreCode, path: string): string {
  const prefix = getStoreView(code).prefix;
  if (path === "/" || path === "") return prefix || "/";
  return `${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The product page URL: /p/{parentSku}/{slug}[/{childSku}] under the store prefix. */
export function productUrl(
  code: StoreCode,
  product: Pick<ProductSummary, "sku" | "urlKey" | "urlPath">,
  childSku?: string | null,
): string {
  const sku = encodeURIComponent(product.sku);
  const slug = encodeURIComponent(productUrlKey(product, code) || "product");
  return storePath(code, `/p/${sku}/${slug}${childSku ? `/${encodeURIComponent(childSku)}` : ""}`);
}

/** A category's own URL in a store view: its url path (URL dispatching on, SPEC §2). */
export function categoryUrl(category: Pick<Category, "urlPath">, code: StoreCode): string {
  return storePath(code, `/${category.urlPath[code]}`);
}

/** The same in-store path under every store prefix (hreflang alternates). */
export function storeAlternates(path: string, codes: readonly StoreCode[]): Record<StoreCode, string> {
  return Object.fromEntries(codes.map((code) => [code, storePath(code, path)])) as Record<StoreCode, string>;
}
