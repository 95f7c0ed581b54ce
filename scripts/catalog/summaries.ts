/**
 * Product summaries: what listings, search, URL resolution and (in the compact layout) product pages
 * read of a product, made from the full product by the snapshot writer (ProductSummary in
 * schema/catalog/files.ts; CATALOG_FORMAT names their shape).
 */
import { STORE_CODES } from "../../domain/store-views";
import {
  ATTRIBUTE_VALUE_SEPARATOR,
  lastPathSegment,
  type Product,
  type ProductSummary,
} from "../../schema/catalog/snapshot";
import { isAvailable } from "./import/scratch";

/** The summary of a product that listings, search and URL resolution use. */
export function summarize(product: Product): ProductSummary {
  const attributes: Record<string, string[]> = {};
  const add = (code: string, value: string) => {
    const list = (attributes[code] ??= []);
    if (!list.includes(value)) list.push(value);
  };
  for (const [code, values] of Object.entries(product.attributes)) for (const v of values) add(code, v);
  const enabledChildren = product.children.filter((c) => c.status === 1);
  for (const child of enabledChildren) for (const [code, value] of Object.entries(child.options)) add(code, value);
  const inStock =
    product.type === "configurable" ? enabledChildren.some((c) => c.stock.isInStock) : product.stock.isInStock;
  return {
    id: product.id,
    sku: product.sku,
    type: product.type,
    status: product.status,
    visibility: product.visibility,
    name: product.name,
    ...(STORE_CODES.every((code) => product.urlKey[code] === lastPathSegment(product.urlPath[code]))
      ? {}
      : { urlKey: product.urlKey }),
    urlPath: product.urlPath,
    categoryIds: product.categoryIds,
    categoryPositions: product.categoryPositions,
    brand: product.brand,
    price: product.price,
    specialPrice: product.specialPrice,
    specialFrom: product.specialFrom,
    specialTo: product.specialTo,
    taxClassId: product.taxClassId,
    isNew: product.isNew,
    onSale: product.onSale,
    image: product.image,
    hoverImage: product.gallery.find((g) => g.image !== product.image)?.image ?? null,
    ...colorImagesOf(product, enabledChildren),
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([code, values]) => [code, values.join(ATTRIBUTE_VALUE_SEPARATOR)]),
    ),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    inStock,
  };
}

/** The first enabled variant's image per colour, when some colour's differs from the product's own image. */
function colorImagesOf(product: Product, children: Product["children"]): { colorImages?: Record<string, string> } {
  const images: Record<string, string> = {};
  for (const child of children) {
    const color = child.options.color;
    if (color !== undefined && child.image && !(color in images)) images[color] = child.image;
  }
  return Object.values(images).some((image) => image !== product.image) ? { colorImages: images } : {};
}

/**
 * A product's summary; a bundle is in stock only as it comes by default: its default items in
 * stock, and each required option with an item in stock (a gift box whose default scarf is sold out
 * is not listed as available). `available` says whether the product a sku names is enabled and in stock.
 */
export function summarizeIn(product: Product, available: (sku: string) => boolean): ProductSummary {
  const summary = summarize(product);
  if (product.type !== "bundle" || !summary.inStock) return summary;
  const inStock = product.bundleOptions.every(
    (o) =>
      o.links.every((l) => !l.isDefault || available(l.sku)) && (!o.required || o.links.some((l) => available(l.sku))),
  );
  return { ...summary, inStock };
}

/** Summaries of all products (summarizeIn, with the last product of a sku answering for it). */
export function summarizeAll(products: Product[]): ProductSummary[] {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const available = (sku: string) => {
    const p = bySku.get(sku);
    return p !== undefined && isAvailable(p);
  };
  return products.map((product) => summarizeIn(product, available));
}
