/**
 * 'Place order' without a connection (SPEC §4 offline orders): the order is drafted from what the
 * checkout holds (its lines as the last totals showed them) and handed to the offline order modal,
 * which warns that stock cannot be checked and keeps it on this device. An order already waiting for
 * this cart is offered instead of a second one. Its own chunk, loaded only offline.
 */
import type { PaymentMethodDto } from "../../schema/api/cart";
import { orderBody, type OrderChoice } from "../lib/send-order";
import type { OfflineDraft } from "../modals/OfflineOrderModal";
import { offlineOrders } from "../offline/offline-order";
import type { CheckoutState } from "./checkout-types";
import { openModal } from "./modal";

export async function orderOffline(s: CheckoutState, choice: OrderChoice, payment: PaymentMethodDto): Promise<void> {
  const waiting = await offlineOrders();
  if (waiting.some((o) => (o.payload.body as { cart_id?: unknown } | undefined)?.cart_id === choice.cartId)) {
    openModal("offline-order");
    return;
  }
  const lines = s.totals?.items ?? [];
  const draft: OfflineDraft = {
    body: orderBody(choice, lines),
    meta: {
      store: storeOfPage(),
      grandTotal: s.totals?.grand_total ?? 0,
      items: lines.reduce((n, l) => n + l.qty, 0),
      name: `${choice.address.firstname} ${choice.address.lastname}`,
      city: choice.address.city,
      payment: payment.title,
    },
    redirectPayment: payment.is_redirect ? payment.title : null,
  };
  openModal("offline-order", { draft });
}

function storeOfPage() {
  const code = document.documentElement.dataset.store;
  return code === "de" || code === "en" ? code : "nl";
}
