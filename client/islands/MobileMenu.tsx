import { useStore } from "@nanostores/react";
import { useCallback, useRef } from "react";
import { LoadError } from "../components/LoadError";
import type { MenuItem } from "../config/navigation-types";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useLazyComponent } from "../hooks/useLazyComponent";
import { useScrollLock } from "../hooks/useScrollLock";
import { SIDE_PANEL_TIMEOUT_MS } from "../../schema/constants";
import type { StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";
import { $isMobileMenuOpen, closeMobileMenu } from "../stores/ui";
import { pageIslandProps } from "../island";
import type { HeaderProps } from "./Header";

export interface MobileMenuProps {
  navigation: MenuItem[];
  alternates: Record<StoreCode, string>;
}

/** What the page sends: the navigation travels once, in the Header's props (issue 12). */
export type SentMobileMenuProps = Omit<MobileMenuProps, "navigation">;

/** The menu's props in the browser: what it was sent, and the navigation from the Header's props. */
export function hydrationProps(sent: SentMobileMenuProps): Promise<MobileMenuProps> {
  const header: Partial<HeaderProps> | undefined = pageIslandProps("Header");
  if (!header?.navigation)
    return Promise.reject(new Error("the mobile menu's navigation comes with the Header's props, not in the page"));
  return Promise.resolve({ ...sent, navigation: header.navigation });
}

const loadLayers = () => import("../components/MobileMenuLayers");

/**
 * The mobile menu (SPEC §2): a dialog whose content (search box, categories that drill into
 * sub-layers, languages: MobileMenuLayers) is loaded and drawn the first time it opens, then kept so
 * it can slide shut. Closed, it is an empty inert dialog — not some 40 elements and their code on
 * every page for nothing. Without JavaScript the header's menu button leads to the menu page instead.
 */
export default function MobileMenu({ navigation, alternates }: MobileMenuProps) {
  const { t } = useI18n();
  const open = useStore($isMobileMenuOpen);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => closeMobileMenu(), []);
  useFocusTrap(ref, open, close);
  useScrollLock(open);
  const layers = useLazyComponent(loadLayers, open, SIDE_PANEL_TIMEOUT_MS);

  return (
    <div
      id="mobile-menu"
      ref={ref}
      className={`mobile-menu${open ? " is-open" : ""}`}
      role="dialog"
      aria-modal="true"
      aria-label={t("header.menu")}
      inert={!open}
      tabIndex={-1}
    >
      {layers.status === "ready" && (
        <layers.Component navigation={navigation} alternates={alternates} open={open} close={close} dialog={ref} />
      )}
      {layers.status === "loading" && <div className="spinner" role="status" aria-label={t("loader.loading")} />}
      {layers.status === "error" && <LoadError onRetry={layers.retry} onClose={close} />}
    </div>
  );
}
