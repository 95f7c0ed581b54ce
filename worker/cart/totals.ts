/**
 * Cart totals (SPEC §3 totals and total segments), computed on the server only, in integer cents.
 * Prices include tax (NL 21 %, DE 19 %); the tax amount is the part of each gross amount that is
 * tax, after the discount is spread over the lines in proportion to their value. Loyalty points
 * (domain/account/loyalty.ts) are a discount too, taken after the coupon and never off delivery.
 */
import { pointsApplied } from "../../domain/account/loyalty";

/** A priced cart line: unit price incl. tax at this moment, from the catalogue. */
export interface PricedLine {
  itemId: number;
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
  taxRate: number;
  /** Virtual products need no delivery (SPEC §5 virtual cart). */
  virtual: boolean;
  options: { label: string; value: string }[];
}

export interface AppliedCoupon {
  code: string;
  kind: "percent" | "fixed";
  /** Whole percent, or cents. */
  value: number;
  /** Delivery is free with this coupon. */
  freeShipping?: boolean;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  coupon: AppliedCoupon | null;
  /** Delivery price incl. tax before the free threshold, or null when no method is chosen yet. */
  shipping: { price: number; taxRate: number; freeFrom: number | null; title: string } | null;
  /** Gift card balance available, in cents. */
  giftCard: { code: string; balance: number } | null;
  /** A customer's cart: the points they asked to use and the balance they have now. */
  loyalty?: { asked: number | null; balance: number } | null;
}

export interface TotalsLine extends PricedLine {
  rowTotal: number;
  discount: number;
  taxAmount: number;
}

export interface Totals {
  lines: TotalsLine[];
  itemsQty: number;
  subtotal: number;
  /** The coupon's discount. */
  discount: number;
  /** Points used and the cents they took off the goods. */
  loyaltyPoints: number;
  loyaltyAmount: number;
  shipping: number;
  giftCard: number;
  taxAmount: number;
  grandTotal: number;
  /** True when every line is virtual: no delivery, no cash on delivery. */
  virtualOnly: boolean;
}

/** The tax part of a gross amount at a rate (percent), rounded to the cent. */
export function taxPart(gross: number, ratePercent: number): number {
  return ratePercent === 0 ? 0 : Math.round((gross * ratePercent) / (100 + ratePercent));
}

/** The discount a coupon gives on an items subtotal (never more than the subtotal). */
export function couponDiscount(coupon: AppliedCoupon | null, subtotal: number): number {
  if (!coupon || subtotal <= 0) return 0;
  const raw = coupon.kind === "percent" ? Math.round((subtotal * Math.min(coupon.value, 100)) / 100) : coupon.value;
  return Math.min(raw, subtotal);
}

/** Spreads an amount over weights so the parts add up exactly (largest remainders get the spare cents). */
export function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** Whether delivery is free: from the method's threshold (after the discount), or by the coupon. */
export function shipsFree(freeFrom: number | null, afterDiscount: number, coupon: AppliedCoupon | null): boolean {
  return Boolean(coupon?.freeShipping) || (freeFrom !== null && afterDiscount >= freeFrom);
}

/** Computes every total of a cart. */
export function computeTotals(input: TotalsInput): Totals {
  const rowTotals = input.lines.map((line) => line.unitPrice * line.qty);
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0);
  const discount = couponDiscount(input.coupon, subtotal);
  const afterDiscount = subtotal - discount;
  const points = input.loyalty
    ? pointsApplied(input.loyalty.asked, input.loyalty.balance, afterDiscount)
    : { points: 0, amount: 0 };
  const discounts = spread(discount + points.amount, rowTotals);
  const lines = input.lines.map((line, i) => {
    const net = rowTotals[i]! - discounts[i]!;
    return { ...line, rowTotal: rowTotals[i]!, discount: discounts[i]!, taxAmount: taxPart(net, line.taxRate) };
  });
  const virtualOnly = lines.length > 0 && lines.every((line) => line.virtual);
  const shipping =
    !input.shipping || virtualOnly || shipsFree(input.shipping.freeFrom, afterDiscount, input.coupon)
      ? 0
      : input.shipping.price;
  const shippingTax = input.shipping ? taxPart(shipping, input.shipping.taxRate) : 0;
  const beforeGiftCard = afterDiscount - points.amount + shipping;
  const giftCard = input.giftCard ? Math.min(input.giftCard.balance, beforeGiftCard) : 0;
  return {
    lines,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal,
    discount,
    loyaltyPoints: points.points,
    loyaltyAmount: points.amount,
    shipping,
    giftCard,
    taxAmount: lines.reduce((sum, line) => sum + line.taxAmount, 0) + shippingTax,
    grandTotal: beforeGiftCard - giftCard,
    virtualOnly,
  };
}
