/**
 * SPEC §7 calls under /api/ext for the cart: the selected payment method, gift cards, and our
 * loyalty points, each through the request's cart handler (handler.ts). Gift card codes are looked
 * up through ./code-guard (no guessing).
 */
import { Hono } from "hono";
import {
  cartQuery,
  giftCardBody,
  giftCardCheckQuery,
  giftCardRemoveBody,
  loyaltyPointsBody,
  selectedPaymentMethodBody,
} from "../../schema/api/cart";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { cartText } from "./access";
import { redeemable } from "../../domain/account/loyalty";
import { guardedGiftCard, tooManyCodes } from "./code-guard";
import { paymentsOf, type ProviderMethods } from "./offered";
import { normalizeCode, usableGiftCard } from "./offers";

/** /api/ext/cart-extend/selected-payment-method and the gift card calls (SPEC §7). */
export function createCartExtensionRoutes(provider: ProviderMethods): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(
    "/cart-extend/selected-payment-method",
    validate("query", cartQuery),
    validate("json", selectedPaymentMethodBody),
    async (c) => {
      const { cartId } = c.req.valid("query");
      const { method } = c.req.valid("json");
      const cart = await c.get("cart").priced(cartId);
      if (!paymentsOf(c, cart, provider).some((m) => m.code === method.method)) {
        throw new AppError(400, "INVALID_INPUT", cartText(cart.store.code, "form.fixErrors"), { method: "unknown" });
      }
      await c.get("cart").updatePaymentMethod(cartId, {
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
    const [snapshot, found] = await Promise.all([c.get("cart").get(cartId), guardedGiftCard(c, code, cartId)]);
    if (found.wait !== null) throw tooManyCodes(c, snapshot.cart.store, found.wait);
    if (!usableGiftCard(found.record, new Date())) throw invalidGiftCard(snapshot.cart.store);
    await c.get("cart").updateGiftCardCode(cartId, code);
    return c.json({ code: 200, result: true });
  });

  app.post("/giftcard/remove", validate("query", cartQuery), validate("json", giftCardRemoveBody), async (c) => {
    const { cartId } = c.req.valid("query");
    await c.get("cart").get(cartId);
    await c.get("cart").updateGiftCardCode(cartId, null);
    return c.json({ code: 200, result: true });
  });

  // Loyalty points (issue 9 point 8; an extension of ours beside SPEC §7's): a customer's cart pays
  // part of the goods with points, within their balance.
  app.post(
    "/cart-extend/loyalty-points",
    validate("query", cartQuery),
    validate("json", loyaltyPointsBody),
    async (c) => {
      const { cartId } = c.req.valid("query");
      const { points } = c.req.valid("json");
      const snapshot = await c.get("cart").get(cartId);
      const store = snapshot.cart.store;
      if (snapshot.cart.customerId === null) {
        const message = cartText(store, "checkout.points.customersOnly");
        throw new AppError(400, "INVALID_INPUT", message, { points: message });
      }
      if (!redeemable(points, snapshot.loyaltyBalance)) {
        const message = cartText(store, "account.notEnoughPoints");
        throw new AppError(400, "INVALID_INPUT", message, { points: message });
      }
      await c.get("cart").updateLoyaltyPoints(cartId, points);
      return c.json({ code: 200, result: true });
    },
  );

  app.post("/cart-extend/loyalty-points/remove", validate("query", cartQuery), async (c) => {
    const { cartId } = c.req.valid("query");
    await c.get("cart").get(cartId);
    await c.get("cart").updateLoyaltyPoints(cartId, null);
    return c.json({ code: 200, result: true });
  });

  // A cart named in the query (the cart page and the checkout name theirs) must be the caller's and
  // counts the guess against that cart as well; without one, the IP's counter guards it.
  app.post("/giftcard/check", validate("query", giftCardCheckQuery), validate("json", giftCardBody), async (c) => {
    const { cartId } = c.req.valid("query");
    const code = normalizeCode(c.req.valid("json").giftCardCode);
    const [snapshot, found] = await Promise.all([
      cartId === undefined ? null : c.get("cart").get(cartId),
      guardedGiftCard(c, code, cartId ?? null),
    ]);
    const store = snapshot?.cart.store ?? c.get("store").code;
    if (found.wait !== null) throw tooManyCodes(c, store, found.wait);
    const card = usableGiftCard(found.record, new Date());
    if (!card) throw invalidGiftCard(store);
    return c.json({ code: 200, result: { code: card.code, balance: card.balance, currency: card.currency } });
  });

  return app;
}
