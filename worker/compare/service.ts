/**
 * The compare page's data (issue 32.2): for up to COMPARE_MAX_ITEMS skus, each product's tile and
 * what the rows compare — brand, the sizes in stock now, and the catalogue's comparable attributes
 * (`isComparable`, shown to shoppers). Catalogue data and live stock only: nothing personal.
 */
import type { Context } from "hono";
import type { CompareProductDto, CompareProductsDto } from "../../schema/api/compare";
import type { ProductSummary } from "../../schema/catalog/files";
import { attributeValues } from "../../schema/catalog/files";
import type { Product } from "../../schema/catalog/product";
import { getStoreView, type StoreCode } from "../../domain/store-views";
import type { AppEnv } from "../context";
import { isListable, priorPrices, toTile, type CatalogData } from "../catalog";
import { readStock, stockState, type StockItem } from "../inventory";
import { withTileRatings } from "../reviews";
import { isDatabaseUnavailable } from "../db/faults";
import { describeError } from "../logging/logger";

/** The configurable option whose in-stock values are the "sizes available" row. */
const SIZE_CODE = "size";

/** The listed products these skus name, in their order; unknown, disabled or not visible on their own: left out. */
export async function listedProducts(c: Context<AppEnv>, skus: readonly string[]): Promise<ProductSummary[]> {
  const found = await c.get("catalog").summaries(skus);
  return skus.map((sku) => found.get(sku)).filter((p): p is ProductSummary => p !== undefined && isListable(p));
}

/**
 * The attributes a compare page has rows for, in catalogue order: comparable, shown to shoppers, and
 * with options (a product's values are option ids; Magento also marks free text such as the
 * description comparable, which the price, brand and product page say better). Size has its own row.
 */
function comparableCodes(data: CatalogData): string[] {
  return data.file.attributes
    .filter((a) => a.isComparable && a.isVisible && a.code !== SIZE_CODE)
    .filter((a) => a.input === "select" || a.input === "multiselect")
    .map((a) => a.code);
}

function labelsOf(data: CatalogData, code: string, values: readonly string[], store: StoreCode): string[] {
  const attribute = data.attributesByCode.get(code);
  const options = attribute?.options ?? [];
  // In the attribute's own order (position, then as listed), so equal sets read the same.
  return options
    .filter((o) => values.includes(o.value))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((o) => o.label[store]);
}

/** Sizes of enabled variants in stock: live stock when the database answers, else the snapshot's. */
function sizesOf(product: Product | null, stock: Map<string, StockItem> | null, store: StoreCode): string[] | null {
  const option = product?.configurableOptions.find((o) => o.code === SIZE_CODE);
  if (!product || !option) return null;
  const inStock = new Set(
    product.children
      .filter((child) => child.status === 1)
      .filter((child) =>
        stock ? stockState(stock.get(child.sku)) === "ok" : child.stock.isInStock && child.stock.qty > 0,
      )
      .map((child) => child.options[SIZE_CODE]),
  );
  return option.values.filter((v) => inStock.has(v.valueIndex)).map((v) => v.label[store]);
}

/** The compare page's products, in the order asked; skus of no listed product are left out. */
export async function compareProducts(
  c: Context<AppEnv>,
  storeCode: StoreCode,
  skus: readonly string[],
): Promise<CompareProductsDto> {
  const catalog = await c.get("catalog").get();
  const { data } = catalog;
  const summaries = await listedProducts(c, skus);
  const documents = await Promise.all(summaries.map((p) => c.get("catalog").product(p.sku)));
  const childSkus = documents.flatMap((d) => d?.children.map((child) => child.sku) ?? []);
  const [prior, stock] = await Promise.all([
    priorPrices(c, catalog),
    childSkus.length === 0
      ? Promise.resolve(null)
      : readStock(c.get("db"), childSkus).catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
          c.get("log").warn("compare without live stock: database unavailable", describeError(error));
          return null;
        }),
  ]);
  const store = getStoreView(storeCode, c.get("config").EN_TAX_COUNTRY);
  const now = new Date();
  const tiles = await withTileRatings(
    c,
    summaries.map((p) => toTile(data, store, p, now, [], prior)),
  );
  const codes = comparableCodes(data);
  const products: CompareProductDto[] = summaries.map((p, i) => ({
    tile: tiles[i]!,
    brand: p.brand,
    sizes: sizesOf(documents[i] ?? null, stock, storeCode),
    values: Object.fromEntries(
      codes.map((code) => [code, labelsOf(data, code, attributeValues(p, code), storeCode)] as const),
    ),
  }));
  const attributes = codes
    .filter((code) => products.some((p) => (p.values[code]?.length ?? 0) > 0))
    .map((code) => ({ code, label: data.attributesByCode.get(code)!.label[storeCode] }));
  return { products, attributes };
}
