/**
 * What going online does (online.ts): the queued tasks are sent and the cart reloaded; then the
 * orders made offline are sent (OFFLINE_ORDER_AUTO_SEND) or offered for confirmation. The cart's
 * code loads only when there is something to send or a bag to reload, the orders' only when one waits.
 */
import type { Translate } from "../i18n/translate";
import { $cartCount } from "../stores/ui";
import { isOrderTask } from "./sync-task";
import { pendingTasks } from "./task-queue";

export async function syncNow(t: Promise<Translate>): Promise<void> {
  if (!navigator.onLine) return;
  const queued = await pendingTasks().catch(() => []);
  const orders = queued.filter((task) => isOrderTask(task)).length;
  if (queued.length > orders || $cartCount.get() > 0) {
    const [cart, translate] = await Promise.all([import("../panels/MicrocartPanel"), t]);
    await cart.syncOfflineCart(translate("notification.ok"));
  }
  if (orders > 0) await (await import("./order-waiting")).offerWaitingOrders();
}
