import type { StoreCode } from "../../domain/store-views";

/** What every side panel's content receives. */
export interface PanelProps {
  alternates: Record<StoreCode, string>;
  /** Whether the panel is showing (panels stay mounted while closed, to animate). */
  open: boolean;
  close: () => void;
}
