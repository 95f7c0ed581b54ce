import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../i18n/translate";
import { $cart, removeItem, setQuantity, watchCart, type CartLine } from "../stores/cart";
import { openModal } from "../stores/modal";
import { notify } from "../stores/notifications";
import { track } from "../analytics/data-layer";
import { cartEcommerce } from "../analytics/items";

/**
 * What a view of the bag (microcart, cart page) needs: the cart, kept fresh while `active`; actions
 * that change a line; each line's refusal message; and a sentence for the view's aria-live region.
 */
export function useCartView(active: boolean) {
  const { t } = useI18n();
  const cart = useStore($cart);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => (active ? watchCart() : undefined), [active]);
  // GA4 view_cart (issue 34): once each time the view opens, when its lines are the server's.
  const [viewed, setViewed] = useState(false);
  const ready = active && cart.status === "ready";
  useEffect(() => {
    if (!active) return setViewed(false);
    if (!ready || viewed) return;
    setViewed(true);
    track("view_cart", cartEcommerce($cart.get().lines));
  }, [active, ready, viewed]);

  // The same sentence twice in a row is still announced: it alternates a trailing no-break space.
  const announce = useCallback(
    (text: string) => setAnnouncement((last) => (last === text ? `${text}\u00a0` : text)),
    [],
  );
  const note = (key: string, message: string | null) =>
    setMessages((all) => {
      const { [key]: _old, ...rest } = all;
      return message ? { ...rest, [key]: message } : rest;
    });

  // A change made offline waits in the queue: said once (a repeat of the last notice is suppressed).
  const queued = () => notify({ type: "warning", message: t("cart.queuedOffline") });
  const changeQuantity = (line: CartLine, qty: number) => {
    note(line.key, null);
    void setQuantity(line.key, qty).then((outcome) => {
      if (outcome.queued) queued();
      if (outcome.ok) announce(t("cart.updated"));
      else note(line.key, outcome.message ?? t("cart.error"));
    });
  };
  const remove = (line: CartLine) => {
    note(line.key, null);
    void removeItem(line.key).then((outcome) => {
      if (outcome.queued) queued();
      if (outcome.ok) announce(t("cart.removed", { name: line.name }));
      else note(line.key, outcome.message ?? t("cart.error"));
    });
  };
  /** Cart edit mode: the product options modal of the line's product, with the line's choice made. */
  const edit = (line: CartLine) => {
    note(line.key, null);
    openModal("product-options", {
      url: line.url,
      name: line.name,
      image: line.image,
      edit: { key: line.key, sku: line.sku },
    });
  };
  return { cart, messages, announcement, changeQuantity, remove, edit };
}
