/**
 * A cart read from the database, priced now from the catalogue: its lines, the methods it offers
 * and its totals. Shared by every cart call that answers with lines or totals.
 */
import type { Context } from "hono";
import { getStoreView, type StoreView } from "../../domain/store-views";
import type { TotalsDto, TotalSegmentDto, CartItemDto } from "../../schema/api/cart";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { defaultMethod, shippingMethods, type ShippingMethod } from "./methods";
import { checkCoupon, usableGiftCard } from "./offers";
import { maxRedeemable, POINT_VALUE_CENTS } from "../../domain/account/loyalty";
import { isProblem, resolveLine, type CartProblem, type ResolvedLine } from "./lines";
import type { LineOption } from "./product-option";
import { toProductOption } from "./product-option";
import type { CartLineRecord, CartSnapshot } from "./repo";
import { computeTotals, type AppliedCoupon, type Totals } from "./totals";

export interface PricedLine extends ResolvedLine {
  record: CartLineRecord;
}

export interface PricedCart {
  snapshot: CartSnapshot;
  store: StoreView;
  lines: PricedLine[];
  /** Lines that can no longer be bought; kept, shown with an error, left out of totals. */
  broken: { record: CartLineRecord; problem: CartProblem }[];
  shippingOptions: ShippingMethod[];
  shipping: ShippingMethod | null;
  /** The coupon as it applies now (null when none, or when it does not apply). */
  coupon: AppliedCoupon | null;
  totals: Totals;
}

/** The parcel carrier code used for delivery methods. */
export const CARRIER_CODE = "dhlparcel";

/** Prices every line of a cart snapshot and computes its totals (no database access). */
export async function priceCart(c: Context<AppEnv>, snapshot: CartSnapshot, now: Date): Promise<PricedCart> {
  const store = getStoreView(snapshot.cart.store, c.get("config").EN_TAX_COUNTRY);
  const resolved = await Promise.all(
    snapshot.lines.map(async (record) => ({
      record,
      line: await resolveLine(
        c.get("catalog"),
        store,
        { sku: record.sku, option: record.productOption as LineOption | null, configurable: new Map() },
        now,
      ),
    })),
  );
  const lines: PricedLine[] = [];
  const broken: PricedCart["broken"] = [];
  for (const { record, line } of resolved) {
    if (isProblem(line)) broken.push({ record, problem: line });
    else lines.push({ ...line, record });
  }
  const t = translatorFor(store.code);
  const virtualOnly = lines.length > 0 && lines.every((l) => l.virtual);
  const shippingOptions = shippingMethods(CARRIER_CODE, t, virtualOnly);
  const chosen = shippingOptions.find(
    (m) => m.methodCode === snapshot.cart.shippingMethod && m.carrierCode === snapshot.cart.shippingCarrier,
  );
  const shipping = chosen ?? defaultMethod(shippingOptions) ?? null;
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.record.qty, 0);
  const coupon = checkCoupon(snapshot.coupon, now, subtotal);
  const giftCard = usableGiftCard(snapshot.giftCard, now);
  const totals = computeTotals({
    lines: lines.map((l) => ({
      itemId: l.record.id,
      sku: l.sku,
      name: l.name,
      qty: l.record.qty,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      virtual: l.virtual,
      options: l.optionLabels,
    })),
    coupon: coupon.ok ? coupon.coupon : null,
    shipping: shipping
      ? {
          price: shipping.price,
          taxRate: shippingTaxRate(store),
          freeFrom: shipping.freeFrom,
          title: shipping.methodTitle,
        }
      : null,
    giftCard: giftCard ? { code: giftCard.code, balance: giftCard.balance } : null,
    loyalty:
      snapshot.cart.customerId === null
        ? null
        : { asked: snapshot.cart.loyaltyPoints, balance: snapshot.loyaltyBalance },
  });
  return {
    snapshot,
    store,
    lines,
    broken,
    shippingOptions,
    shipping,
    coupon: coupon.ok ? coupon.coupon : null,
    totals,
  };
}

/** Delivery is taxed at the store country's standard rate. */
function shippingTaxRate(store: StoreView): number {
  return store.taxCountry === "DE" ? 19 : 21;
}

/** The totals answer (SPEC §3 totals with total segments), cents. */
export function totalsDto(priced: PricedCart): TotalsDto {
  const t = translatorFor(priced.store.code);
  const { totals } = priced;
  const couponCode = totals.discount > 0 ? (priced.snapshot.coupon?.code ?? null) : null;
  const segments: TotalSegmentDto[] = [
    { code: "subtotal", title: t("checkout.totals.subtotal"), value: totals.subtotal },
  ];
  if (totals.discount > 0)
    segments.push({
      code: "discount",
      title: t("checkout.totals.discount", { code: couponCode ?? "" }),
      value: -totals.discount,
    });
  if (totals.loyaltyAmount > 0)
    segments.push({
      code: "loyalty",
      title: t("checkout.totals.loyalty", { points: totals.loyaltyPoints }),
      value: -totals.loyaltyAmount,
    });
  segments.push({
    code: "shipping",
    title: priced.shipping?.methodTitle ?? t("checkout.totals.shipping"),
    value: totals.shipping,
  });
  segments.push({ code: "tax", title: t("checkout.totals.tax"), value: totals.taxAmount });
  if (totals.giftCard > 0)
    segments.push({ code: "giftcard", title: t("checkout.totals.giftCard"), value: -totals.giftCard });
  segments.push({ code: "grand_total", title: t("checkout.totals.grandTotal"), value: totals.grandTotal });
  return {
    grand_total: totals.grandTotal,
    subtotal_incl_tax: totals.subtotal,
    discount_amount: totals.discount,
    shipping_incl_tax: totals.shipping,
    tax_amount: totals.taxAmount,
    giftcard_amount: totals.giftCard,
    loyalty: loyaltyDto(priced),
    items_qty: totals.itemsQty,
    base_currency_code: "EUR",
    quote_currency_code: "EUR",
    coupon_code: couponCode,
    giftcard_code: totals.giftCard > 0 ? (priced.snapshot.giftCard?.code ?? null) : null,
    items: totals.lines.map((l) => ({
      item_id: l.itemId,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      price_incl_tax: l.unitPrice,
      row_total_incl_tax: l.rowTotal,
      discount_amount: l.discount,
      tax_amount: l.taxAmount,
      tax_percent: l.taxRate,
      options: l.options,
    })),
    total_segments: segments,
  };
}

/** The lines as pull answers them, broken ones with their error. */
export function itemDtos(priced: PricedCart): CartItemDto[] {
  const t = translatorFor(priced.store.code);
  const quoteId = priced.snapshot.cart.id;
  const clamped = priced.snapshot.clamped;
  const ok = priced.lines.map((l) => ({
    ...(clamped?.has(l.record.id) ? { info: t("cart.maxQuantity", { maxQuantity: l.record.qty }) } : {}),
    item_id: l.record.id,
    sku: l.sku,
    qty: l.record.qty,
    name: l.name,
    price: l.unitPrice,
    product_type: l.productType,
    quote_id: quoteId,
    product_option: toProductOption(l.option),
    options: l.optionLabels,
    image: l.image,
    url: l.url,
  }));
  const broken = priced.broken.map(({ record, problem }) => ({
    item_id: record.id,
    sku: record.sku,
    qty: record.qty,
    name: record.sku,
    price: 0,
    product_type: "simple",
    quote_id: quoteId,
    options: [],
    errors: t(problem.key, problem.params),
  }));
  return [...ok, ...broken].sort((a, b) => a.item_id - b.item_id);
}

/** The points side of the totals: null for a guest's cart, so the page offers points only to customers. */
function loyaltyDto(priced: PricedCart): TotalsDto["loyalty"] {
  const { snapshot, totals } = priced;
  if (snapshot.cart.customerId === null) return null;
  return {
    balance: snapshot.loyaltyBalance,
    points: totals.loyaltyPoints,
    amount: totals.loyaltyAmount,
    max: maxRedeemable(snapshot.loyaltyBalance, totals.subtotal - totals.discount),
    point_value: POINT_VALUE_CENTS,
  };
}
