import type { ProductTile } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreView } from "../../../domain/store-views";
import { discountPercent } from "../../../domain/money";
import { productUrl } from "../../../domain/urls";
import { optionLabel, type CatalogData } from "../catalog-data";
import { storePrice } from "../../../domain/pricing/store-price";

/**
 * A summary as a listing tile, priced for the store view now. With a colour filter (`colors`), the
 * tile shows the product in the first chosen colour it comes in.
 */
export function toTile(
  data: CatalogData,
  store: StoreView,
  p: ProductSummary,
  now = new Date(),
  colors: readonly string[] = [],
): ProductTile {
  const price = storePrice(p, p.taxClassId, data.file.taxRules, store, now);
  const colorAttribute = data.attributesByCode.get("color");
  const chosen = p.colorImages ? colors.find((c) => p.colorImages![c] !== undefined) : undefined;
  const image = chosen !== undefined ? p.colorImages![chosen]! : p.image;
  return {
    sku: p.sku,
    type: p.type,
    name: p.name[store.code],
    url: productUrl(store.code, p),
    image: data.file.media ? image : null,
    hoverImage: data.file.media && chosen === undefined ? p.hoverImage : null,
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
