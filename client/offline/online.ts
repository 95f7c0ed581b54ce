/**
 * SPEC §4 offline/online: going online triggers a sync of the queued tasks and a cart reload; so
 * does a page's start (boot.ts, at idle) when tasks wait from an earlier page. A checkout going
 * offline is told it can still order. The queue's code (sync-now.ts) loads only
 * then, so pages pay nothing for it until there is something to send.
 */
import type { Translate } from "../i18n/translate";
import { hasPending } from "./pending-flag";

export function followConnectivity(t: Promise<Translate>): void {
  const run = () =>
    void import("./sync-now")
      .then((m) => m.syncNow(t))
      .catch((error: unknown) =>
        console.warn(JSON.stringify({ level: "warn", msg: "offline sync failed", error: String(error) })),
      );
  addEventListener("online", run);
  // A checkout that loses its connection (before this started, too) can still take the order,
  // without a stock check (SPEC §4).
  const warn = () => {
    if (document.documentElement.dataset.pageType === "Checkout")
      void import("./order-waiting").then((m) => m.warnOfflineCheckout()).catch(() => undefined);
  };
  addEventListener("offline", warn);
  if (!navigator.onLine) warn();
  if (navigator.onLine && hasPending()) run();
}
