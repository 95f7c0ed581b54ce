import type { Loaders, SelfLoaded } from "./index";

/**
 * The loaders of the features whose own on-demand part loads their strings (index.ts `SelfLoaded`):
 * imported only by those parts, so a page pays for them only when a shopper opens one.
 */
export const SELF_LOADED: { readonly [F in SelfLoaded]: Loaders<F> } = {
  // The gift card form (components/giftcard), in the cart and at checkout.
  giftcard: {
    nl: () => import("./giftcard/ui.nl"),
    de: () => import("./giftcard/ui.de"),
    en: () => import("./giftcard/ui.en"),
  },
  // Orders made offline: the offline order modal and the "Order waiting!" notice (client/offline).
  offline: {
    nl: () => import("./offline/ui.nl"),
    de: () => import("./offline/ui.de"),
    en: () => import("./offline/ui.en"),
  },
  // The back-in-stock form (components/stock-alerts), on the product page.
  stockAlerts: {
    nl: () => import("./stock-alerts/ui.nl"),
    de: () => import("./stock-alerts/ui.de"),
    en: () => import("./stock-alerts/ui.en"),
  },
};
