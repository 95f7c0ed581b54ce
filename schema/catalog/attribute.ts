import * as z from "zod";
import { localizedSchema } from "./localized";

/** SPEC §3 Attribute with its option labels; looked up by code and by id. */
export const attributeSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  code: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: localizedSchema,
  /** "select" and "multiselect" attributes have options; others hold free values. */
  input: z.enum(["select", "multiselect", "text", "textarea", "boolean", "price", "date", "other"]),
  options: z.array(
    z.strictObject({
      value: z.string().min(1),
      label: localizedSchema,
      /** A colour swatch (#rrggbb) for colour attributes. */
      swatch: z
        .string()
        .regex(/^#[0-9a-f]{6}$/i)
        .optional(),
      position: z.number().int().optional(),
    }),
  ),
  isUserDefined: z.boolean(),
  isVisible: z.boolean(),
  isComparable: z.boolean(),
  /** Offered as a listing filter (layered navigation). */
  isFilterable: z.boolean(),
  defaultValue: z.string().nullable(),
});
export type Attribute = z.infer<typeof attributeSchema>;
