/**
 * Tax rule documents → SPEC §3 Tax rule, and the project's own rules on top: the demo stores'
 * rules are not ours, and our store views charge NL 21 % / DE 19 % on taxable goods (product tax
 * class 2) for retail customers (class 3). Source rates for other countries are kept.
 */
import type { TaxRule } from "../../../schema/catalog/snapshot";
import { DEFAULT_VAT, RETAIL_CUSTOMER_CLASS, TAXABLE_GOODS_CLASS } from "../../../domain/pricing/store-price";
import type { NormalizeResult } from "./normalize-attribute";
import { isRecord, read, required, toInt, toNumber, toText, type Source } from "./values";

function intList(problems: string[], field: string, value: unknown): number[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v, i) => read(problems, `${field}.${i}`, () => toInt(v))).filter((v): v is number => v !== null);
}

export function normalizeTaxRule(source: Source): NormalizeResult<TaxRule> {
  const problems: string[] = [];
  const id = read(problems, "id", () => toInt(source.id));
  required(problems, "id", id);
  const code = read(problems, "code", () => toText(source.code)) ?? "";
  const productTaxClassIds = intList(problems, "product_tax_class_ids", source.product_tax_class_ids);
  const customerTaxClassIds = intList(problems, "customer_tax_class_ids", source.customer_tax_class_ids);
  if (!Array.isArray(source.rates)) problems.push("rates: missing");
  const rates: TaxRule["rates"] = [];
  for (const [i, rate] of (Array.isArray(source.rates) ? source.rates : []).entries()) {
    if (!isRecord(rate)) {
      problems.push(`rates.${i}: not an object`);
      continue;
    }
    const country = read(problems, `rates.${i}.tax_country_id`, () => toText(rate.tax_country_id));
    const percent = read(problems, `rates.${i}.rate`, () => toNumber(rate.rate));
    if (!required(problems, `rates.${i}.tax_country_id`, country) || !required(problems, `rates.${i}.rate`, percent))
      continue;
    if (!/^[A-Za-z]{2}$/.test(country)) problems.push(`rates.${i}.tax_country_id: not a country code (${country})`);
    if (percent < 0 || percent > 100) problems.push(`rates.${i}.rate: not a percentage (${percent})`);
    rates.push({
      countryId: country.toUpperCase(),
      regionId: read(problems, `rates.${i}.tax_region_id`, () => toInt(rate.tax_region_id)) ?? 0,
      postcode: read(problems, `rates.${i}.tax_postcode`, () => toText(rate.tax_postcode)) ?? "*",
      rate: percent,
      code: read(problems, `rates.${i}.code`, () => toText(rate.code)) ?? "",
    });
  }
  if (problems.length > 0 || id === null) return { ok: false, reason: problems.join("; ") };
  return { ok: true, value: { id, code, productTaxClassIds, customerTaxClassIds, rates } };
}

const OUR_COUNTRIES = Object.keys(DEFAULT_VAT);

/** Our NL/DE rule for taxable goods and retail customers. */
export function ownTaxRule(id: number): TaxRule {
  return {
    id,
    code: "Storefront VAT NL/DE",
    productTaxClassIds: [TAXABLE_GOODS_CLASS],
    customerTaxClassIds: [RETAIL_CUSTOMER_CLASS],
    rates: Object.entries(DEFAULT_VAT).map(([country, rate]) => ({
      countryId: country,
      regionId: 0,
      postcode: "*",
      rate,
      code: `VAT${rate}-${country}`,
    })),
  };
}

const describeRates = (rates: TaxRule["rates"]) => rates.map((r) => `${r.countryId} ${r.rate} %`).join(", ");

/**
 * Our rule first (the worker takes the first matching rule), then the source rules without their
 * NL/DE rates; a source rule left without rates is dropped. Returns the lines for the summary.
 */
export function applyOwnTaxRules(source: TaxRule[]): { rules: TaxRule[]; summary: string[] } {
  const summary: string[] = [];
  const kept: TaxRule[] = [];
  for (const rule of source) {
    const replaced = rule.rates.filter((r) => OUR_COUNTRIES.includes(r.countryId));
    const rest = rule.rates.filter((r) => !OUR_COUNTRIES.includes(r.countryId));
    const name = `source rule ${rule.id} "${rule.code}"`;
    const ours = replaced.length > 0 ? `; its ${describeRates(replaced)} replaced by our rule` : "";
    if (rest.length === 0) {
      summary.push(`${name}: dropped (no rates for other countries${ours})`);
      continue;
    }
    summary.push(`${name}: kept for ${describeRates(rest)}${ours}`);
    kept.push({ ...rule, rates: rest });
  }
  const id = Math.max(0, ...source.map((r) => r.id)) + 1;
  const own = ownTaxRule(id);
  const what = `our rule ${id} (${describeRates(own.rates)}; product tax class ${TAXABLE_GOODS_CLASS}, customer class ${RETAIL_CUSTOMER_CLASS})`;
  summary.push(source.length === 0 ? `the source has no tax rules: added ${what}` : `added ${what}`);
  return { rules: [own, ...kept], summary };
}
