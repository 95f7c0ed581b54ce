import { LanguageList } from "../components/LanguageList";
import { Icon } from "../components/Icon";
import type { StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";
import { openModal } from "../stores/modal";

export interface LanguageButtonProps {
  alternates: Record<StoreCode, string>;
}

/**
 * The footer's language switch. Without JavaScript it is a disclosure with the language links;
 * hydrated, it opens the language switcher modal (SPEC §2) instead.
 */
export default function LanguageButton({ alternates }: LanguageButtonProps) {
  const { t, store } = useI18n();
  return (
    <details className="language-button">
      <summary
        className="language-button__summary"
        onClick={(event) => {
          event.preventDefault();
          openModal("language-switcher", { alternates });
        }}
      >
        <Icon name="globe" size={20} />
        {t("footer.language", { language: store.languageName })}
      </summary>
      <LanguageList alternates={alternates} />
    </details>
  );
}
