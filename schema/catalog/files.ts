import type { Attribute } from "./attribute";
import type { Category } from "./category";
import type { Localized } from "./localized";
import type { Product, ProductType } from "./product";
import type { TaxRule } from "./tax-rule";

/**
 * The files of a written snapshot, as the worker reads them:
 *   catalog/manifest.json                  SnapshotManifest (which version is current)
 *   catalog/v/<version>/catalog.json       CatalogFile: categories, attributes, tax rules, product summaries
 *   catalog/v/<version>/products/NNN.json  ShardFile: full products, by shardOf(sku)
 *   catalog/v/<version>/children/NNN.json  ChildIndexFile: child sku → parent sku, by shardOf(child sku)
 *   catalog/v/<version>/media/…            image variants (schema/catalog/media.ts)
 *   catalog/v/<version>/swatches.css       swatch colours as classes, written at ship time (./swatches.ts)
 */
export interface SnapshotManifest {
  version: string;
  createdAt: string;
  source: string;
  /** Folder of this version, relative to catalog/: "v/<version>". */
  path: string;
  counts: {
    products: number;
    children: number;
    categories: number;
    attributes: number;
    taxRules: number;
    images: number;
  };
}

/**
 * What listings, search and URL resolution need of a product; the rest stays in its shard.
 *
 * Written for an isolate's first page, which parses all of them (catalog.json, 12 MB at 10k
 * products): every object and array in it is one more for JSON.parse to build and for the
 * collector to copy while the isolate starts. So a url key that is its url path's last segment (as
 * nearly every one is) is left out, and each attribute's values are one comma-separated text, not
 * an array; read them with `productUrlKey` and `attributeValues`. In a fresh workerd, fetching and
 * parsing the 10k demo catalogue went from 114 to 85 ms (median of 11 fresh processes).
 */
export interface ProductSummary {
  id: number;
  sku: string;
  type: ProductType;
  status: number;
  visibility: number;
  name: Localized;
  /** Left out when it is the last segment of `urlPath` in every store view: read with `productUrlKey`. */
  urlKey?: Localized;
  urlPath: Localized;
  categoryIds: number[];
  categoryPositions: Record<string, number>;
  brand: string | null;
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  taxClassId: number;
  isNew: boolean;
  onSale: boolean;
  image: string | null;
  /** The second gallery image, shown when a tile is hovered. */
  hoverImage: string | null;
  /** A configurable's image per colour value, when its variants have their own (a tile filtered by colour shows that colour). */
  colorImages?: Record<string, string>;
  /**
   * Filterable values of the product and of its enabled variants, by attribute code, joined with
   * ATTRIBUTE_VALUE_SEPARATOR (an option value never contains it): read with `attributeValues`.
   */
  attributes: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  /** In stock in the snapshot: the product itself, or any enabled variant of a configurable. */
  inStock: boolean;
}

/**
 * The shape of catalog.json's product summaries; bumped when it changes. A snapshot written in an
 * older one is summarised again from its shards when it is shipped (scripts/catalog/ship.ts), and
 * the worker refuses a catalogue of another format rather than misread it.
 * 1 (no `format` field): url keys always written, attribute values as arrays.
 */
export const CATALOG_FORMAT = 2;

/** Joins an attribute's values in a product summary; option values never contain it (the importers split on it). */
export const ATTRIBUTE_VALUE_SEPARATOR = ",";

const NO_VALUES: readonly string[] = Object.freeze([]);

/** An attribute's values from their text in a summary (not empty). */
export function splitAttributeValues(text: string): string[] {
  return text.split(ATTRIBUTE_VALUE_SEPARATOR);
}

/** A summary's values of one attribute (option value ids), in the order written; empty when it has none. */
export function attributeValues(summary: Pick<ProductSummary, "attributes">, code: string): readonly string[] {
  const text = summary.attributes[code];
  return text ? splitAttributeValues(text) : NO_VALUES;
}

/**
 * The products a product page shows beside itself (grouped and bundle items, colour siblings, the
 * merchandising links "Complete the look" starts from): every sku whose summary it reads. A compact
 * snapshot's shard carries these summaries (scripts/catalog/compact.ts), so the page reads one shard.
 */
export function shownSkus(product: Pick<Product, "sku" | "links" | "bundleOptions">): string[] {
  return [
    product.sku,
    ...product.links.map((l) => l.sku),
    ...product.bundleOptions.flatMap((o) => o.links.map((l) => l.sku)),
  ];
}

/** The url path's last segment: the url key a summary leaves out when it is this. */
export function lastPathSegment(urlPath: string): string {
  return urlPath.slice(urlPath.lastIndexOf("/") + 1);
}

/** A product's url key in a store view: its own when written, else its url path's last segment. */
export function productUrlKey(
  product: { urlKey?: Localized | undefined; urlPath: Localized },
  code: keyof Localized,
): string {
  return product.urlKey ? product.urlKey[code] : lastPathSegment(product.urlPath[code]);
}

export interface CatalogFile {
  /** CATALOG_FORMAT when written (files of format 1 have no such field: the worker refuses them). */
  format: number;
  version: string;
  source: string;
  createdAt: string;
  rootCategoryId: number;
  shardCount: number;
  /** Whether image variants were generated (without them pages show a neutral placeholder). */
  media: boolean;
  categories: Category[];
  attributes: Attribute[];
  taxRules: TaxRule[];
  /** Every product's summary; empty in a compact snapshot, whose summaries are in the shards. */
  products: ProductSummary[];
  /**
   * Present in a compact snapshot (the one a shop searching on the libSQL tier ships, at any size):
   * what the worker needs of all products without holding their summaries.
   */
  compact?: CompactFacts;
}

/**
 * The catalogue-wide facts a compact snapshot keeps in catalog.json: a few numbers per category and
 * per price window, not per product, so it stays small at any catalogue size.
 */
export interface CompactFacts {
  /** How many products the snapshot has (parents and variants). */
  products: number;
  /** Listable products per category id, itself and its descendants (what a category page counts). */
  categoryCounts: Record<string, number>;
  /** Every moment (ms, ascending) a special window opens or closes: the catalogue's price epochs. */
  priceChanges: number[];
  /** How many key files (`keyFile`) map ids and urls to skus. */
  keyShardCount: number;
  /** The listable products' sitemap entries: how many, in files (`productSitemapFile`) of `perFile` each. */
  sitemap: { products: number; perFile: number };
}

/** Compact snapshots: a part of the products' sitemap entries, in catalogue order. */
export interface ProductSitemapFile {
  entries: { urls: Localized; lastmod: string }[];
}

export interface ShardFile {
  products: Product[];
  /**
   * Compact snapshots: the summaries of this shard's products and of every product their pages show
   * (colour siblings, merchandising links, grouped and bundle items), so a product page reads one shard.
   */
  summaries?: ProductSummary[];
  /**
   * Compact snapshots: each product's place in the catalogue (0 for its first product), in the
   * order of `products`, whose summaries are the first of `summaries`: what puts the catalogue back
   * together in order (the search tier's seed) from shards filed by sku.
   */
  positions?: number[];
}

/** Compact snapshots: sku by key, where a key is `id:<id>`, `<store>:p:<url path>` or `<store>:k:<url key>`. */
export interface KeyFile {
  skus: Record<string, string>;
}

export interface ChildIndexFile {
  /** Child sku → parent sku. */
  children: Record<string, string>;
}
