import { useEffect, useRef, useState } from "react";
import { Icon } from "./Icon";
import { LanguageList } from "./LanguageList";
import { SearchForm } from "./SearchForm";
import type { MenuItem } from "../config/navigation-types";
import type { StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";

export interface MobileMenuLayersProps {
  navigation: MenuItem[];
  alternates: Record<StoreCode, string>;
  open: boolean;
  close: () => void;
  /** The dialog, for moving focus when the shopper changes layer. */
  dialog: { current: HTMLElement | null };
}

/**
 * The mobile menu's content (SPEC §2): search box, categories that drill into sub-layers, and
 * languages. Loaded the first time the menu opens (MobileMenu), so a page carries only the menu's
 * small dialog shell until a shopper asks for it.
 */
export default function MobileMenuLayers({ navigation, alternates, open, close, dialog }: MobileMenuLayersProps) {
  const { t } = useI18n();
  const [layer, setLayer] = useState<number | null>(null);
  useEffect(() => {
    if (!open) setLayer(null);
  }, [open]);
  const drawn = useRef(false);
  useEffect(() => {
    if (!open) return;
    // First drawn (the menu has just opened and its content arrived after the dialog took focus):
    // focus goes where the open menu puts it, the search box. Then, moving between layers replaces
    // the focused element, so focus goes somewhere sensible in the new layer.
    const first = !drawn.current;
    drawn.current = true;
    const selector = first || layer !== null ? "[data-autofocus]" : ".mobile-menu__drill";
    dialog.current?.querySelector<HTMLElement>(selector)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layer]);
  const item = layer === null ? undefined : navigation[layer];
  return (
    <>
      {item ? (
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
    </>
  );
}
