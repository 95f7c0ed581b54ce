/**
 * What "Add to bag" sends for a product page's choice (SPEC §3 product_option): the chosen variant
 * of a configurable, every associated product of a grouped one with a quantity above 0 (one line
 * each), a bundle's selections per option, and custom option values. Pure; the server-rendered
 * no-JavaScript form and the browser's add action both build their lines here.
 */
import { MAX_LINE_QTY } from "../../schema/constants";
import type { ProductOptionRequest } from "../api/cart";
import type { ProductOptionsProps } from "../components/catalog/product-types";
import type { NewLine } from "../stores/cart-lines";

/** The shopper's choice on a product page (the options island's state). */
export interface ProductChoice {
  variantSku: string | null;
  /** Custom option id → chosen value ids. */
  custom: Record<number, number[]>;
  /** Bundle option id → chosen link ids. */
  bundle: Record<number, number[]>;
  /** Associated sku → quantity, for grouped products. */
  grouped: Record<string, number>;
  /** The price the page shows for the choice (options included), for the line until the server prices it. */
  price?: number;
}

/** The choice a page shows before the shopper touches anything. */
export function initialChoice(props: Pick<ProductOptionsProps, "selectedSku">): ProductChoice {
  return { variantSku: props.selectedSku, custom: {}, bundle: {}, grouped: {} };
}

/** Custom option values as chosen; a required select shows (and so sends) its first value until changed. */
function customValues(props: ProductOptionsProps, chosen: ProductChoice["custom"]): Record<number, number[]> {
  const values: Record<number, number[]> = {};
  for (const option of props.customOptions) {
    const picked = chosen[option.optionId];
    const first = option.values[0]?.optionTypeId;
    const ids = picked ?? (option.required && option.type !== "checkbox" && first !== undefined ? [first] : []);
    if (ids.length > 0) values[option.optionId] = ids;
  }
  return values;
}

/** Bundle selections: the chosen link per option, else its default link, else its first. */
function bundleSelections(props: ProductOptionsProps, chosen: ProductChoice["bundle"]): Record<number, number[]> {
  const selections: Record<number, number[]> = {};
  for (const option of props.bundle) {
    const fallback = option.links.find((l) => l.isDefault) ?? option.links[0];
    const ids = chosen[option.optionId] ?? (fallback ? [fallback.id] : []);
    if (ids.length > 0) selections[option.optionId] = ids;
  }
  return selections;
}

/** The product_option of a choice, or undefined when it has none. */
export function productOption(props: ProductOptionsProps, choice: ProductChoice): ProductOptionRequest | undefined {
  const custom = Object.entries(customValues(props, choice.custom)).map(([id, ids]) => ({
    option_id: Number(id),
    option_value: ids.join(","),
  }));
  const bundle =
    props.type === "bundle"
      ? Object.entries(bundleSelections(props, choice.bundle)).map(([id, ids]) => ({
          option_id: Number(id),
          option_selections: ids,
        }))
      : [];
  if (custom.length === 0 && bundle.length === 0) return undefined;
  return {
    extension_attributes: {
      ...(custom.length > 0 ? { custom_options: custom } : {}),
      ...(bundle.length > 0 ? { bundle_options: bundle } : {}),
    },
  };
}

/** A typed quantity as a line takes it: a whole number from 0 to 99 (anything else is 0). */
export function wholeQty(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_LINE_QTY, Math.max(0, Math.floor(value))) : 0;
}

/** The quantity of each associated product of a grouped product: as chosen, else its default. */
export function groupedQuantities(
  props: ProductOptionsProps,
  chosen: ProductChoice["grouped"],
): Record<string, number> {
  return Object.fromEntries(props.grouped.map((item) => [item.sku, wholeQty(chosen[item.sku] ?? item.qty)]));
}

/**
 * The cart lines "Add to bag" sends for a choice, with what the browser shows of each until the
 * server answers. Empty when nothing can be added (no variant, every quantity 0).
 */
export function cartLines(props: ProductOptionsProps, choice: ProductChoice): NewLine[] {
  const media = { image: props.image ?? null, url: props.baseUrl };
  if (props.type === "grouped") {
    const quantities = groupedQuantities(props, choice.grouped);
    return props.grouped
      .filter((item) => item.inStock && (quantities[item.sku] ?? 0) > 0)
      .map((item) => ({
        sku: item.sku,
        qty: quantities[item.sku]!,
        name: item.name,
        price: item.price.final,
        product_type: "simple",
        image: media.image,
        url: item.url ?? media.url,
      }));
  }
  const option = productOption(props, choice);
  const line = (sku: string, base: number, extra: Pick<NewLine, "image" | "url" | "options">): NewLine => ({
    sku,
    qty: 1,
    name: props.name ?? sku,
    price: choice.price ?? base,
    product_type: props.type,
    ...(option ? { product_option: option } : {}),
    ...extra,
  });
  if (props.type === "configurable") {
    const variant = props.variants.find((v) => v.sku === choice.variantSku);
    if (!variant) return [];
    const options = props.options.flatMap((o) => {
      const value = o.values.find((v) => v.value === variant.options[o.code]);
      return value ? [{ label: o.label, value: value.label }] : [];
    });
    return [line(variant.sku, variant.price.final, { image: variant.image ?? media.image, url: variant.url, options })];
  }
  return [line(props.sku, props.price.final, { ...media, options: [] })];
}
