import * as z from "zod";

/** SPEC §3 Tax rule; `rate` is a percentage (21 = 21 %). */
export const taxRuleSchema = z.strictObject({
  id: z.number().int().nonnegative(),
  code: z.string(),
  productTaxClassIds: z.array(z.number().int()),
  customerTaxClassIds: z.array(z.number().int()),
  rates: z.array(
    z.strictObject({
      countryId: z.string().length(2),
      regionId: z.number().int().nonnegative(),
      postcode: z.string(),
      rate: z.number().min(0).max(100),
      code: z.string(),
    }),
  ),
});
export type TaxRule = z.infer<typeof taxRuleSchema>;
