/**
 * Cart changes made offline (issue 33, SPEC §4 "tasks queue while offline"): an add made while the
 * browser is offline stays in the bag and is queued as a sync task (client/offline) instead of being
 * undone; when the browser is online again the queue sends it into the shopper's cart (the cart id
 * filled in at send time, a new cart made if there is none) and the cart is reloaded from the server.
 */
import type { CartItemRequest } from "../api/cart";
import { $cart, commit, serial, sync } from "./cart-state";
import { newCart, reconnectForAdd, refresh } from "./cart-server";

/** The queue's code (and IndexedDB's) loads only when a change is made offline or sent later. */
const loadQueue = () => import("../offline/task-queue");

/** The add's sync task: the cart id is filled in when it is sent. */
export async function queueAdd(request: CartItemRequest, key: string): Promise<void> {
  const { queueTask } = await loadQueue();
  const task = await queueTask({
    url: "/api/cart/update?cartId={{cartId}}",
    payload: { method: "POST", headers: {}, mode: "same-origin", body: { cartItem: request } },
    callback_event: "an:cart-synced",
  });
  commit({ lines: $cart.get().lines.map((l) => (l.key === key ? { ...l, queued: task.task_id } : l)) });
}

/** The browser is offline: a cart call now would only fail. */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Sends the queued cart changes, then reloads the cart (SPEC §4: going online triggers a sync and a
 * cart reload). Runs in the cart's queue, so no other cart call overtakes the replay.
 */
export async function syncOfflineCart(okLabel: string): Promise<void> {
  const { pendingTasks, syncTasks } = await loadQueue();
  await serial(async () => {
    await syncTasks({
      token: () => null,
      cartId: async () => $cart.get().cartId ?? (await reconnectForAdd()) ?? (await newCart()),
      okLabel,
    });
    // The lines whose task went to the server (or was refused) give way to the server's lines.
    const waiting = new Set((await pendingTasks()).map((t) => t.task_id));
    commit({ lines: $cart.get().lines.filter((l) => !l.queued || waiting.has(l.queued)) });
  });
  sync.stale = true;
  await refresh();
}
