import { LanguageList } from "../components/LanguageList";
import { SearchForm } from "../components/SearchForm";
import type { MenuItem } from "../config/navigation-types";
import type { StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";

export interface MenuPageProps {
  navigation: MenuItem[];
  alternates: Record<StoreCode, string>;
}

/**
 * The menu as a page: where the hamburger and the tab bar's search lead without JavaScript (with
 * it they open the mobile menu in place). Search, every category of the menu, and the languages.
 */
export function MenuPage({ navigation, alternates }: MenuPageProps) {
  const { t } = useI18n();
  return (
    <div className="menu-page container">
      <h1 className="menu-page__title">{t("header.menu")}</h1>
      <SearchForm id="menu-page-search" variant="page" />
      <nav aria-label={t("a11y.mainNavigation")}>
        <ul className="menu-page__items">
          {navigation.map((item) => (
            <li key={item.url} className="menu-page__item">
              <h2 className="menu-page__heading">
                {item.clickable !== false ? <a href={item.url}>{item.name}</a> : item.name}
              </h2>
              {item.columns?.map((column) => (
                <section key={column.title} className="menu-page__column">
                  <h3>{column.titleLink ? <a href={column.titleLink}>{column.title}</a> : column.title}</h3>
                  <ul>
                    {column.rows.map((row) => (
                      <li key={row.url}>
                        <a href={row.url}>{row.label}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </li>
          ))}
        </ul>
      </nav>
      <section className="menu-page__languages">
        <h2 className="menu-page__heading">{t("menu.chooseLanguage")}</h2>
        <LanguageList alternates={alternates} />
      </section>
    </div>
  );
}
