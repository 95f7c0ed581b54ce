import type { Product } from "../../schema/catalog/snapshot";
import type { StoreView } from "../../domain/store-views";
import { storePrice, type PriceFields, type StorePrice } from "../../domain/pricing/store-price";
import { productUrl } from "../../domain/urls";
import type { Database } from "../db/client";
import { readStock, type StockItem } from "../inventory";
import type { CatalogAccess } from "./context";

/**
 * Something a shopper can put in a bag: an enabled simple/virtual/bundle/grouped product, or one
 * variant of a configurable (then `parent` is the configurable and `variant` the child).
 */
export interface Sellable {
  /** The sku that is sold and whose stock moves: the variant's for a configurable. */
  sku: string;
  product: Product;
  variant: Product["children"][number] | null;
  /** The price fields that apply: the variant's when there is one. */
  priceFields: PriceFields;
  taxClassId: number;
  /** The variant's chosen options, e.g. { color: "49", size: "167" }. */
  options: Record<string, string>;
}

/**
 * Finds what a sku sells: a product by its own sku, or a variant by its sku (through its parent).
 * Null for unknown or disabled products and variants, and for a configurable asked for without a
 * variant (a shopper must choose one).
 */
export async function findSellable(catalog: CatalogAccess, sku: string): Promise<Sellable | null> {
  const [own, prices] = await Promise.all([catalog.product(sku), catalog.priceOverlay()]);
  if (own) {
    if (own.status !== 1 || own.type === "configurable") return null;
    return {
      sku: own.sku,
      product: own,
      variant: null,
      priceFields: prices.fields(own.sku, own),
      taxClassId: own.taxClassId,
      options: {},
    };
  }
  const parentSku = await catalog.parentOf(sku);
  const parent = parentSku ? await catalog.product(parentSku) : null;
  const variant = parent?.children.find((child) => child.sku === sku);
  if (!parent || !variant || parent.status !== 1 || variant.status !== 1) return null;
  return {
    sku: variant.sku,
    product: parent,
    variant,
    priceFields: prices.fields(variant.sku, variant, parent.sku),
    taxClassId: parent.taxClassId,
    options: variant.options,
  };
}

/** What one unit costs in a store view at a moment (incl. that country's tax, special price windows honoured). */
export async function sellablePrice(
  catalog: CatalogAccess,
  item: Sellable,
  store: StoreView,
  now: Date,
): Promise<StorePrice> {
  const { data } = await catalog.get();
  return storePrice(item.priceFields, item.taxClassId, data.file.taxRules, store, now);
}

/** The product page of a sellable, with the variant chosen. */
export function sellableUrl(item: Sellable, store: StoreView): string {
  return productUrl(store.code, item.product, item.variant?.sku ?? null);
}

/** Live stock for many sellables in one round trip. */
export function sellableStock(db: Database, items: readonly Sellable[]): Promise<Map<string, StockItem>> {
  return readStock(
    db,
    items.map((item) => item.sku),
  );
}
