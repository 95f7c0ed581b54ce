import { useState } from "react";
import { SEARCH_MIN_CHARS } from "../../schema/constants";
import { Icon } from "../components/Icon";
import { storePath } from "../i18n/store-views";
import { useI18n } from "../i18n/translate";
import type { PanelProps } from "./types";

/** The search side panel: a search form that opens the search results page. */
export default function SearchPanel(_props: PanelProps) {
  const { t, store } = useI18n();
  const [query, setQuery] = useState("");
  const tooShort = query.trim().length > 0 && query.trim().length < SEARCH_MIN_CHARS;
  return (
    <form className="search-form" role="search" action={storePath(store.code, "/search")} method="get" onSubmit={(e) => query.trim().length < SEARCH_MIN_CHARS && e.preventDefault()}>
      <label className="visually-hidden" htmlFor="search-panel-input">
        {t("panel.search.label")}
      </label>
      <div className="search-form__field">
        <Icon name="search" />
        <input
          id="search-panel-input"
          data-autofocus
          autoFocus
          type="search"
          name="q"
          autoComplete="off"
          maxLength={200}
          placeholder={t("panel.search.placeholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby="search-panel-hint"
        />
      </div>
      <p id="search-panel-hint" className={`search-form__hint${tooShort ? " is-visible" : ""}`} aria-live="polite">
        {tooShort ? t("panel.search.minChars", { count: SEARCH_MIN_CHARS }) : ""}
      </p>
    </form>
  );
}
