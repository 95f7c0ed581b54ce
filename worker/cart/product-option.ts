/**
 * SPEC §3 product_option as the cart keeps it: custom option choices and bundle selections, in a
 * canonical order so the same choice always makes the same line (`optionKey`). Configurable options
 * are not kept: they are implied by the variant's own sku. Pure.
 */
import type { ProductOptionInput } from "../../schema/api/cart";

export { productOptionSchema, type ProductOptionInput } from "../../schema/api/cart";

/** What a line remembers of its options. */
export interface LineOption {
  /** optionId → chosen value ids (option_type_id), sorted. */
  custom: { optionId: number; values: number[] }[];
  /** optionId → qty and chosen link ids, sorted. */
  bundle: { optionId: number; qty: number; selections: number[] }[];
}

/** Configurable choices of a request: attribute id → value index. */
export function configurableChoices(input: ProductOptionInput): Map<string, string> {
  return new Map(
    (input?.extension_attributes?.configurable_item_options ?? []).map((o) => [String(o.option_id), o.option_value]),
  );
}

/** The canonical line option of a request, or null when it has none. */
export function normalizeOption(input: ProductOptionInput): LineOption | null {
  const attributes = input?.extension_attributes;
  const custom = (attributes?.custom_options ?? [])
    .map((o) => ({
      optionId: o.option_id,
      values: [...new Set(o.option_value.split(",").map((v) => Number(v.trim())))]
        .filter(Number.isInteger)
        .sort((a, b) => a - b),
    }))
    .filter((o) => o.values.length > 0)
    .sort((a, b) => a.optionId - b.optionId);
  const bundle = (attributes?.bundle_options ?? [])
    .map((o) => ({
      optionId: o.option_id,
      qty: o.option_qty ?? 1,
      selections: [...new Set(o.option_selections)].sort((a, b) => a - b),
    }))
    .sort((a, b) => a.optionId - b.optionId);
  return custom.length === 0 && bundle.length === 0 ? null : { custom, bundle };
}

/** The key that makes (sku, options) one line: "" without options. */
export function optionKey(option: LineOption | null): string {
  return option ? JSON.stringify(option) : "";
}

/** A stored line option back in the Vue Storefront shape, for pull and totals answers. */
export function toProductOption(option: LineOption | null) {
  if (!option) return undefined;
  return {
    extension_attributes: {
      custom_options: option.custom.map((o) => ({ option_id: o.optionId, option_value: o.values.join(",") })),
      bundle_options: option.bundle.map((o) => ({
        option_id: o.optionId,
        option_qty: o.qty,
        option_selections: o.selections,
      })),
    },
  };
}
