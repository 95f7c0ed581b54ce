/**
 * A listing's raw facet counts (listing.ts, or the libSQL tier's statement) as the API's
 * aggregations, labelled in the store view's language: shared by both search tiers.
 */
import { PRICE_RANGES } from "../../../schema/constants";
import type { Facet, FilterCode } from "../../../schema/api/catalog";
import type { Translate } from "../../../client/i18n/translate";
import type { StoreView } from "../../../domain/store-views";
import { priceRangeLabel } from "../../../domain/money";
import { optionLabel, type CatalogData } from "../catalog-data";
import type { RawBucket } from "./listing";

function facetLabel(data: CatalogData, t: Translate, store: StoreView, code: FilterCode | "price"): string {
  if (code === "brand") return t("filter.brand");
  if (code === "price") return t("filter.price");
  return data.attributesByCode.get(code)?.label[store.code] ?? code;
}

/**
 * A listing's raw facet counts as the API's aggregations, labelled in the store's language: attribute
 * buckets in the attribute's own option order (S, M, L rather than by count), brand and price as
 * counted, colours with their swatch. Shared by both search tiers.
 */
export function aggregationsOf(
  data: CatalogData,
  t: Translate,
  store: StoreView,
  facets: Record<FilterCode | "price", RawBucket[]>,
): Facet[] {
  const optionOrder = (code: string, value: string) => {
    const options = data.attributesByCode.get(code)?.options ?? [];
    const i = options.findIndex((o) => o.value === value);
    return i < 0 ? options.length : i;
  };
  return (Object.entries(facets) as [FilterCode | "price", RawBucket[]][])
    .filter(([, buckets]) => buckets.length > 0)
    .map(
      ([code, buckets]) =>
        [
          code,
          code === "brand" || code === "price"
            ? buckets
            : [...buckets].sort((a, b) => optionOrder(code, a.value) - optionOrder(code, b.value)),
        ] as const,
    )
    .map(([code, buckets]) => ({
      code,
      label: facetLabel(data, t, store, code),
      buckets: buckets.map((b) => {
        if (code === "price") {
          const range = PRICE_RANGES.find((r) => `${r.from}-${r.to ?? ""}` === b.value);
          return {
            ...b,
            label: range ? priceRangeLabel(range.from, range.to, store.currencyCode, store.locale) : b.value,
          };
        }
        const swatch =
          code === "color"
            ? (data.attributesByCode.get("color")?.options.find((o) => o.value === b.value)?.swatch ?? null)
            : undefined;
        return {
          ...b,
          label: code === "brand" ? b.value : optionLabel(data, code, b.value, store.code),
          ...(swatch !== undefined ? { swatch } : {}),
        };
      }),
    }));
}
