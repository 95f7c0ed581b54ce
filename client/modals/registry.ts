import type { ComponentType } from "react";
import type { MessageKey } from "../i18n/messages/types";
import type { ModalName } from "../stores/modal";

/** Every modal's title and content module (code-split, loaded when first opened). */
export const MODALS: Record<
  ModalName,
  {
    /** The sheet's title; a function when it depends on what opened the modal. */
    title: MessageKey | ((payload: unknown) => MessageKey);
    load: () => Promise<{ default: ComponentType<{ payload: unknown }> }>;
  }
> = {
  "language-switcher": { title: "modal.language.title", load: () => import("./LanguageSwitcherModal") },
  "feature-not-implemented": {
    title: "modal.featureNotImplemented.title",
    load: () => import("./FeatureNotImplementedModal"),
  },
  // SPEC §2 "product configurable options": choose size and colour from a listing without leaving it.
  "product-options": {
    // Opened from a bag line it is cart edit mode (SPEC §4): the line's size or colour changes.
    title: (payload) => ((payload as { edit?: unknown } | null)?.edit ? "cart.editTitle" : "cart.quickAdd"),
    // The cart's one lazy chunk (cart-chunk.ts).
    load: () => import("../panels/MicrocartPanel").then((m) => ({ default: m.ProductOptionsModal })),
  },
  // SPEC §2 terms and conditions, opened from the checkout's consent checkbox.
  terms: { title: "checkout.terms.title", load: () => import("../components/checkout/TermsModal") },
  // SPEC §2 size guide: the CMS size-guide page, from the product page.
  "size-guide": { title: "sizeGuide.title", load: () => import("./SizeGuideModal") },
  // SPEC §2 authentication modal (also the sign-up modal after a failed token refresh, SPEC §4).
  authentication: { title: "account.modal.title", load: () => import("./AuthenticationModal") },
  // SPEC §2 review modal, from the product page's reviews (its strings come with the Reviews island).
  review: { title: "reviews.write", load: () => import("./ReviewModal") },
  // SPEC §4 offline orders: 'Place order' without a connection, and the order confirmation modal.
  "offline-order": { title: "offline.order.title", load: () => import("./OfflineOrderModal") },
};
