import { addDays, hoursOn, localMoment } from "../../domain/stores/opening";
import { storePath } from "../../domain/urls";
import { WEEKDAYS, type StoreSummary, type TimeRange } from "../../schema/store-types";
import { Island } from "../island";
import StoreStatus from "../islands/StoreStatus";
import { weekdayName } from "../components/stores/opening-text";
import { useI18n } from "../i18n/translate";

/** How far ahead the page lists special opening hours. */
const EXCEPTIONS_AHEAD_DAYS = 60;

/** A maps service's directions to the store, by its coordinates (no key, no script). */
export const directionsUrl = (s: StoreSummary) =>
  `https://www.google.com/maps/dir/?api=1&destination=${s.lat.toFixed(5)},${s.lng.toFixed(5)}`;

const rangesText = (ranges: readonly TimeRange[], closed: string) =>
  ranges.length === 0 ? closed : ranges.map((r) => `${r.open}–${r.close}`).join(", ");

/** /storelocator/{storeSlug} (SPEC §2 store-locator-detail; issue 31 point 3). */
export function StoreDetailPage({ store: s, at }: { store: StoreSummary; at: number }) {
  const { t, store: view } = useI18n();
  const today = localMoment(s.timeZone, new Date(at));
  // Monday first; a week of ISO weekdays named through any date with that weekday.
  const mondayDate = addDays(today.date, 1 - today.weekday);
  const until = addDays(today.date, EXCEPTIONS_AHEAD_DAYS);
  const exceptions = s.exceptions.filter((e) => e.date >= today.date && e.date <= until);
  const dateFormat = new Intl.DateTimeFormat(view.locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  const dateText = (date: string) => dateFormat.format(Date.parse(`${date}T00:00:00Z`));
  return (
    <article className="store-detail container">
      <p className="store-detail__back">
        <a href={storePath(view.code, "/storelocator")}>← {t("stores.back")}</a>
      </p>
      <header className="store-detail__head">
        <h1 className="store-detail__title">{s.name}</h1>
        <p className="store-detail__address">
          {s.street}, {s.postcode} {s.city}, {t(`stores.country.${s.country}`)}
        </p>
        <div className="store-detail__status">
          <Island
            name="StoreStatus"
            component={StoreStatus}
            props={{ source: { timeZone: s.timeZone, hours: s.hours, exceptions: s.exceptions }, at }}
            hydrate="idle"
          />
          {s.is_pickup_location && <span className="store-card__tag">{t("stores.pickup")}</span>}
        </div>
        <p className="store-detail__actions">
          <a className="btn btn--primary" href={directionsUrl(s)} rel="noopener" target="_blank">
            {t("stores.directions")}
          </a>
          <a className="btn btn--secondary" href={`tel:${s.phone.replace(/[^\d+]/g, "")}`}>
            {t("stores.call", { phone: s.phone })}
          </a>
        </p>
      </header>
      {s.photo && <img className="store-detail__photo" src={s.photo} alt="" width={1200} height={800} />}
      <div className="store-detail__grid">
        <section aria-labelledby="store-hours">
          <h2 id="store-hours" className="store-detail__heading">
            {t("stores.hours")}
          </h2>
          <table className="store-hours">
            <tbody>
              {WEEKDAYS.map((day) => {
                const date = addDays(mondayDate, day - 1);
                const isToday = day === today.weekday;
                const ranges = hoursOn({ ...s, exceptions: [] }, date, day).ranges;
                return (
                  <tr
                    key={day}
                    className={isToday ? "store-hours__today" : undefined}
                    aria-current={isToday ? "date" : undefined}
                  >
                    <th scope="row">{weekdayName(date, view.locale)}</th>
                    <td>{rangesText(ranges, t("stores.hours.closed"))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="store-detail__note">{t("stores.timeZone", { zone: s.timeZone })}</p>
          {exceptions.length > 0 && (
            <>
              <h3 className="store-detail__subheading">{t("stores.exceptions")}</h3>
              <ul className="store-exceptions">
                {exceptions.map((e) => (
                  <li key={e.date}>
                    <span className="store-exceptions__date">
                      {dateText(e.date)}
                      {e.label ? ` · ${e.label}` : ""}
                    </span>
                    <span>{rangesText(e.hours, t("stores.hours.closed"))}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section aria-labelledby="store-services">
          <h2 id="store-services" className="store-detail__heading">
            {t("stores.services")}
          </h2>
          <ul className="store-services">
            {s.services.map((service) => (
              <li key={service}>{t(`stores.service.${service}`)}</li>
            ))}
          </ul>
          <h2 className="store-detail__heading">{t("stores.contact")}</h2>
          <p className="store-detail__contact">
            <a href={`tel:${s.phone.replace(/[^\d+]/g, "")}`}>{s.phone}</a>
            <br />
            <a href={`mailto:${s.email}`}>{s.email}</a>
          </p>
          <h2 className="store-detail__heading">{t("stores.stockFinder")}</h2>
          <p className="store-detail__note">{t("stores.stockFinder.text")}</p>
          <p>
            <a href={storePath(view.code, "/")}>{t("stores.stockFinder.link")}</a>
          </p>
        </section>
      </div>
    </article>
  );
}
