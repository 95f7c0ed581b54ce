/**
 * Cart changes made offline (issue 33, SPEC §4 "tasks queue while offline"): an add, a quantity and
 * a removal made while the browser is offline show in the bag at once and are queued as sync tasks
 * (client/offline) instead of being undone; when the browser is online again the queue sends them,
 * oldest first, into the shopper's cart (the cart id filled in at send time, a new cart made if there
 * is none) and the cart is reloaded from the server. A later change of a line whose change still
 * waits edits that task (a quantity) or drops it (a removal), so the queue replays only the last word.
 */
import type { CartItemRequest } from "../api/cart";
import type { CartLine } from "./cart-lines";
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

/** The line's request as the update call takes it, at `qty`. */
const updateBody = (line: CartLine, qty: number) => ({
  cartItem: {
    sku: line.sku,
    qty,
    ...(line.item_id === null ? {} : { item_id: line.item_id }),
    ...(line.product_option ? { product_option: line.product_option } : {}),
  },
});

/** Gives the waiting task `id` a new body; false when it is gone (sent meanwhile). */
async function editTask(id: string, body: unknown): Promise<boolean> {
  const { allTasks, putTask } = await import("../offline/task-store");
  const task = (await allTasks()).find((t) => t.task_id === id && !t.transmited);
  if (!task) return false;
  await putTask({ ...task, payload: { ...task.payload, body }, updated_at: Date.now() });
  return true;
}

/**
 * A quantity set offline (the bag shows it already): the line's waiting task (its add, or an earlier
 * quantity) takes it; otherwise an update of the server's line is queued and the line remembers it.
 */
export async function queueQuantity(line: CartLine, qty: number): Promise<void> {
  if (line.queued && (await editTask(line.queued, updateBody(line, qty)))) return;
  if (line.item_id === null) return;
  const { queueTask } = await loadQueue();
  const task = await queueTask({
    url: "/api/cart/update?cartId={{cartId}}",
    payload: { method: "POST", headers: {}, mode: "same-origin", body: updateBody(line, qty) },
    callback_event: "an:cart-synced",
  });
  commit({ lines: $cart.get().lines.map((l) => (l.key === line.key ? { ...l, queued: task.task_id } : l)) });
}

/**
 * A line removed offline (gone from the bag already): its waiting task is dropped (an add that never
 * left is simply forgotten); a line the server has gets a removal queued.
 */
export async function queueRemoval(line: CartLine): Promise<void> {
  if (line.queued) await (await import("../offline/task-store")).deleteTask(line.queued);
  if (line.item_id === null) return;
  const { queueTask } = await loadQueue();
  await queueTask({
    url: "/api/cart/delete?cartId={{cartId}}",
    payload: { method: "POST", headers: {}, mode: "same-origin", body: { cartItem: { item_id: line.item_id } } },
    callback_event: "an:cart-synced",
  });
}

/**
 * A discount code applied (or the code removed) offline: queued as the coupon call; its answer, a
 * refusal in the server's words too, is shown when it is sent (the queue's notice).
 */
export async function queueCoupon(code: string | null): Promise<void> {
  const { queueTask } = await loadQueue();
  await queueTask({
    url:
      code === null
        ? "/api/cart/delete-coupon?cartId={{cartId}}"
        : `/api/cart/apply-coupon?cartId={{cartId}}&coupon=${encodeURIComponent(code)}`,
    payload: { method: "POST", headers: {}, mode: "same-origin" },
    callback_event: "an:cart-synced",
  });
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
