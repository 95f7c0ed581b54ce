import * as z from "zod";
import { attributeSchema } from "./attribute";
import { categorySchema } from "./category";
import { productSchema } from "./product";
import { taxRuleSchema } from "./tax-rule";

/** Everything an importer or generator produces; `writeSnapshot` turns it into the files the worker reads. */
export const catalogSchema = z.strictObject({
  /** Where it came from, e.g. "demo" or "import: vsf-luma-2017/catalog.json". */
  source: z.string(),
  /** The root category id (SPEC §9: 2). */
  rootCategoryId: z.number().int(),
  categories: z.array(categorySchema),
  attributes: z.array(attributeSchema),
  taxRules: z.array(taxRuleSchema),
  products: z.array(productSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;

export * from "./attribute";
export * from "./files";
export * from "./media";
export * from "./shard";
export * from "./category";
export * from "./localized";
export * from "./product";
export * from "./tax-rule";
