import type { ComponentType } from "react";
import type { MessageKey } from "../i18n/messages/types";
import type { ModalName } from "../stores/modal";

/** Every modal's title and content module (code-split, loaded when first opened). */
export const MODALS: Record<
  ModalName,
  { title: MessageKey; load: () => Promise<{ default: ComponentType<{ payload: unknown }> }> }
> = {
  "language-switcher": { title: "modal.language.title", load: () => import("./LanguageSwitcherModal") },
  "feature-not-implemented": {
    title: "modal.featureNotImplemented.title",
    load: () => import("./FeatureNotImplementedModal"),
  },
};
