/**
 * SPEC §7 cart calls for checkout: totals, payment and shipping methods, shipping information,
 * collect-totals and coupons, each through the request's cart handler (handler.ts). Totals are one
 * round trip. Coupon codes are looked up through ./code-guard (no guessing).
 */
import { Hono } from "hono";
import {
  cartQuery,
  collectTotalsBody,
  couponQuery,
  shippingInformationBody,
  shippingMethodsBody,
} from "../../schema/api/cart";
import { deliveryCountries } from "../addresses";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { cartText } from "./access";
import { formatMoney } from "../../domain/money";
import { guardedCoupon, tooManyCodes } from "./code-guard";
import { checkAddress, paymentDto, paymentsOf, shippingDtos, type ProviderMethods } from "./offered";
import { checkCoupon, normalizeCode } from "./offers";
import { totalsDto } from "./pricing";
import type { PaymentFields, DeliveryFields } from "./handler";

export function createCartCheckoutRoutes(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/totals", validate("query", cartQuery), async (c) =>
    c.json({ code: 200, result: totalsDto(await c.get("cart").priced(c.req.valid("query").cartId)) }),
  );

  app.get("/payment-methods", validate("query", cartQuery), async (c) => {
    const cart = await c.get("cart").priced(c.req.valid("query").cartId);
    return c.json({ code: 200, result: paymentsOf(c, cart, provider).map(paymentDto) });
  });

  app.post("/shipping-methods", validate("query", cartQuery), validate("json", shippingMethodsBody), async (c) => {
    return c.json({ code: 200, result: shippingDtos(await c.get("cart").priced(c.req.valid("query").cartId)) });
  });

  app.post(
    "/shipping-information",
    validate("query", cartQuery),
    validate("json", shippingInformationBody),
    async (c) => {
      const { cartId } = c.req.valid("query");
      const info = c.req.valid("json").addressInformation;
      const cart = await c.get("cart").priced(cartId);
      const store = cart.store.code;
      const method = cart.shippingOptions.find(
        (m) => m.methodCode === info.shipping_method_code && m.carrierCode === info.shipping_carrier_code,
      );
      if (!method)
        throw new AppError(400, "INVALID_INPUT", cartText(store, "form.fixErrors"), {
          shipping_method_code: cartText(store, "form.required"),
        });
      checkAddress(info.shippingAddress, store, true, "shippingAddress", deliveryCountries(c.get("config"), store));
      if (info.billingAddress) checkAddress(info.billingAddress, store, false, "billingAddress");
      const keepPoint = method.methodCode === cart.snapshot.cart.shippingMethod;
      await c.get("cart").updateSelectedDelivery(cartId, {
        shippingCarrier: method.carrierCode,
        shippingMethod: method.methodCode,
        shippingAddress: info.shippingAddress,
        billingAddress: info.billingAddress ?? info.shippingAddress,
        // SPEC §4: choosing another method than the service point clears the selected point.
        ...(keepPoint ? {} : { servicePoint: null }),
      });
      const next = await c.get("cart").priced(cartId);
      return c.json({
        code: 200,
        result: { payment_methods: paymentsOf(c, next, provider).map(paymentDto), totals: totalsDto(next) },
      });
    },
  );

  app.post("/collect-totals", validate("query", cartQuery), validate("json", collectTotalsBody), async (c) => {
    const { cartId } = c.req.valid("query");
    const { methods } = c.req.valid("json");
    const cart = await c.get("cart").priced(cartId);
    const delivery: DeliveryFields = {};
    const payment: PaymentFields = {};
    if (methods.shippingMethodCode && methods.shippingCarrierCode) {
      const method = cart.shippingOptions.find(
        (m) => m.methodCode === methods.shippingMethodCode && m.carrierCode === methods.shippingCarrierCode,
      );
      if (!method)
        throw new AppError(400, "INVALID_INPUT", cartText(cart.store.code, "form.fixErrors"), {
          shippingMethodCode: "unknown",
        });
      Object.assign(delivery, { shippingCarrier: method.carrierCode, shippingMethod: method.methodCode });
    }
    if (methods.paymentMethod) {
      if (!paymentsOf(c, cart, provider).some((m) => m.code === methods.paymentMethod?.method)) {
        throw new AppError(400, "INVALID_INPUT", cartText(cart.store.code, "form.fixErrors"), {
          paymentMethod: "unknown",
        });
      }
      Object.assign(payment, {
        paymentMethod: methods.paymentMethod.method,
        paymentAdditional: methods.paymentMethod.additional_data ?? null,
      });
    }
    if (Object.keys(delivery).length === 0 && Object.keys(payment).length === 0)
      return c.json({ code: 200, result: totalsDto(cart) });
    await c.get("cart").updateSelectedMethods(cartId, { ...delivery, ...payment });
    return c.json({ code: 200, result: totalsDto(await c.get("cart").priced(cartId)) });
  });

  app.post("/apply-coupon", validate("query", couponQuery), async (c) => {
    const { cartId, coupon } = c.req.valid("query");
    const code = normalizeCode(coupon);
    const [cart, found] = await Promise.all([c.get("cart").priced(cartId), guardedCoupon(c, code, cartId)]);
    const store = cart.store;
    if (found.wait !== null) throw tooManyCodes(c, store.code, found.wait);
    const verdict = checkCoupon(found.record, new Date(), cart.totals.subtotal);
    if (!verdict.ok) {
      const amount = formatMoney(verdict.minSubtotal ?? 0, store.currencyCode, store.locale);
      throw new AppError(400, "COUPON_INVALID", cartText(store.code, verdict.key, { amount }), {
        coupon: cartText(store.code, verdict.key, { amount }),
      });
    }
    await c.get("cart").updateDiscountCode(cartId, code);
    return c.json({ code: 200, result: true });
  });

  app.post("/delete-coupon", validate("query", cartQuery), async (c) => {
    const { cartId } = c.req.valid("query");
    await c.get("cart").get(cartId);
    await c.get("cart").updateDiscountCode(cartId, null);
    return c.json({ code: 200, result: true });
  });

  return app;
}
