import { SEARCH_MIN_CHARS } from "../../schema/constants";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";
import { Icon } from "./Icon";

/**
 * A plain GET search form to the search page (works without JavaScript): compact in the mobile
 * menu, with a submit button on the search and no-result pages.
 */
export function SearchForm({ id, q = "", variant }: { id: string; q?: string; variant: "compact" | "page" }) {
  const { t, store } = useI18n();
  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      action={storePath(store.code, "/search")}
      method="get"
    >
      <label className="visually-hidden" htmlFor={id}>
        {t("panel.search.label")}
      </label>
      <div className="search-form__field">
        <Icon name="search" />
        <input
          id={id}
          // The mobile menu's search box takes focus when the menu opens (useFocusTrap).
          data-autofocus={variant === "compact" || undefined}
          type="search"
          name="q"
          defaultValue={q}
          minLength={SEARCH_MIN_CHARS}
          maxLength={200}
          required={variant === "page"}
          placeholder={t("panel.search.placeholder")}
        />
        {variant === "page" && (
          <button type="submit" className="btn btn--primary btn--small">
            {t("search.submit")}
          </button>
        )}
      </div>
    </form>
  );
}
