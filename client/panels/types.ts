import type { StoreCode } from "../i18n/store-views";

/** What every side panel's content receives. */
export interface PanelProps {
  alternates: Record<StoreCode, string>;
  close: () => void;
}
