import { useEffect, useState } from "react";
import { openingState } from "../../../domain/stores/opening";
import { pickupDay, readyForPickup } from "../../../domain/stores/pickup";
import { findPlace } from "../../../domain/stores/postcode-areas";
import { PICKUP_LEAD_HOURS } from "../../../schema/constants";
import type { NearbyStore } from "../../../schema/api/stores";
import { pickupStores } from "../../api/stores";
import { Button } from "../Button";
import { openingText } from "../stores/opening-text";
import { createTranslator, I18nContext, useI18n, type I18n } from "../../i18n/translate";
import type { UiMessages } from "../../i18n/messages/types";

// The store islands' strings (opening state, the place search), loaded with this picker only.
const STORE_STRINGS = {
  nl: () => import("../../i18n/messages/stores/ui.nl"),
  de: () => import("../../i18n/messages/stores/ui.de"),
  en: () => import("../../i18n/messages/stores/ui.en"),
};

export interface StorePickerProps {
  /** The postcode and country typed in the address: the first search, nearest first. */
  postcode: string;
  country: string;
  /** The chosen store's slug. */
  value: string | null;
  onChoose: (slug: string) => void;
  error?: string | null;
}

type List = { state: "idle" | "loading" | "failed" | "unknown" } | { state: "done"; stores: NearbyStore[] };

/**
 * Click & collect's store picker (issue 31.5), loaded only when "Collect in store" is chosen: the
 * pick-up stores nearest the postcode (or a postcode or town typed here), each with its distance,
 * opening state and when the order would be ready there, in the store's own time zone. A radio
 * group: arrow keys move between stores.
 */
export default function StorePicker(props: StorePickerProps) {
  const base = useI18n();
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void STORE_STRINGS[base.store.code]().then(({ ui }) => {
      const own = createTranslator(ui as unknown as UiMessages);
      if (live)
        setI18n({ ...base, t: (key, params) => ((key as string) in ui ? own(key, params) : base.t(key, params)) });
    });
    return () => {
      live = false;
    };
  }, [base]);
  if (!i18n) return <div className="point-picker" aria-busy="true" />;
  return (
    <I18nContext.Provider value={i18n}>
      <Picker {...props} />
    </I18nContext.Provider>
  );
}

function Picker({ postcode, country, value, onChoose, error }: StorePickerProps) {
  const { t, store } = useI18n();
  const [query, setQuery] = useState(postcode.trim());
  const [list, setList] = useState<List>({ state: "idle" });
  const [near, setNear] = useState("");

  const search = async (text: string) => {
    const place = findPlace(text, country === "BE" || country === "DE" ? country : "NL");
    if (!place) return setList({ state: text.trim() ? "unknown" : "idle" });
    setList({ state: "loading" });
    setNear(text.trim());
    try {
      const stores = await pickupStores({
        lat: place.lat.toFixed(4),
        lng: place.lng.toFixed(4),
        is_pickup_location: "1",
      });
      setList({ state: "done", stores });
    } catch {
      setList({ state: "failed" });
    }
  };
  // The address's postcode makes the first search.
  useEffect(() => {
    if (postcode.trim()) void search(postcode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const now = new Date();
  return (
    <div className="point-picker store-picker">
      <div className="store-picker__search" role="search">
        <label className="field__label" htmlFor="pickup-search">
          {t("stores.stock.where")}
        </label>
        <div className="store-picker__row">
          <input
            id="pickup-search"
            className="field__input"
            value={query}
            autoComplete="postal-code"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void search(query);
              }
            }}
          />
          <Button size="small" variant="secondary" onClick={() => void search(query)}>
            {t("stores.stock.search")}
          </Button>
        </div>
      </div>
      <div aria-live="polite">
        {list.state === "loading" && <p className="point-picker__note">{t("stores.stock.loading")}</p>}
        {list.state === "unknown" && <p className="point-picker__note">{t("stores.stock.notFound")}</p>}
        {list.state === "failed" && (
          <p className="point-picker__note point-picker__note--error">{t("stores.stock.failed")}</p>
        )}
      </div>
      {list.state === "done" && (
        <fieldset className="point-picker__list">
          <legend className="point-picker__near">{t("checkout.point.near", { postcode: near })}</legend>
          {list.stores.map((s) => {
            const checked = s.slug === value;
            const ready = readyForPickup(s, now, PICKUP_LEAD_HOURS);
            return (
              <div key={s.slug} className={`point${checked ? " is-checked" : ""}`}>
                <label className="point__choice">
                  <input
                    type="radio"
                    name="pickupStore"
                    value={s.slug}
                    checked={checked}
                    onChange={() => onChoose(s.slug)}
                  />
                  <span className="point__body">
                    <span className="point__name">{s.name}</span>
                    <span className="point__address">
                      {s.street}, {s.postcode} {s.city}
                    </span>
                    <span className="point__today">{openingText(openingState(s, now), t, store.locale)}</span>
                    {ready && (
                      <span className="point__ready">
                        {t("checkout.pickup.ready", { day: pickupDay(ready.date, store.locale), time: ready.time })}
                      </span>
                    )}
                  </span>
                  <span className="point__distance">{t("stores.stock.distance", { km: s.distance.toFixed(1) })}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
