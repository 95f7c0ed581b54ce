import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "../components/Icon";
import { LanguageList } from "../components/LanguageList";
import { SearchForm } from "../components/SearchForm";
import type { MenuItem } from "../config/navigation-types";
import { useFocusTrap } from "../hooks/useFocusTrap";
import { useScrollLock } from "../hooks/useScrollLock";
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
  const header = pageIslandProps("Header") as Partial<HeaderProps> | undefined;
  if (!header?.navigation)
    return Promise.reject(new Error("the mobile menu's navigation comes with the Header's props, not in the page"));
  return Promise.resolve({ ...sent, navigation: header.navigation });
}

/** The mobile menu (SPEC §2): search box, categories that drill into sub-layers, and languages. */
export default function MobileMenu({ navigation, alternates }: MobileMenuProps) {
  const { t } = useI18n();
  const open = useStore($isMobileMenuOpen);
  const [layer, setLayer] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => closeMobileMenu(), []);
  useFocusTrap(ref, open, close);
  useScrollLock(open);
  useEffect(() => {
    if (!open) setLayer(null);
  }, [open]);
  useEffect(() => {
    // Moving between layers replaces the focused element, so put focus somewhere sensible.
    if (!$isMobileMenuOpen.get()) return;
    ref.current?.querySelector<HTMLElement>(layer === null ? ".mobile-menu__drill" : "[data-autofocus]")?.focus();
  }, [layer]);
  const item = layer === null ? undefined : navigation[layer];
  // Its layers are drawn from the first time it opens (and kept, so it can slide shut): closed, it
  // is an empty inert dialog, not some 40 elements every page carries for nothing (issue 35).
  // Without JavaScript the header's menu button leads to the menu page instead.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

  return (
    <div
      id="mobile-menu"
      ref={ref}
      className={`mobile-menu${open ? " is-open" : ""}`}
      role="dialog"
      aria-modal="true"
      aria-label={t("header.menu")}
      inert={!open}
    >
      {!drawn ? null : item ? (
        <div className="mobile-menu__layer" key={item.url}>
          <div className="mobile-menu__bar">
            <button
              type="button"
              className="icon-btn"
              onClick={() => setLayer(null)}
              aria-label={t("menu.back")}
              data-autofocus
            >
              <Icon name="chevronLeft" />
            </button>
            <h2 className="mobile-menu__title">{item.name}</h2>
            <button type="button" className="icon-btn" onClick={close} aria-label={t("header.closeMenu")}>
              <Icon name="close" />
            </button>
          </div>
          {item.clickable !== false && (
            <a className="mobile-menu__all" href={item.url}>
              {t("menu.all", { name: item.name })}
            </a>
          )}
          {item.columns?.map((column) => (
            <section key={column.title} className="mobile-menu__column">
              <div className="mobile-menu__column-head">
                <h3>{column.title}</h3>
                {column.titleLink && <a href={column.titleLink}>{t("menu.seeAll")}</a>}
              </div>
              <ul className="mobile-menu__list">
                {column.rows.map((row) => (
                  <li key={row.url}>
                    <a href={row.url}>{row.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <div className="mobile-menu__layer">
          <div className="mobile-menu__bar">
            <button type="button" className="icon-btn" onClick={close} aria-label={t("header.closeMenu")}>
              <Icon name="close" />
            </button>
            <h2 className="mobile-menu__title">{t("header.menu")}</h2>
          </div>
          <SearchForm id="mobile-menu-search" variant="compact" />
          <ul className="mobile-menu__list mobile-menu__list--top">
            {navigation.map((entry, index) => (
              <li key={entry.url}>
                {entry.columns?.length ? (
                  <button type="button" className="mobile-menu__drill" onClick={() => setLayer(index)}>
                    {entry.name}
                    <Icon name="chevronRight" />
                  </button>
                ) : (
                  <a href={entry.url}>{entry.name}</a>
                )}
              </li>
            ))}
          </ul>
          <section className="mobile-menu__languages">
            <h3>{t("menu.chooseLanguage")}</h3>
            <LanguageList alternates={alternates} />
          </section>
        </div>
      )}
    </div>
  );
}
