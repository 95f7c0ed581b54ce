import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { openingState } from "../../../domain/stores/opening";
import { findPlace } from "../../../domain/stores/postcode-areas";
import { storePath } from "../../../domain/urls";
import type { StoreInventoryItem } from "../../../schema/api/stores";
import { storeInventory } from "../../api/stores";
import { openingText } from "./opening-text";
import { onDemandLoaders } from "../../i18n/messages";
import { I18nContext, useI18n } from "../../i18n/translate";
import { useWithMessages } from "../../i18n/with-messages";
import { $chosenVariantSku } from "../../stores/product";
import type { InStoreStockProps } from "../../islands/InStoreStock";

/** Where the shopper last looked for stores (this browser only; never sent anywhere but the API). */
const PLACE_KEY = "an_store_place";
type Point = { lat: number; lng: number };

function savedPlace(): Point | null {
  try {
    const value = JSON.parse(localStorage.getItem(PLACE_KEY) ?? "null") as Point | null;
    return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
  } catch {
    return null;
  }
}

type Load = { state: "idle" | "loading" | "failed" } | { state: "done"; items: StoreInventoryItem[] };

// The stores' strings come with the dialog (the product page's island carries none of them).
const STORES = onDemandLoaders("stores");

/**
 * The product page's in-store availability dialog (issue 31 point 4), loaded when its button is
 * first pressed, with the stores' strings: the nearest stores with the chosen size's stock, in one
 * API call each time it opens. The place comes from the last search in this browser, or the
 * postcode or town typed here.
 */
export default function InStoreDialog(props: InStoreStockProps & { openCount: number }) {
  const i18n = useWithMessages(STORES);
  return i18n ? (
    <I18nContext.Provider value={i18n}>
      <Dialog {...props} />
    </I18nContext.Provider>
  ) : null;
}

function Dialog({ sku, variants, selectedSku, openCount }: InStoreStockProps & { openCount: number }) {
  const { t, store } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const chosenOnPage = useStore($chosenVariantSku);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? chosenOnPage ?? selectedSku ?? (variants.length === 0 ? sku : null);
  const [place, setPlace] = useState<Point | null>(null);
  const [query, setQuery] = useState("");
  const [notFound, setNotFound] = useState(false);
  const [load, setLoad] = useState<Load>({ state: "idle" });

  const fetchStock = async (variant: string | null, at: Point | null) => {
    if (!variant || !at) return setLoad({ state: "idle" });
    setLoad({ state: "loading" });
    try {
      const items = await storeInventory({
        sku: variant,
        lat: at.lat.toFixed(4),
        lng: at.lng.toFixed(4),
        radius: "100",
      });
      setLoad({ state: "done", items });
    } catch {
      setLoad({ state: "failed" });
    }
  };
  const open = () => {
    dialog.current?.showModal();
    const at = place ?? savedPlace();
    setPlace(at);
    void fetchStock(chosen, at);
  };
  // Each press of the page's button opens the dialog (and asks for the stock once).
  useEffect(() => {
    if (openCount > 0) open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openCount]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const found = findPlace(query, store.code === "de" ? "DE" : "NL");
    setNotFound(!found);
    if (!found) return;
    const at = { lat: found.lat, lng: found.lng };
    localStorage.setItem(PLACE_KEY, JSON.stringify(at));
    setPlace(at);
    void fetchStock(chosen, at);
  };
  const items = load.state === "done" ? load.items.slice(0, 8) : [];
  const count = items.filter((s) => s.available).length;
  const headline =
    count === 0 ? t("stores.stock.none") : count === 1 ? t("stores.stock.nearOne") : t("stores.stock.near", { count });
  const now = new Date();
  return (
    <dialog ref={dialog} className="in-store__dialog" aria-labelledby="in-store-title">
      <div className="in-store__head">
        <h2 id="in-store-title" className="in-store__title">
          {t("stores.stock.title")}
        </h2>
        <button type="button" className="in-store__close" onClick={() => dialog.current?.close()}>
          {t("stores.stock.close")}
        </button>
      </div>
      {variants.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor="in-store-size">
            {t("stores.stock.sizeLabel")}
          </label>
          <select
            id="in-store-size"
            className="field__input"
            value={chosen ?? ""}
            onChange={(e) => {
              setPicked(e.target.value || null);
              void fetchStock(e.target.value || null, place);
            }}
          >
            <option value="">—</option>
            {variants.map((v) => (
              <option key={v.sku} value={v.sku}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <form className="in-store__search" onSubmit={search}>
        <div className="field">
          <label className="field__label" htmlFor="in-store-place">
            {t("stores.stock.where")}
          </label>
          <input
            id="in-store-place"
            className="field__input"
            type="search"
            maxLength={80}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            required
          />
        </div>
        <button type="submit" className="btn btn--secondary">
          {t("stores.stock.search")}
        </button>
      </form>
      <div role="status" className="in-store__status">
        {notFound && <p>{t("stores.stock.notFound")}</p>}
        {!chosen && <p>{t("stores.stock.chooseSize")}</p>}
        {load.state === "loading" && <p>{t("stores.stock.loading")}</p>}
        {load.state === "failed" && <p>{t("stores.stock.failed")}</p>}
        {load.state === "done" && <p className="in-store__headline">{headline}</p>}
      </div>
      {items.length > 0 && (
        <ul className="in-store__list">
          {items.map((s) => (
            <li key={s.slug} className="in-store__store">
              <a href={storePath(store.code, `/storelocator/${s.slug}`)}>{s.name}</a>
              <span className="in-store__meta">
                {t("stores.stock.distance", { km: s.distance })} · {openingText(openingState(s, now), t, store.locale)}
              </span>
              <span className={`in-store__qty in-store__qty--${s.available ? "yes" : "no"}`}>
                {!s.available
                  ? t("stores.stock.soldOut")
                  : s.qty <= 2
                    ? t("stores.stock.lastOnes", { qty: s.qty })
                    : t("stores.stock.inStock")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
