/**
 * Orders made offline. Once the browser is online again (sync-now.ts): with OFFLINE_ORDER_AUTO_SEND
 * they are sent at once and the shopper is told how each went; otherwise "Order waiting!" offers
 * the order confirmation modal (SPEC §4). Nothing happens while the offline order modal is open: it
 * sends or offers its orders itself. And the warning a checkout gets when it goes offline (online.ts).
 */
import { DEFAULT_STORE, isStoreCode } from "../../domain/store-views";
import { OFFLINE_ORDER_AUTO_SEND } from "../../schema/constants";
import { loadUiMessages } from "../i18n/messages";
import { SELF_LOADED } from "../i18n/messages/self-loaded";
import { createTranslator } from "../i18n/translate";
import { isModalOpen, openModal } from "../stores/modal";
import { notify } from "../stores/notifications";
import { sendOfflineOrders } from "./offline-order";

/** The page's strings with the offline orders' own. */
async function translator() {
  const raw = document.documentElement.dataset.store ?? "";
  const code = isStoreCode(raw) ? raw : DEFAULT_STORE;
  const [common, own] = await Promise.all([loadUiMessages(code), SELF_LOADED.offline[code]()]);
  return createTranslator({ ...common, ...own.ui });
}

/** The checkout went offline: the order can still be placed, but stock cannot be checked (SPEC §4). */
export async function warnOfflineCheckout(): Promise<void> {
  const t = await translator();
  notify({ type: "warning", message: t("offline.checkout"), action1: { label: t("notification.ok") } });
}

export async function offerWaitingOrders(auto = OFFLINE_ORDER_AUTO_SEND): Promise<void> {
  if (isModalOpen("offline-order")) return;
  const t = await translator();
  if (!auto) {
    notify({
      type: "warning",
      message: t("offline.order.waiting"),
      action1: { label: t("offline.order.confirmPrompt"), onSelect: () => openModal("offline-order") },
      hasNoTimeout: true,
    });
    return;
  }
  for (const outcome of (await sendOfflineOrders(t("notification.ok"))).values()) {
    if (outcome.kind === "placed")
      notify({
        type: "success",
        message: t("offline.order.sent"),
        action1: { label: t("offline.order.view"), href: outcome.confirmation },
        hasNoTimeout: true,
      });
    else if (outcome.kind === "refused")
      notify({
        type: "danger",
        message: `${outcome.message ?? t("offline.order.failed")} ${t("offline.order.bagKept")}`,
        action1: { label: t("notification.ok") },
        hasNoTimeout: true,
      });
  }
}
