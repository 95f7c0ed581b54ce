/**
 * SPEC §3 product_option as the cart keeps it: custom option choices and bundle selections, in a
 * canonical order so the same choice always makes the same line (`optionKey`). Configurable options
 * are not kept: they are implied by the variant's own sku. Pure.
 */
import * as z from "zod";

const id = z.lazy(() => z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,9}$/)]).transform(Number));

/** The request's product_option (Vue Storefront shape), strict where it matters and bounded. */
export const productOptionSchema = z.lazy(() =>
  z
    .object({
      extension_attributes: z
        .object({
          custom_options: z
            .array(
              z.object({ option_id: id, option_value: z.union([z.string().max(200), z.number()]).transform(String) }),
            )
            .max(20)
            .optional(),
          configurable_item_options: z
            .array(
              z.object({ option_id: id, option_value: z.union([z.string().max(20), z.number()]).transform(String) }),
            )
            .max(10)
            .optional(),
          bundle_options: z
            .array(
              z.object({
                option_id: id,
                option_qty: z.number().int().min(1).max(99).optional(),
                option_selections: z.array(id).max(20),
              }),
            )
            .max(20)
            .optional(),
        })
        .optional(),
    })
    .nullable()
    .optional(),
);

export type ProductOptionInput = z.output<typeof productOptionSchema>;

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
