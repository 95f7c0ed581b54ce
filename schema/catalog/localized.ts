import * as z from "zod";

/** A text in each store view's language (nl, de, en). Importers fill missing languages from the source language. */
export const localizedSchema = z.strictObject({
  nl: z.string(),
  de: z.string(),
  en: z.string(),
});
export type Localized = z.infer<typeof localizedSchema>;

/** The same text in every language. */
export function sameInAll(text: string): Localized {
  return { nl: text, de: text, en: text };
}
