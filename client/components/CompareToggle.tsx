import { useEffect, useState } from "react";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";

const loadCompare = () => import("../stores/compare");

/**
 * The compare list once its store has loaded in the browser, else null. Comparing needs the browser's
 * list, so the toggles render only there: a listing's 50 tiles carry no compare markup (the page's
 * HTML budget), and a tile's toggle sits over its image, so showing it moves nothing.
 */
function useCompareList(): readonly string[] | null {
  const [list, setList] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadCompare().then(({ $compare }) => {
      if (!cancelled) stop = $compare.subscribe(setList);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return list;
}

/**
 * Compare on a tile or a product page (issue 32.2): a toggle button. A fifth product is refused with
 * the site's notification and a link to the compare page; a customer's change the server refuses is
 * reverted with a notice (`toggleWithNotice`).
 */
export function CompareToggle({
  sku,
  name,
  className = "",
  ssr = false,
}: {
  sku: string;
  name: string;
  className?: string;
  /** Rendered on the server too, unpressed (the product page's: its place is kept from the first paint). */
  ssr?: boolean;
}) {
  const { t, store } = useI18n();
  const list = useCompareList();
  if (!list && !ssr) return null;
  const active = list?.includes(sku) ?? false;
  return (
    <button
      type="button"
      className={`compare-toggle ${className}`.trim()}
      aria-pressed={active}
      aria-label={t("compare.toggleOf", { name })}
      onClick={(e) => {
        e.preventDefault();
        // What a refusal says is decided in the store's chunk, loaded on demand.
        void loadCompare().then(({ toggleWithNotice }) => toggleWithNotice(sku, t, store.code));
      }}
    >
      {t("compare.toggle")}
    </button>
  );
}

/** A small link to the compare page while the list holds a product: once a listing or product page. */
export function CompareBar() {
  const { t, store } = useI18n();
  const list = useCompareList();
  if (!list || list.length === 0) return null;
  return (
    <a className="compare-bar" href={storePath(store.code, "/compare")}>
      {t("compare.view", { count: list.length })}
    </a>
  );
}
