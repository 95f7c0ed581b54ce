import type { TaxRule } from "../../schema/catalog/snapshot";
import type { PriceMode, TaxCountry } from "../store-views";

/** Price fields shared by products, variants and summaries (cents, excluding tax). */
export interface PriceFields {
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
}

/** Our own VAT rates for taxable goods (SPEC §1/§9): NL 21 %, DE 19 %. */
export const DEFAULT_VAT: Record<TaxCountry, number> = { NL: 21, DE: 19 };
/** Magento's "Taxable Goods" product class and "Retail Customer" customer class. */
export const TAXABLE_GOODS_CLASS = 2;
export const RETAIL_CUSTOMER_CLASS = 3;

/** Parsed special-window dates: a catalogue holds few distinct ones, and a page prices many variants. */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 1024;

/**
 * `Date.parse` of a catalogue date, remembered for the isolate: a product page prices every variant
 * and its price history, each asking for the same few window dates, and parsing a date string costs
 * more than the rest of a price (issue 12). Bounded: past INSTANTS_KEPT distinct dates it starts over.
 */
export function instantOf(date: string): number {
  let t = instants.get(date);
  if (t === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(date, (t = Date.parse(date)));
  }
  return t;
}

/** A special price applies when it is below the regular price and now lies in its date window (both ends inclusive). */
export function isSpecialActive(p: PriceFields, now: Date): boolean {
  if (p.specialPrice === null || p.specialPrice >= p.price) return false;
  const t = now.getTime();
  if (p.specialFrom && instantOf(p.specialFrom) > t) return false;
  if (p.specialTo && instantOf(p.specialTo) < t) return false;
  return true;
}

/** The tax rate (percent) for a product tax class in a country: from the snapshot's rules, else our defaults. */
export function taxRate(rules: readonly TaxRule[], taxClassId: number, country: TaxCountry): number {
  for (const rule of rules) {
    if (!rule.productTaxClassIds.includes(taxClassId) || !rule.customerTaxClassIds.includes(RETAIL_CUSTOMER_CLASS))
      continue;
    const rate = rule.rates.find((r) => r.countryId === country);
    if (rate) return rate.rate;
  }
  return taxClassId === TAXABLE_GOODS_CLASS ? DEFAULT_VAT[country] : 0;
}

/** Adds tax to a net amount in cents, rounding half up to the cent. */
export function addTax(netCents: number, ratePercent: number): number {
  return Math.round((netCents * (100 + ratePercent)) / 100);
}

/** The country whose VAT the catalogue's shelf prices are chosen for (SPEC §3: the Dutch store is the default). */
export const HOME_TAX_COUNTRY: TaxCountry = "NL";

/** What a store view prices by: its tax country and how its gross prices are derived from the net ones. */
export interface PriceBasis {
  taxCountry: TaxCountry;
  priceMode: PriceMode;
}

export interface StorePrice {
  /** Regular price incl. tax. */
  regular: number;
  /** Special price incl. tax when active now, else null. */
  special: number | null;
  /** What the shopper pays: special when active, else regular. */
  final: number;
  /** Net final price, for totals. */
  finalNet: number;
  /** The store country's tax rate (percent): the part of `final` that is tax. */
  taxRate: number;
  /** The rate that turned net prices into these gross prices (the home country's under "same-gross"). */
  grossRate: number;
}

/**
 * The price a store view shows incl. tax, honouring the special price window. "net-plus-vat": the
 * net price plus the store country's VAT (€ 100 net shows € 119.00 in DE). "same-gross" (cross-border
 * pricing): the same gross price as the home store (€ 121.00 in NL and DE), the tax inside it computed
 * with the store country's rate. A bare country means "net-plus-vat".
 */
export function storePrice(
  p: PriceFields,
  taxClassId: number,
  rules: readonly TaxRule[],
  basis: PriceBasis | TaxCountry,
  now: Date,
): StorePrice {
  const { taxCountry, priceMode } =
    typeof basis === "string" ? { taxCountry: basis, priceMode: "net-plus-vat" as const } : basis;
  const rate = taxRate(rules, taxClassId, taxCountry);
  const grossRate = priceMode === "same-gross" ? taxRate(rules, taxClassId, HOME_TAX_COUNTRY) : rate;
  const special = isSpecialActive(p, now) ? p.specialPrice : null;
  const regular = addTax(p.price, grossRate);
  const specialGross = special === null ? null : addTax(special, grossRate);
  const final = specialGross ?? regular;
  const finalNet = grossRate === rate ? (special ?? p.price) : final - Math.round((final * rate) / (100 + rate));
  return { regular, special: specialGross, final, finalNet, taxRate: rate, grossRate };
}

/**
 * `storePrice(…).final` for many products at one moment: the tax rate is looked up once per tax
 * class instead of once per product, and nothing else is built. A store view's listing prices every
 * listable product on an isolate's first search or category page.
 */
export function finalPricesAt(
  rules: readonly TaxRule[],
  basis: PriceBasis | TaxCountry,
  now: Date,
): (p: PriceFields, taxClassId: number) => number {
  const { taxCountry, priceMode } =
    typeof basis === "string" ? { taxCountry: basis, priceMode: "net-plus-vat" as const } : basis;
  const grossCountry = priceMode === "same-gross" ? HOME_TAX_COUNTRY : taxCountry;
  const grossRates = new Map<number, number>();
  return (p, taxClassId) => {
    let rate = grossRates.get(taxClassId);
    if (rate === undefined) {
      rate = taxRate(rules, taxClassId, grossCountry);
      grossRates.set(taxClassId, rate);
    }
    return addTax(isSpecialActive(p, now) ? p.specialPrice! : p.price, rate);
  };
}
