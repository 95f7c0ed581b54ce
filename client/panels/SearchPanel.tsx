import { useEffect, useMemo, useRef, useState } from "react";
import type { SearchResult } from "../../schema/api/catalog";
import { SEARCH_MIN_CHARS, SEARCH_PANEL_SIZE, SEARCH_THROTTLE_MS } from "../../schema/constants";
import { searchProducts } from "../api";
import { Icon } from "../components/Icon";
import { ProductTile } from "../components/catalog/ProductTile";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";
import { addToHistory, loadHistory, saveHistory } from "../lib/search-history";
import { viewAllLabel } from "../lib/result-total";
import { throttleTrailing } from "../lib/throttle";
import type { PanelProps } from "./types";

/**
 * The header search panel (SPEC §4/§9): search as you type from 3 characters, throttled 1000 ms
 * (trailing), 18 results, a history of 4 queries; closing clears the query. Failures are only
 * logged. Without JavaScript the form opens the search page.
 */
export default function SearchPanel({ open }: PanelProps) {
  const { t, store } = useI18n();
  const [query, setQuery] = useState("");
  const [result, setResult] = useState<{ q: string; data: SearchResult } | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const latest = useRef("");
  const searchUrl = storePath(store.code, "/search");

  useEffect(() => setHistory(loadHistory()), []);
  useEffect(() => {
    if (open) return;
    // SPEC §4: closing clears the query text and the stored query.
    setQuery("");
    setResult(null);
    latest.current = "";
  }, [open]);

  const run = useMemo(
    () =>
      throttleTrailing((q: string) => {
        searchProducts({ q, size: SEARCH_PANEL_SIZE, store: store.code })
          .then((data) => {
            if (latest.current !== q) return;
            setResult({ q, data });
            setHistory((h) => {
              const next = addToHistory(h, q, data.total);
              saveHistory(next);
              return next;
            });
          })
          .catch((error: unknown) =>
            console.error(JSON.stringify({ level: "error", msg: "search panel failed", error: String(error) })),
          );
      }, SEARCH_THROTTLE_MS),
    [store.code],
  );
  useEffect(() => () => run.cancel(), [run]);

  const change = (value: string) => {
    setQuery(value);
    const q = value.trim();
    latest.current = q;
    if (q.length >= SEARCH_MIN_CHARS) run(q);
    else {
      run.cancel();
      setResult(null);
    }
  };
  const trimmed = query.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_CHARS;
  const shown = result && result.q === latest.current ? result.data : null;

  return (
    <div className="search-panel">
      <form
        className="search-form"
        role="search"
        action={searchUrl}
        method="get"
        onSubmit={(e) => trimmed.length < SEARCH_MIN_CHARS && e.preventDefault()}
      >
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
            onChange={(e) => change(e.target.value)}
            aria-describedby="search-panel-hint"
            aria-controls="search-panel-results"
          />
          {query && (
            <button
              type="button"
              className="icon-btn icon-btn--small"
              aria-label={t("search.clear")}
              onClick={() => change("")}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
        <p id="search-panel-hint" className={`search-form__hint${tooShort ? " is-visible" : ""}`} aria-live="polite">
          {tooShort ? t("panel.search.minChars", { count: SEARCH_MIN_CHARS }) : ""}
        </p>
      </form>

      {!shown && history.length > 0 && (
        <section className="search-panel__history">
          <h3 className="search-panel__heading">{t("search.history")}</h3>
          <ul className="chips">
            {history.map((h) => (
              <li key={h}>
                <button type="button" className="chip" onClick={() => change(h)}>
                  {h}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div id="search-panel-results" aria-live="polite">
        {shown && shown.total === 0 && (
          <p className="search-panel__empty">{t("search.noResults", { q: latest.current })}</p>
        )}
        {shown && shown.suggestions[0] && (
          <p className="search-suggestion">
            {t("search.didYouMean")}{" "}
            <button type="button" onClick={() => change(shown.suggestions[0]!)}>
              {shown.suggestions[0]}
            </button>
          </p>
        )}
        {shown && shown.total > 0 && (
          <section>
            <h3 className="search-panel__heading">{t("search.products")}</h3>
            <ul className="product-grid product-grid--compact">
              {shown.items.map((tile) => (
                <ProductTile key={tile.sku} tile={tile} />
              ))}
            </ul>
            <a
              className="btn btn--primary btn--block search-panel__all"
              href={`${searchUrl}?q=${encodeURIComponent(latest.current)}`}
            >
              {viewAllLabel(t, shown)}
            </a>
          </section>
        )}
      </div>
    </div>
  );
}
