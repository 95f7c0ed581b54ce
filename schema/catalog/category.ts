import * as z from "zod";
import { localizedSchema } from "./localized";

/** SPEC §3 Category, normalised. The tree is given by parentId; url paths are per store view. */
export const categorySchema = z.strictObject({
  id: z.number().int().nonnegative(),
  parentId: z.number().int().nonnegative().nullable(),
  /** 1 = the root ("Default Category"), 2 = top level, … */
  level: z.number().int().nonnegative(),
  position: z.number().int(),
  isActive: z.boolean(),
  includeInMenu: z.boolean(),
  name: localizedSchema,
  /** The last url segment, e.g. "jackets" (SPEC url_key). */
  urlKey: localizedSchema,
  /** The full path without leading slash or .html, e.g. "women/tops/jackets" (SPEC url_path). */
  urlPath: localizedSchema,
  /** SPEC: categories with display mode PAGE are not product listings. */
  displayMode: z.enum(["PRODUCTS", "PAGE", "PRODUCTS_AND_PAGE"]),
  productCount: z.number().int().nonnegative(),
  metaTitle: localizedSchema.optional(),
  metaDescription: localizedSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;
