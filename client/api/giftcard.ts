/**
 * Gift cards at the till (SPEC §7 gift card calls, issue 32 point 5): check a card's balance, apply
 * it to the cart, remove it. A module of its own so it loads only with the gift card form.
 */
import type { GiftCardCheckDto } from "../../schema/api/cart";
import { apiRequest, type CallOptions } from "./request";

const GIFT_CARD_TIMEOUT_MS = 5000;

/** POST /api/ext/giftcard/check?cartId= {giftCardCode}: the card's balance, or 'This is not a valid giftcard'. */
export const checkGiftCard = ({ cartId, code }: { cartId: string; code: string }, options?: CallOptions) =>
  apiRequest<GiftCardCheckDto>(
    {
      method: "POST",
      path: "/api/ext/giftcard/check",
      query: { cartId },
      body: { giftCardCode: code },
      timeoutMs: GIFT_CARD_TIMEOUT_MS,
    },
    options,
  );

/** POST /api/ext/giftcard/apply?cartId= {giftCardCode, quoteId}: the card pays what it can of the order. */
export const applyGiftCard = ({ cartId, code }: { cartId: string; code: string }, options?: CallOptions) =>
  apiRequest<boolean>(
    {
      method: "POST",
      path: "/api/ext/giftcard/apply",
      query: { cartId },
      body: { giftCardCode: code, quoteId: cartId },
      timeoutMs: GIFT_CARD_TIMEOUT_MS,
    },
    options,
  );

/** POST /api/ext/giftcard/remove?cartId= {quoteId}: the order is paid without the card. */
export const removeGiftCard = ({ cartId }: { cartId: string }, options?: CallOptions) =>
  apiRequest<boolean>(
    {
      method: "POST",
      path: "/api/ext/giftcard/remove",
      query: { cartId },
      body: { quoteId: cartId },
      timeoutMs: GIFT_CARD_TIMEOUT_MS,
    },
    options,
  );
