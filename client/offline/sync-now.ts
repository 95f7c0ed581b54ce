/**
 * What going online does (online.ts): the queued tasks are sent and the cart reloaded. The cart's
 * code loads only when there is something to send or a bag to reload.
 */
import type { Translate } from "../i18n/translate";
import { $cartCount } from "../stores/ui";
import { pendingTasks } from "./task-queue";

export async function syncNow(t: Promise<Translate>): Promise<void> {
  if (!navigator.onLine) return;
  const queued = (await pendingTasks().catch(() => [])).length > 0;
  if (!queued && $cartCount.get() === 0) return;
  const [cart, translate] = await Promise.all([import("../panels/MicrocartPanel"), t]);
  await cart.syncOfflineCart(translate("notification.ok"));
}
