import { describe, expect, it } from "vitest";
import { taxRuleSchema, type TaxRule } from "../../../schema/catalog/snapshot";
import { applyOwnTaxRules, normalizeTaxRule } from "./normalize-tax-rule";

/** The vsf-2020 rule. */
const general = {
  id: 2,
  code: "General Taxes",
  priority: 0,
  customer_tax_class_ids: [3],
  product_tax_class_ids: [2],
  rates: [
    { id: 6, tax_country_id: "DE", tax_region_id: 0, tax_postcode: "*", rate: 23, code: "VAT23-DE", titles: [] },
    { id: 4, tax_country_id: "US", tax_region_id: 0, tax_postcode: "*", rate: 23, code: "VAT23", titles: [] },
  ],
};

function rule(source: unknown): TaxRule {
  const result = normalizeTaxRule(source as Record<string, unknown>);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe("normalizeTaxRule", () => {
  it("maps a Magento tax rule", () => {
    const value = rule(general);
    expect(value).toEqual({
      id: 2,
      code: "General Taxes",
      productTaxClassIds: [2],
      customerTaxClassIds: [3],
      rates: [
        { countryId: "DE", regionId: 0, postcode: "*", rate: 23, code: "VAT23-DE" },
        { countryId: "US", regionId: 0, postcode: "*", rate: 23, code: "VAT23" },
      ],
    });
    expect(taxRuleSchema.safeParse(value).success).toBe(true);
  });

  it("reports malformed rates by field", () => {
    const result = normalizeTaxRule({ id: 5, rates: [{ tax_country_id: "Netherlands", rate: 210 }, { rate: 9 }] });
    expect(result).toEqual({
      ok: false,
      reason:
        "rates.0.tax_country_id: not a country code (Netherlands); rates.0.rate: not a percentage (210); rates.1.tax_country_id: missing",
    });
    expect(normalizeTaxRule({ code: "x" })).toEqual({ ok: false, reason: "id: missing; rates: missing" });
  });
});

describe("applyOwnTaxRules", () => {
  it("emits our NL 21 % / DE 19 % rule when the source has none", () => {
    const { rules, summary } = applyOwnTaxRules([]);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ id: 1, productTaxClassIds: [2], customerTaxClassIds: [3] });
    expect(rules[0]!.rates.map((r) => [r.countryId, r.rate])).toEqual([
      ["NL", 21],
      ["DE", 19],
    ]);
    expect(summary.join("\n")).toMatch(/source has no tax rules/);
  });

  it("keeps source rates for other countries and replaces NL/DE with ours", () => {
    const { rules, summary } = applyOwnTaxRules([
      rule(general),
      rule({ id: 9, code: "NL only", rates: [{ tax_country_id: "NL", rate: 9 }] }),
    ]);
    expect(rules.map((r) => [r.id, r.rates.map((x) => `${x.countryId} ${x.rate}`)])).toEqual([
      [10, ["NL 21", "DE 19"]],
      [2, ["US 23"]],
    ]);
    expect(summary).toEqual([
      'source rule 2 "General Taxes": kept for US 23 %; its DE 23 % replaced by our rule',
      'source rule 9 "NL only": dropped (no rates for other countries; its NL 9 % replaced by our rule)',
      "added our rule 10 (NL 21 %, DE 19 %; product tax class 2, customer class 3)",
    ]);
  });
});
