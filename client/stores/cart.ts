/**
 * The cart in the browser (SPEC §3 cart state, §4 cart sync): `$cart` with its lines and totals,
 * `$isMicrocartOpen`, `$cartCount` (the badge's, which lives in ui.ts so that every page has it
 * without the cart) and the actions that change them. Changes show at once (optimistic) and go to
 * the server one after another; a refusal undoes its change. The cart id, the lines and their hash
 * are kept in localStorage, so a reload and other tabs see the same bag.
 *
 * The state is in cart-state.ts, the sync with the server in cart-server.ts.
 *
 * This module and the cart API client load lazily, in the cart's one chunk (cart-chunk.ts): on the
 * first add, when the microcart opens, on the cart page. Until then the badge reads the count that
 * was saved with the cart.
 */
import type { CartItemDto } from "../../schema/api/cart";
import { applyCoupon, deleteCartItem, deleteCoupon, updateCartItem, type CartItemRequest } from "../api/cart";
import { ApiError } from "../api/errors";
import {
  addLine,
  confirmLine,
  optionKey,
  removeLine,
  restoreLine,
  rollbackLine,
  setLineQty,
  type CartLine,
  type NewLine,
} from "./cart-lines";
import { afterFailure } from "./cart-sync";
import { track } from "../analytics/data-layer";
import { cartEcommerce, type LineLike } from "../analytics/items";
import { afterChangeFailed, bypassed, changed, newCart, reached, reconnectForAdd, refresh, start } from "./cart-server";
import { isOffline, queueAdd, queueCoupon, queueQuantity, queueRemoval } from "./cart-offline";
import { $cart, commit, failure, lineByKey, serial, SYNC_DISABLED, sync, type CartOutcome } from "./cart-state";

export type { CartLine } from "./cart-lines";
export { $cartCount } from "./ui";
export { $cart, $isMicrocartOpen, type CartOutcome, type CartState } from "./cart-state";
export { refresh, watchCart } from "./cart-server";

/**
 * Sends an add. The first add creates the cart (SPEC §4: a cart id is made when the cart gets its
 * first item); a cart that is gone is dropped, a new one created and the add sent once more.
 */
async function sendAdd(request: CartItemRequest, key: string): Promise<CartItemDto> {
  for (let retried = false; ; retried = true) {
    const cartId = $cart.get().cartId ?? (await reconnectForAdd()) ?? (await newCart());
    try {
      const dto = await updateCartItem({ cartId, cartItem: request });
      reached();
      return dto;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const action = afterFailure(error, "add", retried, $cart.get().bypass);
      // 401: a guest cart takes the add (SPEC §4), until the bypass limit switches sync off.
      if (action === "bypass" || action === "disable") {
        if (!bypassed(action)) throw error;
      } else if (action !== "recreate") throw error;
      // The old cart's lines went with it; only this add stays, as a new optimistic line.
      const lines = $cart
        .get()
        .lines.flatMap((l) => (l.key === key ? [{ ...l, item_id: null, qty: request.qty, prev_qty: undefined }] : []));
      commit({ cartId: null, lines, totals: null });
    }
  }
}

let nextTemp = 1;

/** GA4 add_to_cart / remove_from_cart for `qty` of a line (issue 34), once the server took the change. */
const trackQty = (event: "add_to_cart" | "remove_from_cart", line: LineLike, qty: number) =>
  track(event, cartEcommerce([{ ...line, qty }]));

/** Adds a product line (SPEC §4 cart event add); the line shows at once, the badge counts it. */
export function addToCart(item: NewLine): Promise<CartOutcome> {
  start();
  if ($cart.get().syncDisabled) return Promise.resolve(SYNC_DISABLED);
  const added = addLine($cart.get().lines, item, `t${nextTemp++}`);
  commit({ lines: added.lines });
  const request: CartItemRequest = {
    sku: item.sku,
    qty: item.qty,
    ...(item.product_option ? { product_option: item.product_option } : {}),
  };
  // Offline the add stays in the bag and waits in the sync task queue (cart-offline.ts).
  const queue = (): Promise<CartOutcome> =>
    queueAdd(request, added.key).then(
      () => ({ ok: true, queued: true }),
      () => {
        commit({ lines: rollbackLine($cart.get().lines, added.key) });
        return { ok: false };
      },
    );
  if (isOffline()) return queue();
  return serial(async () => {
    try {
      const dto = await sendAdd(request, added.key);
      commit({ lines: confirmLine($cart.get().lines, added.key, dto) });
      changed();
      trackQty("add_to_cart", item, item.qty);
      return { ok: true, ...(dto.info ? { info: dto.info } : {}) };
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === "NETWORK" && isOffline()) return queue();
      commit({ lines: rollbackLine($cart.get().lines, added.key) });
      return $cart.get().syncDisabled ? SYNC_DISABLED : failure(error);
    }
  });
}

/**
 * Sets a line's quantity (1–99). Quick successive changes of one line send only the last; a refusal
 * restores the quantity before the change (prev_qty, SPEC §4).
 */
export function setQuantity(key: string, qty: number): Promise<CartOutcome> {
  const line = lineByKey(key);
  if (!line || line.qty === qty) return Promise.resolve({ ok: true });
  // Offline the quantity shows at once and waits in the queue (cart-offline.ts); so does a change
  // of a line added offline, whose add has not left yet.
  if (isOffline() || (line.item_id === null && line.queued)) {
    commit({ lines: $cart.get().lines.map((l) => (l.key === key ? { ...l, qty } : l)) });
    return queueQuantity(line, qty).then(
      () => ({ ok: true, queued: true }),
      () => {
        commit({ lines: $cart.get().lines.map((l) => (l.key === key ? { ...l, qty: line.qty } : l)) });
        return { ok: false };
      },
    );
  }
  if (line.item_id === null) return Promise.resolve({ ok: true });
  const confirmedQty = line.qty;
  commit({ lines: setLineQty($cart.get().lines, key, qty) });
  return serial(async () => {
    const current = lineByKey(key);
    const cartId = $cart.get().cartId;
    // A later change of this line replaces this one (it sends the newest quantity itself).
    if (!current || current.item_id === null || current.qty !== qty || !cartId) return { ok: true };
    try {
      const dto = await updateCartItem({
        cartId,
        cartItem: {
          sku: current.sku,
          qty,
          item_id: current.item_id,
          ...(current.product_option ? { product_option: current.product_option } : {}),
        },
      });
      commit({ lines: confirmLine($cart.get().lines, key, dto, qty) });
      changed();
      if (qty !== confirmedQty)
        trackQty(qty > confirmedQty ? "add_to_cart" : "remove_from_cart", current, Math.abs(qty - confirmedQty));
      return { ok: true };
    } catch (error) {
      commit({ lines: rollbackLine($cart.get().lines, key) });
      afterChangeFailed(error);
      return failure(error);
    }
  });
}

/**
 * SPEC §4 cart edit mode: the line `key` becomes another choice of its product (size, colour),
 * keeping its quantity. Shows at once; the server may join it with a line of that choice already
 * in the bag; a refusal puts the line back as it was.
 */
export function changeLine(key: string, choice: NewLine): Promise<CartOutcome> {
  const before = lineByKey(key);
  if (!before || before.item_id === null) return Promise.resolve({ ok: false });
  const itemId = before.item_id;
  const edited: CartLine = {
    ...before,
    sku: choice.sku,
    name: choice.name,
    price: choice.price,
    product_type: choice.product_type,
    product_option: choice.product_option,
    optionKey: optionKey(choice.product_option),
    options: choice.options ?? [],
    image: choice.image ?? before.image,
    url: choice.url ?? before.url,
  };
  commit({ lines: $cart.get().lines.map((l) => (l.key === key ? edited : l)) });
  return serial(async () => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: false };
    try {
      const dto = await updateCartItem({
        cartId,
        cartItem: {
          sku: choice.sku,
          qty: before.qty,
          item_id: itemId,
          ...(choice.product_option ? { product_option: choice.product_option } : {}),
        },
      });
      commit({ lines: confirmLine($cart.get().lines, key, dto) });
      changed();
      return { ok: true };
    } catch (error) {
      commit({ lines: $cart.get().lines.map((l) => (l.key === key ? before : l)) });
      afterChangeFailed(error);
      return failure(error);
    }
  });
}

/** Removes a line (the shopper confirmed it); put back when the server refuses. */
export function removeItem(key: string): Promise<CartOutcome> {
  const { lines, removed } = removeLine($cart.get().lines, key);
  if (!removed) return Promise.resolve({ ok: false });
  // Offline (or an add that has not left yet): gone from the bag at once, the removal queued.
  if (isOffline() || (removed.line.item_id === null && removed.line.queued)) {
    commit({ lines });
    return queueRemoval(removed.line).then(
      () => ({ ok: true, queued: true }),
      () => {
        commit({ lines: restoreLine($cart.get().lines, removed) });
        return { ok: false };
      },
    );
  }
  if (removed.line.item_id === null) return Promise.resolve({ ok: false });
  commit({ lines });
  const itemId = removed.line.item_id;
  return serial(async () => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: true };
    try {
      await deleteCartItem({ cartId, item_id: itemId });
      changed();
      trackQty("remove_from_cart", removed.line, removed.line.qty);
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        afterChangeFailed(error);
        return failure(error);
      }
      // Gone already (or the whole cart is): what the shopper wanted; the pull shows the rest.
      if (error instanceof ApiError && afterFailure(error, "change", false) === "resync") {
        changed();
        return { ok: true };
      }
      commit({ lines: restoreLine($cart.get().lines, removed) });
      return failure(error);
    }
  });
}

const queuedOutcome = (): CartOutcome => ({ ok: true, queued: true });

/** Applies a coupon code (offline: queued, cart-offline.ts); a refusal carries the server's reason. Totals are fetched again (SPEC §4). */
export async function applyCouponCode(code: string): Promise<CartOutcome> {
  if (isOffline()) return queueCoupon(code).then(queuedOutcome, () => ({ ok: false }));
  const outcome = await serial(async (): Promise<CartOutcome> => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: false };
    try {
      await applyCoupon({ cartId, coupon: code });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  });
  sync.stale = true;
  await refresh();
  return outcome;
}

/** Removes the cart's coupon, then fetches the totals again. */
export async function removeCouponCode(): Promise<CartOutcome> {
  if (isOffline()) return queueCoupon(null).then(queuedOutcome, () => ({ ok: false }));
  const outcome = await serial(async (): Promise<CartOutcome> => {
    const cartId = $cart.get().cartId;
    if (!cartId) return { ok: true };
    try {
      await deleteCoupon({ cartId });
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  });
  sync.stale = true;
  await refresh();
  return outcome;
}

/** Forgets the cart in this browser (after an order was placed): the bag is empty, the next add makes a new cart. */
export function clearCart(): void {
  start();
  commit({ cartId: null, lines: [], totals: null, status: "ready" });
  sync.stale = false;
}
