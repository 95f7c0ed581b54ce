import * as z from "zod";
/**
 * A query parameter of comma-separated skus (`?skus=A,B,C`): trimmed, without empty entries and
 * repeats, then at least one and at most `max`, each as `sku` checks it.
 */
export declare function skuListParam(max: number, sku?: z.ZodType<string, string>): z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>, z.ZodArray<z.ZodType<string, string, z.core.$ZodTypeInternals<string, string>>>>;
