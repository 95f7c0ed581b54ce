import { useEffect, useState } from "react";
import { storePath } from "../../domain/urls";
import type { StoreCode } from "../../domain/store-views";
import { useI18n } from "../i18n/translate";
import type { CompareToggleStrings } from "./compare/toggle-strings";

const loadCompare = () => import("../stores/compare");

/**
 * The compare list and the toggle's words once both have loaded in the browser, else null.
 * Comparing needs the browser's list, so a tile's toggle renders only there: a listing's 50 tiles
 * carry no compare markup (the page's HTML budget), and it sits over the image, so showing it moves
 * nothing. The toggle's words come with the store: neither is in any page's first JavaScript.
 */
function useCompare(code: StoreCode): { list: readonly string[]; words: CompareToggleStrings } | null {
  const [state, setState] = useState<{ list: readonly string[]; words: CompareToggleStrings } | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadCompare().then(({ $compare, toggleWords }) => {
      if (!cancelled) stop = $compare.subscribe((list) => setState({ list, words: toggleWords[code] }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [code]);
  return state;
}

/**
 * Compare on a tile or a product page (issue 32.2): a toggle button. A fifth product is refused with
 * the site's notification and a link to the compare page; a customer's change the server refuses is
 * reverted with a notice (`toggleWithNotice`, in the store's chunk).
 */
export function CompareToggle({
  sku,
  name,
  className = "",
  labels,
}: {
  sku: string;
  name: string;
  className?: string;
  /**
   * The product page's words from the server (its text and its name, filled): given, the toggle is
   * rendered on the server too, unpressed, and keeps its place from the first paint.
   */
  labels?: { text: string; name: string };
}) {
  const { store } = useI18n();
  const state = useCompare(store.code);
  const words = state ? { text: state.words.toggle, name: state.words.toggleOf.replace("{name}", name) } : labels;
  if (!words) return null;
  return (
    <button
      type="button"
      className={`compare-toggle ${className}`.trim()}
      aria-pressed={state?.list.includes(sku) ?? false}
      aria-label={words.name}
      onClick={(e) => {
        e.preventDefault();
        void loadCompare().then(({ toggleWithNotice }) => toggleWithNotice(sku, store.code));
      }}
    >
      {words.text}
    </button>
  );
}

/** A small link to the compare page while the list holds a product: once a listing or product page. */
export function CompareBar() {
  const { store } = useI18n();
  const state = useCompare(store.code);
  if (!state || state.list.length === 0) return null;
  return (
    <a className="compare-bar" href={storePath(store.code, "/compare")}>
      {state.words.view.replace("{count}", String(state.list.length))}
    </a>
  );
}
