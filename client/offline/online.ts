/**
 * SPEC §4 offline/online: going online triggers a sync of the queued tasks and a cart reload. Also
 * at boot, for tasks an earlier page left queued. The cart's code (its one lazy chunk) is loaded
 * only when there is something to send or a bag to reload.
 */
import type { Translate } from "../i18n/translate";
import { $cartCount } from "../stores/ui";
import { pendingTasks } from "./task-queue";

export function followConnectivity(t: Promise<Translate>): void {
  const sync = async () => {
    if (!navigator.onLine) return;
    const queued = (await pendingTasks().catch(() => [])).length > 0;
    if (!queued && $cartCount.get() === 0) return;
    const [cart, translate] = await Promise.all([import("../panels/MicrocartPanel"), t]);
    await cart.syncOfflineCart(translate("offline.ok"));
  };
  const run = () =>
    void sync().catch((error: unknown) =>
      console.warn(JSON.stringify({ level: "warn", msg: "offline sync failed", error: String(error) })),
    );
  addEventListener("online", run);
  // At boot only when something waits: a reload of every bag on every page would cost each page a call.
  void pendingTasks()
    .then((tasks) => tasks.length > 0 && run())
    .catch(() => undefined);
}
