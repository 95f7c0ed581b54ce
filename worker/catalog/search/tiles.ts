import type { ProductTile } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import { storePath, type StoreView } from "../../../client/i18n/store-views";
import { discountPercent } from "../../../client/lib/money";
import { optionLabel, type CatalogData } from "../catalog-data";
import { storePrice } from "../pricing";

/** The product page URL of SPEC §2: /p/{parentSku}/{slug}[/{childSku}] under the store prefix. */
export function productUrl(store: StoreView, product: Pick<ProductSummary, "sku" | "urlKey">, childSku?: string | null): string {
  const sku = encodeURIComponent(product.sku);
  const slug = encodeURIComponent(product.urlKey[store.code] || "product");
  return storePath(store.code, `/p/${sku}/${slug}${childSku ? `/${encodeURIComponent(childSku)}` : ""}`);
}

/** A summary as a listing tile, priced for the store view now. */
export function toTile(data: CatalogData, store: StoreView, p: ProductSummary, now = new Date()): ProductTile {
  const price = storePrice(p, p.taxClassId, data.file.taxRules, store.taxCountry, now);
  const colorAttribute = data.attributesByCode.get("color");
  return {
    sku: p.sku,
    type: p.type,
    name: p.name[store.code],
    url: productUrl(store, p),
    image: data.file.media ? p.image : null,
    hoverImage: data.file.media ? p.hoverImage : null,
    price: {
      regular: price.regular,
      special: price.special,
      final: price.final,
      discountPercent: price.special === null ? 0 : discountPercent(price.regular, price.special),
      from: p.type === "grouped" || p.type === "bundle",
    },
    isNew: p.isNew,
    onSale: p.onSale || price.special !== null,
    inStock: p.inStock,
    colors: (p.attributes.color ?? []).map((value) => ({
      value,
      label: optionLabel(data, "color", value, store.code),
      swatch: colorAttribute?.options.find((o) => o.value === value)?.swatch ?? null,
    })),
  };
}
