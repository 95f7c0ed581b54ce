/**
 * Orders made offline (SPEC §4 "Offline/online", issue 33 point 3). 'Place order' without a
 * connection keeps the order in the sync task store (task-store.ts) under an idempotency key made
 * here, with what the shopper needs to recognise it. The queue never sends it on its own (sync-task.ts
 * `isOrderTask`): it goes when the shopper confirms it (the offline order modal), from the checkout's
 * own page once it is online again (the SPEC's thank-you page), or at once when
 * OFFLINE_ORDER_AUTO_SEND is on. A second send of the same task carries the same key, so the server
 * answers the order the first send placed: never a second order. The stock is checked when it
 * arrives; a refusal leaves the bag as it was.
 */
import type { StoreCode } from "../../domain/store-views";
import { storePath } from "../../domain/urls";
import type { OrderRequest, PlacedOrderDto } from "../api/checkout";
import { markPending } from "./pending-flag";
import { deleteTask } from "./task-store";
import { pendingTasks, queueTask, syncTasks } from "./task-queue";
import { failureMessage, isOrderTask, type SyncTask } from "./sync-task";

/** What the shopper sees of a waiting order (the task's meta). */
export interface OfflineOrderMeta {
  kind: "order";
  store: StoreCode;
  placedAt: number;
  /** Cents, as the checkout showed it (the server prices the order again when it arrives). */
  grandTotal: number;
  items: number;
  name: string;
  city: string;
  payment: string;
}

export type OfflineOrder = SyncTask & { meta: OfflineOrderMeta };

/** The outcome of sending one waiting order. */
export type OfflineOrderOutcome =
  | { kind: "placed"; orderId: string; confirmation: string }
  | { kind: "refused"; message: string | null }
  /** No answer (still offline) or none that decides: the order keeps waiting. */
  | { kind: "waiting" };

/** Keeps the order until it can be sent; answers it as stored. */
export async function queueOfflineOrder(
  body: OrderRequest,
  meta: Omit<OfflineOrderMeta, "kind" | "placedAt">,
): Promise<OfflineOrder> {
  const task = await queueTask({
    url: "/api/order",
    payload: { method: "POST", headers: { "idempotency-key": crypto.randomUUID() }, mode: "same-origin", body },
    meta: { kind: "order", placedAt: Date.now(), ...meta } satisfies OfflineOrderMeta,
    // Its outcome is shown where it was sent from (the modal, the checkout), not as a generic failure.
    silent: true,
  });
  return task as OfflineOrder;
}

/** The orders made offline that wait to be sent, oldest first. */
export async function offlineOrders(): Promise<OfflineOrder[]> {
  const tasks = await pendingTasks().catch(() => []);
  return (tasks.filter((t) => isOrderTask(t)) as OfflineOrder[]).sort((a, b) => a.created_at - b.created_at);
}

/** The confirmation page of a placed order, in its store view. */
export function confirmationPath(store: StoreCode, orderId: string): string {
  return `${storePath(store, "/checkout-return")}?orderId=${encodeURIComponent(orderId)}&result=1`;
}

/** What a settled order task says. */
export function outcomeOf(task: SyncTask): OfflineOrderOutcome {
  const ok = task.resultCode !== null && task.resultCode >= 200 && task.resultCode < 300 && (task.code ?? 200) === 200;
  const placed = task.result as Partial<PlacedOrderDto> | null;
  if (ok && typeof placed?.orderId === "string")
    return {
      kind: "placed",
      orderId: placed.orderId,
      confirmation: confirmationPath((task.meta as OfflineOrderMeta).store, placed.orderId),
    };
  return { kind: "refused", message: failureMessage(task) };
}

/** Sends the waiting orders `pick` chooses (every one by default), each once; answers each one's outcome. */
export async function sendOfflineOrders(
  okLabel: string,
  pick: (order: OfflineOrder) => boolean = () => true,
): Promise<Map<string, OfflineOrderOutcome>> {
  // Adds made offline go first: the order names the cart's lines as they will be once they arrived.
  if ((await pendingTasks().catch(() => [])).some((t) => !isOrderTask(t)))
    await (await import("../panels/MicrocartPanel")).syncOfflineCart(okLabel);
  const chosen = new Set((await offlineOrders()).filter(pick).map((o) => o.task_id));
  const settled = await syncTasks({
    token: () => null,
    cartId: () => Promise.reject(new Error("an order names its cart in its body")),
    okLabel,
    include: (task) => chosen.has(task.task_id),
  });
  const outcomes = new Map<string, OfflineOrderOutcome>([...chosen].map((id) => [id, { kind: "waiting" }]));
  for (const task of settled) outcomes.set(task.task_id, outcomeOf(task));
  return outcomes;
}

/** The shopper does not want the order after all: it is forgotten, the bag stays as it is. */
export async function cancelOfflineOrder(taskId: string): Promise<void> {
  await deleteTask(taskId);
  markPending((await pendingTasks().catch(() => [])).length > 0);
}
