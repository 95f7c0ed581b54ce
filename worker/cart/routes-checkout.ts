/**
 * SPEC §7 cart calls for checkout: totals, payment and shipping methods, shipping information,
 * collect-totals, coupons, the selected payment method and gift cards. Totals are one round trip.
 */
import { Hono, type Context } from "hono";
import * as z from "zod";
import type { PaymentMethodDto, ShippingMethodDto } from "../../schema/api/cart";
import { validateAddress } from "../../domain/checkout/address";
import { redeemable } from "../../domain/account/loyalty";
import { formatMoney } from "../../domain/money";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { cartText, ownedCart } from "./access";
import { paymentMethods, type PaymentMethod } from "./methods";
import { checkCoupon, normalizeCode, usableGiftCard } from "./offers";
import { priceCart, totalsDto, type PricedCart } from "./pricing";
import { shipsFree } from "./totals";
import { findCoupon, findGiftCard, updateCart } from "./repo";
import { cartQuery } from "./routes-items";

/** The payment provider's redirect methods, as the composition root configures them. */
export type ProviderMethods = (
  c: Context<AppEnv>,
) => readonly { code: string; title: Record<"nl" | "de" | "en", string> }[];

// Vue Storefront's checkout sends the order's address shape here (sameAsBilling, save_address, …):
// what we do not keep is ignored, never refused (test/vsf-contract.test.ts).
const address = z.lazy(() =>
  z.object({
    firstname: z.string().max(100).optional(),
    lastname: z.string().max(100).optional(),
    street: z.array(z.string().max(200)).max(4).optional(),
    city: z.string().max(100).optional(),
    postcode: z.string().max(20).optional(),
    country_id: z.string().max(2).optional(),
    telephone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
    company: z.string().max(200).optional(),
    region: z.string().max(100).optional(),
    region_id: z.number().int().optional(),
    region_code: z.string().max(20).optional(),
    vat_id: z.string().max(40).optional(),
  }),
);
type Address = z.output<typeof address>;

const shippingInformation = z.lazy(() =>
  z.object({
    addressInformation: z.object({
      shippingAddress: address,
      billingAddress: address.optional(),
      shipping_method_code: z.string().min(1).max(64),
      shipping_carrier_code: z.string().min(1).max(64),
    }),
  }),
);

const collectTotals = z.lazy(() =>
  z.strictObject({
    methods: z.strictObject({
      paymentMethod: z
        .strictObject({ method: z.string().max(64), additional_data: z.array(z.string().max(2000)).max(10).optional() })
        .optional(),
      shippingCarrierCode: z.string().max(64).optional(),
      shippingMethodCode: z.string().max(64).optional(),
    }),
  }),
);

const pointsBody = z.lazy(() => z.strictObject({ points: z.number().int().min(1).max(1_000_000) }));

const giftCardBody = z.strictObject({
  giftCardCode: z.string().trim().min(1).max(64),
  token: z.string().max(200).optional(),
  quoteId: z.string().max(64).optional(),
});

/** Address problems as a 400 naming each field with the SPEC message, in the cart's language. */
function checkAddress(value: Address, store: "nl" | "de" | "en", needEmail: boolean, prefix: string): void {
  const errors = validateAddress(value, { needEmail });
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const t = translatorFor(store);
  throw new AppError(
    400,
    "INVALID_INPUT",
    t("form.shippingAddress"),
    Object.fromEntries(entries.map(([field, key]) => [`${prefix}.${field}`, t(key)])),
  );
}

function paymentsOf(c: Context<AppEnv>, priced: PricedCart, provider: ProviderMethods): PaymentMethod[] {
  const code = priced.store.code;
  return paymentMethods(
    provider(c).map((m) => ({ code: m.code, title: m.title[code] })),
    translatorFor(code),
    priced.totals.grandTotal,
    priced.totals.virtualOnly,
  );
}

const paymentDto = (m: PaymentMethod): PaymentMethodDto => ({
  code: m.code,
  title: m.title,
  is_redirect: m.redirect,
  default: m.isDefault,
});

function shippingDtos(priced: PricedCart): ShippingMethodDto[] {
  const afterDiscount = priced.totals.subtotal - priced.totals.discount;
  return priced.shippingOptions.map((m) => {
    const amount = shipsFree(m.freeFrom, afterDiscount, priced.coupon) ? 0 : m.price;
    return {
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      carrier_title: m.carrierTitle,
      method_title: m.methodTitle,
      amount,
      price_incl_tax: amount,
      available: m.available,
      default: m.isDefault,
    };
  });
}

export function createCartCheckoutRoutes(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const priced = async (c: Context<AppEnv>, cartId: string) => priceCart(c, await ownedCart(c, cartId), new Date());

  app.get("/totals", validate("query", cartQuery), async (c) =>
    c.json({ code: 200, result: totalsDto(await priced(c, c.req.valid("query").cartId)) }),
  );

  app.get("/payment-methods", validate("query", cartQuery), async (c) => {
    const cart = await priced(c, c.req.valid("query").cartId);
    return c.json({ code: 200, result: paymentsOf(c, cart, provider).map(paymentDto) });
  });

  app.post(
    "/shipping-methods",
    validate("query", cartQuery),
    validate("json", z.strictObject({ address: address.optional() })),
    async (c) => {
      return c.json({ code: 200, result: shippingDtos(await priced(c, c.req.valid("query").cartId)) });
    },
  );

  app.post("/shipping-information", validate("query", cartQuery), validate("json", shippingInformation), async (c) => {
    const { cartId } = c.req.valid("query");
    const info = c.req.valid("json").addressInformation;
    const cart = await priced(c, cartId);
    const store = cart.store.code;
    const method = cart.shippingOptions.find(
      (m) => m.methodCode === info.shipping_method_code && m.carrierCode === info.shipping_carrier_code,
    );
    if (!method)
      throw new AppError(400, "INVALID_INPUT", cartText(store, "form.fixErrors"), {
        shipping_method_code: cartText(store, "form.required"),
      });
    checkAddress(info.shippingAddress, store, true, "shippingAddress");
    if (info.billingAddress) checkAddress(info.billingAddress, store, false, "billingAddress");
    const keepPoint = method.methodCode === cart.snapshot.cart.shippingMethod;
    await updateCart(c.get("db"), cartId, {
      shippingCarrier: method.carrierCode,
      shippingMethod: method.methodCode,
      shippingAddress: info.shippingAddress,
      billingAddress: info.billingAddress ?? info.shippingAddress,
      // SPEC §4: choosing another method than the service point clears the selected point.
      ...(keepPoint ? {} : { servicePoint: null }),
    });
    const next = await priced(c, cartId);
    return c.json({
      code: 200,
      result: { payment_methods: paymentsOf(c, next, provider).map(paymentDto), totals: totalsDto(next) },
    });
  });

  app.post("/collect-totals", validate("query", cartQuery), validate("json", collectTotals), async (c) => {
    const { cartId } = c.req.valid("query");
    const { methods } = c.req.valid("json");
    const cart = await priced(c, cartId);
    const fields: Parameters<typeof updateCart>[2] = {};
    if (methods.shippingMethodCode && methods.shippingCarrierCode) {
      const method = cart.shippingOptions.find(
        (m) => m.methodCode === methods.shippingMethodCode && m.carrierCode === methods.shippingCarrierCode,
      );
      if (!method)
        throw new AppError(400, "INVALID_INPUT", cartText(cart.store.code, "form.fixErrors"), {
          shippingMethodCode: "unknown",
        });
      Object.assign(fields, { shippingCarrier: method.carrierCode, shippingMethod: method.methodCode });
    }
    if (methods.paymentMethod) {
      if (!paymentsOf(c, cart, provider).some((m) => m.code === methods.paymentMethod?.method)) {
        throw new AppError(400, "INVALID_INPUT", cartText(cart.store.code, "form.fixErrors"), {
          paymentMethod: "unknown",
        });
      }
      Object.assign(fields, {
        paymentMethod: methods.paymentMethod.method,
        paymentAdditional: methods.paymentMethod.additional_data ?? null,
      });
    }
    if (Object.keys(fields).length === 0) return c.json({ code: 200, result: totalsDto(cart) });
    await updateCart(c.get("db"), cartId, fields);
    return c.json({ code: 200, result: totalsDto(await priced(c, cartId)) });
  });

  app.post(
    "/apply-coupon",
    validate("query", cartQuery.extend({ coupon: z.string().trim().min(1).max(64) })),
    async (c) => {
      const { cartId, coupon } = c.req.valid("query");
      const code = normalizeCode(coupon);
      const [cart, record] = await Promise.all([priced(c, cartId), findCoupon(c.get("db"), code)]);
      const store = cart.store;
      const verdict = checkCoupon(record, new Date(), cart.totals.subtotal);
      if (!verdict.ok) {
        const amount = formatMoney(verdict.minSubtotal ?? 0, store.currencyCode, store.locale);
        throw new AppError(400, "COUPON_INVALID", cartText(store.code, verdict.key, { amount }), {
          coupon: cartText(store.code, verdict.key, { amount }),
        });
      }
      await updateCart(c.get("db"), cartId, { couponCode: code });
      return c.json({ code: 200, result: true });
    },
  );

  app.post("/delete-coupon", validate("query", cartQuery), async (c) => {
    const { cartId } = c.req.valid("query");
    await ownedCart(c, cartId);
    await updateCart(c.get("db"), cartId, { couponCode: null });
    return c.json({ code: 200, result: true });
  });

  return app;
}

/** /api/ext/cart-extend/selected-payment-method and the gift card calls (SPEC §7). */
export function createCartExtensionRoutes(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const methodBody = z.strictObject({
    method: z.strictObject({
      method: z.string().min(1).max(64),
      additional_data: z.array(z.string().max(2000)).max(10).optional(),
    }),
  });

  app.post(
    "/cart-extend/selected-payment-method",
    validate("query", cartQuery),
    validate("json", methodBody),
    async (c) => {
      const { cartId } = c.req.valid("query");
      const { method } = c.req.valid("json");
      const cart = await priceCart(c, await ownedCart(c, cartId), new Date());
      if (!paymentsOf(c, cart, provider).some((m) => m.code === method.method)) {
        throw new AppError(400, "INVALID_INPUT", cartText(cart.store.code, "form.fixErrors"), { method: "unknown" });
      }
      await updateCart(c.get("db"), cartId, {
        paymentMethod: method.method,
        paymentAdditional: method.additional_data ?? null,
      });
      return c.json({ code: 200, result: true });
    },
  );

  const invalidGiftCard = (store: "nl" | "de" | "en") =>
    new AppError(400, "GIFTCARD_INVALID", cartText(store, "cart.giftCardInvalid"), {
      giftCardCode: cartText(store, "cart.giftCardInvalid"),
    });

  app.post("/giftcard/apply", validate("query", cartQuery), validate("json", giftCardBody), async (c) => {
    const { cartId } = c.req.valid("query");
    const code = normalizeCode(c.req.valid("json").giftCardCode);
    const [snapshot, card] = await Promise.all([ownedCart(c, cartId), findGiftCard(c.get("db"), code)]);
    if (!usableGiftCard(card, new Date())) throw invalidGiftCard(snapshot.cart.store);
    await updateCart(c.get("db"), cartId, { giftCardCode: code });
    return c.json({ code: 200, result: true });
  });

  app.post(
    "/giftcard/remove",
    validate("query", cartQuery),
    validate("json", giftCardBody.partial({ giftCardCode: true })),
    async (c) => {
      const { cartId } = c.req.valid("query");
      await ownedCart(c, cartId);
      await updateCart(c.get("db"), cartId, { giftCardCode: null });
      return c.json({ code: 200, result: true });
    },
  );

  // Loyalty points (issue 9 point 8; an extension of ours beside SPEC §7's): a customer's cart pays
  // part of the goods with points, within their balance.
  app.post("/cart-extend/loyalty-points", validate("query", cartQuery), validate("json", pointsBody), async (c) => {
    const { cartId } = c.req.valid("query");
    const { points } = c.req.valid("json");
    const snapshot = await ownedCart(c, cartId);
    const store = snapshot.cart.store;
    if (snapshot.cart.customerId === null) {
      const message = cartText(store, "checkout.points.customersOnly");
      throw new AppError(400, "INVALID_INPUT", message, { points: message });
    }
    if (!redeemable(points, snapshot.loyaltyBalance)) {
      const message = cartText(store, "account.notEnoughPoints");
      throw new AppError(400, "INVALID_INPUT", message, { points: message });
    }
    await updateCart(c.get("db"), cartId, { loyaltyPoints: points });
    return c.json({ code: 200, result: true });
  });

  app.post("/cart-extend/loyalty-points/remove", validate("query", cartQuery), async (c) => {
    const { cartId } = c.req.valid("query");
    await ownedCart(c, cartId);
    await updateCart(c.get("db"), cartId, { loyaltyPoints: null });
    return c.json({ code: 200, result: true });
  });

  app.post("/giftcard/check", validate("json", giftCardBody), async (c) => {
    const card = usableGiftCard(
      await findGiftCard(c.get("db"), normalizeCode(c.req.valid("json").giftCardCode)),
      new Date(),
    );
    if (!card) throw invalidGiftCard(c.get("store").code);
    return c.json({ code: 200, result: { code: card.code, balance: card.balance, currency: card.currency } });
  });

  return app;
}
