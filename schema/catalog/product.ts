import * as z from "zod";
import { localizedSchema } from "./localized";

/** Money in integer cents, excluding tax (tax is added per store view's country, SPEC §9). */
const cents = z.number().int().nonnegative();
const isoDate = z.iso.datetime({ offset: true });
/** A media path as in the source catalogue, e.g. "/w/t/wt06-blue_main.jpg". */
const mediaPath = z.string().regex(/^\/[\w./-]+$/);

export const PRODUCT_TYPES = ["simple", "configurable", "grouped", "bundle", "virtual", "downloadable"] as const;

export const stockSchema = z.strictObject({
  qty: z.number().int(),
  isInStock: z.boolean(),
  manageStock: z.boolean(),
});

/** An option value id, e.g. "49". Never contains a comma: summaries join a product's values with one (./files.ts). */
const optionValue = z.string().regex(/^[^,]+$/, "an option value cannot be empty or contain a comma");

/** Filterable attribute values: option value ids (as strings) per attribute code. */
const attributeValues = z.record(z.string(), z.array(optionValue));

const priceFields = {
  price: cents,
  specialPrice: cents.nullable(),
  specialFrom: isoDate.nullable(),
  specialTo: isoDate.nullable(),
};

/** SPEC §3 configurable_children: a variant of a configurable product. */
export const childSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  sku: z.string().min(1),
  status: z.number().int(),
  ...priceFields,
  /** The variant's value for each configurable option code, e.g. { color: "49", size: "167" }. */
  options: z.record(z.string(), optionValue),
  image: mediaPath.nullable(),
  stock: stockSchema,
});

export const configurableOptionSchema = z.strictObject({
  attributeId: z.number().int().nonnegative(),
  code: z.string(),
  label: localizedSchema,
  position: z.number().int(),
  values: z.array(z.strictObject({ valueIndex: z.string(), label: localizedSchema })),
});

/**
 * SPEC §3 product_links: grouped items ("associated"), colour siblings ("colorrelation"), and the
 * merchandising links recommendations show (issue 32.3): related, up-sell and cross-sell.
 */
export const productLinkSchema = z.strictObject({
  type: z.enum(["associated", "colorrelation", "related", "upsell", "crosssell"]),
  sku: z.string().min(1),
  qty: z.number().nonnegative(),
  position: z.number().int(),
});

export const bundleOptionSchema = z.strictObject({
  optionId: z.number().int().nonnegative(),
  title: localizedSchema,
  type: z.enum(["select", "radio", "checkbox", "multi"]),
  required: z.boolean(),
  position: z.number().int(),
  links: z.array(
    z.strictObject({
      id: z.number().int().nonnegative(),
      sku: z.string().min(1),
      qty: z.number().positive(),
      isDefault: z.boolean(),
      canChangeQty: z.boolean(),
    }),
  ),
});

/** SPEC §3 custom options (radio, checkbox, select, drop_down, field) with fixed or percent prices. */
export const customOptionSchema = z.strictObject({
  optionId: z.number().int().nonnegative(),
  title: localizedSchema,
  type: z.enum(["radio", "checkbox", "select", "drop_down", "field"]),
  required: z.boolean(),
  position: z.number().int(),
  values: z.array(
    z.strictObject({
      optionTypeId: z.number().int().nonnegative(),
      title: localizedSchema,
      priceType: z.enum(["fixed", "percent"]),
      /** Cents for fixed prices, hundredths of a percent for percent prices (1050 = 10.5 %). */
      price: z.number().int(),
    }),
  ),
});

/** A product of the snapshot (SPEC §3 Product), normalised from any source shape. */
export const productSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  sku: z.string().min(1),
  type: z.enum(PRODUCT_TYPES),
  /** 1 enabled; 2 or more disabled (SPEC §3). */
  status: z.number().int(),
  /** 1 not visible on its own; 2 catalogue, 3 search, 4 both. */
  visibility: z.number().int().min(1).max(4),
  name: localizedSchema,
  /** HTML from the source; sanitised when rendered. */
  description: localizedSchema,
  shortDescription: localizedSchema.nullable(),
  urlKey: localizedSchema,
  /** Full path without leading slash or .html, e.g. "women/dresses/linen-wrap-dress". */
  urlPath: localizedSchema,
  categoryIds: z.array(z.number().int().nonnegative()),
  /** Position of the product within each category (ascending = first), by category id. */
  categoryPositions: z.record(z.string(), z.number().int()),
  brand: z.string().nullable(),
  ...priceFields,
  taxClassId: z.number().int(),
  /** Product labels of SPEC §3 (new, sale). */
  isNew: z.boolean(),
  onSale: z.boolean(),
  image: mediaPath.nullable(),
  gallery: z.array(
    z.strictObject({ image: mediaPath, video: z.string().url().nullable(), label: z.string().nullable() }),
  ),
  /** Filterable attribute values of the product itself (configurables: also see children). */
  attributes: attributeValues,
  createdAt: isoDate,
  updatedAt: isoDate,
  stock: stockSchema,
  configurableOptions: z.array(configurableOptionSchema),
  children: z.array(childSchema),
  links: z.array(productLinkSchema),
  bundleOptions: z.array(bundleOptionSchema),
  customOptions: z.array(customOptionSchema),
});

export type Product = z.infer<typeof productSchema>;
export type ProductChild = z.infer<typeof childSchema>;
export type ProductType = Product["type"];
