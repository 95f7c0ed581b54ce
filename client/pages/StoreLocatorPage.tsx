import { storePath } from "../../domain/urls";
import { STORE_COUNTRIES, type StoreCountry, type StoreSummary } from "../../schema/store-types";
import { Island } from "../island";
import StoreStatus from "../islands/StoreStatus";
import UseMyLocation from "../islands/UseMyLocation";
import { StoreMap } from "../components/stores/StoreMap";
import { useI18n } from "../i18n/translate";

/** What the locator shows: every store, or the stores near a searched place, or that nothing matched. */
export type LocatorSearch =
  | { kind: "all" }
  | {
      kind: "near";
      /** The town found, or null for "use my location". */
      place: string | null;
      lat: number;
      lng: number;
      radius: number;
      results: (StoreSummary & { distance: number })[];
    }
  | { kind: "not-found"; query: string };

export interface StoreLocatorProps {
  stores: StoreSummary[];
  search: LocatorSearch;
  query: string;
  country: StoreCountry;
  /** The moment the page was rendered (ms). */
  at: number;
}

function StoreCard({ store, distance, at }: { store: StoreSummary; distance?: number; at: number }) {
  const { t, store: view } = useI18n();
  const km =
    distance === undefined ? null : new Intl.NumberFormat(view.locale, { maximumFractionDigits: 1 }).format(distance);
  return (
    <li className="store-card">
      <h3 className="store-card__name">
        <a href={storePath(view.code, `/storelocator/${store.slug}`)}>{store.name}</a>
      </h3>
      <p className="store-card__address">
        {store.street}, {store.postcode} {store.city}
      </p>
      <div className="store-card__meta">
        <Island
          name="StoreStatus"
          component={StoreStatus}
          props={{ source: { timeZone: store.timeZone, hours: store.hours, exceptions: store.exceptions }, at }}
          hydrate="idle"
        />
        {km !== null && <span className="store-card__distance">{t("stores.distance", { km })}</span>}
        {store.is_pickup_location && <span className="store-card__tag">{t("stores.pickup")}</span>}
      </div>
    </li>
  );
}

/** /storelocator (SPEC §2 storelocator; issue 31 point 3). */
export function StoreLocatorPage({ stores, search, query, country, at }: StoreLocatorProps) {
  const { t, store: view } = useI18n();
  const highlighted = new Set(search.kind === "near" ? search.results.map((s) => s.slug) : stores.map((s) => s.slug));
  let heading: string;
  if (search.kind === "near") {
    const place = search.place ?? t("stores.yourLocation");
    heading =
      search.results.length === 1
        ? t("stores.resultsOne", { place })
        : t("stores.results", { count: search.results.length, place });
  } else heading = t("stores.all");
  return (
    <div className="store-locator container">
      <header className="store-locator__intro">
        <h1 className="store-locator__title">{t("stores.title")}</h1>
        <p className="store-locator__lead">{t("stores.intro")}</p>
        <form className="store-search" method="get" action={storePath(view.code, "/storelocator")} role="search">
          <div className="field store-search__field">
            <label className="field__label" htmlFor="store-search-q">
              {t("stores.search.label")}
            </label>
            <input
              id="store-search-q"
              className="field__input"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={80}
              autoComplete="postal-code"
              required
            />
          </div>
          <div className="field store-search__field store-search__field--country">
            <label className="field__label" htmlFor="store-search-country">
              {t("stores.search.country")}
            </label>
            <select id="store-search-country" className="field__input" name="country" defaultValue={country}>
              {STORE_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {t(`stores.country.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary store-search__submit">
            {t("stores.search.submit")}
          </button>
        </form>
        <Island name="UseMyLocation" component={UseMyLocation} props={{}} hydrate="idle" />
      </header>
      <div className="store-locator__body">
        <section className="store-locator__list" aria-labelledby="store-results">
          {search.kind === "not-found" && (
            <p className="store-locator__notice" role="status">
              {t("stores.notFound", { query: search.query })}
            </p>
          )}
          <h2 id="store-results" className="store-locator__heading">
            {heading}
          </h2>
          {search.kind === "near" && search.radius > 30 && (
            <p className="store-locator__hint">
              {t("stores.resultsWider", { place: search.place ?? t("stores.yourLocation") })}
            </p>
          )}
          <ul className="store-locator__results">
            {search.kind === "near"
              ? search.results.map((s) => <StoreCard key={s.slug} store={s} distance={s.distance} at={at} />)
              : stores.map((s) => <StoreCard key={s.slug} store={s} at={at} />)}
          </ul>
        </section>
        <StoreMap
          stores={stores}
          highlighted={highlighted}
          origin={search.kind === "near" ? { lat: search.lat, lng: search.lng } : undefined}
        />
      </div>
    </div>
  );
}
