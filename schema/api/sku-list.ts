import * as z from "zod";

/**
 * A query parameter of comma-separated skus (`?skus=A,B,C`): trimmed, without empty entries and
 * repeats, then at least one and at most `max`, each as `sku` checks it.
 */
export function skuListParam(max: number, sku: z.ZodType<string, string> = z.string().max(64)) {
  return z
    .string()
    .max(max * 65)
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(sku).min(1, "at least one sku").max(max, `at most ${max} skus`));
}
