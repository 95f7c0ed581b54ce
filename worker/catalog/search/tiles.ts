import type { ProductTile } from "../../../schema/api/catalog";
import type { ProductSummary } from "../../../schema/catalog/snapshot";
import type { StoreView } from "../../../domain/store-views";
import { discountPercent } from "../../../domain/money";
import { productUrl } from "../../../domain/urls";
import { optionLabel, type CatalogData } from "../catalog-data";
import { addTax, storePrice } from "../../../domain/pricing/store-price";
import type { PriorPrices } from "../price-history";
import { attributeValues } from "../../../schema/catalog/files";

/**
 * A summary as a listing tile, priced for the store view at `now`. With a colour filter (`colors`), the
 * tile shows the product in the first chosen colour it comes in. A reduced price carries the lowest
 * price of the 30 days before the reduction (`prior`, incl. tax), when the prior prices are given;
 * with them come the operator's price changes over the snapshot, which the tile shows.
 */
export function toTile(
  data: CatalogData,
  store: StoreView,
  p: ProductSummary,
  now = new Date(),
  colors: readonly string[] = [],
  prior: PriorPrices | null = null,
): ProductTile {
  // The operator's price change over the snapshot, when there is one (prior.overlay).
  const fields = prior ? prior.overlay.fields(p.sku, p) : p;
  const price = storePrice(fields, p.taxClassId, data.file.taxRules, store, now);
  const priorNet = price.special !== null && prior ? prior.lowest(p.sku, p, now) : null;
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
      priorLowest: priorNet === null ? null : addTax(priorNet, price.grossRate),
      from: p.type === "grouped" || p.type === "bundle",
    },
    isNew: p.isNew,
    onSale: p.onSale || price.special !== null,
    inStock: p.inStock,
    colors: attributeValues(p, "color").map((value) => ({
      value,
      label: optionLabel(data, "color", value, store.code),
      swatch: colorAttribute?.options.find((o) => o.value === value)?.swatch ?? null,
    })),
  };
}
