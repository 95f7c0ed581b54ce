/**
 * Registers the service worker (SPEC §2: /service-worker.js) and runs its update flow. Started by
 * boot.ts once the page has loaded and is idle. The update flow: a new version
 * installs and waits; the page shows a "new version" notice whose Reload button tells the waiting
 * worker to take over (SKIP_WAITING), and the page reloads when it has (controllerchange).
 */
import type { Translate } from "../i18n/translate";
import { notify } from "../stores/notifications";

export const SERVICE_WORKER_URL = "/service-worker.js";

export function registerServiceWorker(t: Promise<Translate>): void {
  if (!("serviceWorker" in navigator)) return;
  let reloadAsked = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install's claim changes the controller too: only a version the shopper accepted reloads.
    if (reloadAsked) location.reload();
  });
  const offer = async (waiting: ServiceWorker) => {
    const translate = await t;
    notify({
      type: "info",
      message: translate("offline.update"),
      hasNoTimeout: true,
      action1: {
        label: translate("offline.reload"),
        onSelect: () => {
          reloadAsked = true;
          waiting.postMessage({ type: "SKIP_WAITING" });
        },
      },
    });
  };
  void navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .then((registration) => {
      // A version that installed while no page showed the notice (the last tab was closed before).
      if (registration.waiting && navigator.serviceWorker.controller) void offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && navigator.serviceWorker.controller) void offer(installing);
        });
      });
    })
    .catch((error: unknown) =>
      console.warn(JSON.stringify({ level: "warn", msg: "service worker not registered", error: String(error) })),
    );
}
