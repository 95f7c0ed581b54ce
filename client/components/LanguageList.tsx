import { STORE_CODES, getStoreView, type StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";
import { Icon } from "./Icon";

/** Links to the same page in every store view; the current one is marked. */
export function LanguageList({ alternates }: { alternates: Record<StoreCode, string> }) {
  const { store, t } = useI18n();
  return (
    <ul className="language-list">
      {STORE_CODES.map((code) => {
        const view = getStoreView(code);
        const current = code === store.code;
        return (
          <li key={code}>
            <a
              className={`language-list__link${current ? " is-current" : ""}`}
              href={alternates[code]}
              hrefLang={view.language}
              lang={view.language}
              aria-current={current ? "true" : undefined}
            >
              <span className="language-list__code">{code.toUpperCase()}</span>
              <span className="language-list__name">{view.languageName}</span>
              {current && (
                <>
                  <Icon name="check" size={20} />
                  <span className="visually-hidden">{t("panel.language.current")}</span>
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
