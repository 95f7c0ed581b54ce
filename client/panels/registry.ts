import type { ComponentType } from "react";
import type { SidePanelType } from "../stores/ui";
import type { MessageKey } from "../i18n/messages/types";
import type { PanelProps } from "./types";

interface PanelDefinition {
  title: MessageKey;
  load: () => Promise<{ default: ComponentType<PanelProps> }>;
}

/** Side panel contents, each code-split and loaded on first open. */
export const PANELS: Record<SidePanelType, PanelDefinition> = {
  microcart: { title: "panel.microcart.title", load: () => import("./MicrocartPanel") },
  search: { title: "panel.search.title", load: () => import("./SearchPanel") },
  language: { title: "panel.language.title", load: () => import("./LanguagePanel") },
};
