import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SEARCH_OVERLAY_OFF_DELAY_MS, SIDE_PANEL_TIMEOUT_MS } from "../../schema/constants";
import { Icon } from "../components/Icon";
import { LoadError } from "../components/LoadError";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useLazyComponent } from "../hooks/useLazyComponent";
import { useScrollLock } from "../hooks/useScrollLock";
import type { StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";
import { PANELS } from "../panels/registry";
import {
  $sidePanel,
  closePanelsOnRouteChange,
  closeSidePanel,
  SIDE_PANEL_TYPES,
  type SidePanelType,
} from "../stores/ui";

export interface SidePanelsProps {
  alternates: Record<StoreCode, string>;
}

/** The microcart, search and language side panels (SPEC §2), one open at a time. */
export default function SidePanels({ alternates }: SidePanelsProps) {
  const open = useStore($sidePanel);
  const overlay = useOverlay(open);
  useScrollLock(open !== null);
  useEffect(() => {
    // In-page navigation (hash changes, history) counts as a route change (SPEC §2).
    const onRoute = () => closePanelsOnRouteChange(location.hash);
    window.addEventListener("popstate", onRoute);
    window.addEventListener("hashchange", onRoute);
    return () => {
      window.removeEventListener("popstate", onRoute);
      window.removeEventListener("hashchange", onRoute);
    };
  }, []);
  return (
    <div className={`side-panels${overlay ? " is-open" : ""}`}>
      <div className="overlay" onClick={closeSidePanel} aria-hidden="true" />
      {SIDE_PANEL_TYPES.map((type) => (
        <SidePanel key={type} type={type} open={open === type} alternates={alternates} />
      ))}
    </div>
  );
}

/** The overlay shows while a panel is open; after the search panel closes it stays 500 ms (SPEC §4). */
function useOverlay(open: SidePanelType | null): boolean {
  const [visible, setVisible] = useState(open !== null);
  const previous = useRef(open);
  useEffect(() => {
    const was = previous.current;
    previous.current = open;
    if (open !== null) {
      setVisible(true);
      return undefined;
    }
    if (was !== "search") {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(false), SEARCH_OVERLAY_OFF_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return visible;
}

function SidePanel({
  type,
  open,
  alternates,
}: {
  type: SidePanelType;
  open: boolean;
  alternates: Record<StoreCode, string>;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  const definition = PANELS[type];
  const content = useLazyComponent(definition.load, open, SIDE_PANEL_TIMEOUT_MS);
  const close = useCallback(() => closeSidePanel(), []);
  useFocusTrap(ref, open, close);
  const titleId = `side-panel-${type}-title`;
  return (
    <aside
      ref={ref}
      className={`side-panel side-panel--${type}${open ? " is-open" : ""}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      inert={!open}
      tabIndex={-1}
    >
      <div className="side-panel__header">
        <h2 id={titleId} className="side-panel__title">
          {t(definition.title)}
        </h2>
        <button type="button" className="icon-btn" aria-label={t("panel.close")} onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <div className="side-panel__body">
        {content.status === "ready" && <content.Component alternates={alternates} open={open} close={close} />}
        {content.status === "loading" && <div className="spinner" role="status" aria-label={t("loader.loading")} />}
        {content.status === "error" && <LoadError onRetry={content.retry} onClose={close} />}
      </div>
    </aside>
  );
}
