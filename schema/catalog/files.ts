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

/** What listings, search and URL resolution need of a product; the rest stays in its shard. */
export interface ProductSummary {
  id: number;
  sku: string;
  type: ProductType;
  status: number;
  visibility: number;
  name: Localized;
  urlKey: Localized;
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
  /** Filterable values of the product and of its enabled variants, by attribute code. */
  attributes: Record<string, string[]>;
  createdAt: string;
  updatedAt: string;
  /** In stock in the snapshot: the product itself, or any enabled variant of a configurable. */
  inStock: boolean;
}

export interface CatalogFile {
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
  products: ProductSummary[];
}

export interface ShardFile {
  products: Product[];
}

export interface ChildIndexFile {
  /** Child sku → parent sku. */
  children: Record<string, string>;
}
