import { storePath } from "../../../domain/urls";
import type { StoreSummary } from "../../../schema/store-types";
import { useI18n } from "../../i18n/translate";

/** The part of Europe the map shows (NL, BE, DE) and its projection: equirectangular at 51° N. */
const WEST = 2.4;
const EAST = 15.2;
const NORTH = 55.2;
const SOUTH = 47.2;
const X_SCALE = 100 * Math.cos((51 * Math.PI) / 180);
const WIDTH = Math.round((EAST - WEST) * X_SCALE);
const HEIGHT = Math.round((NORTH - SOUTH) * 100);

const project = (lat: number, lng: number) => ({
  x: Math.round((lng - WEST) * X_SCALE),
  y: Math.round((NORTH - lat) * 100),
});

/** Where each country's name sits on the map. */
const COUNTRY_LABELS = [
  { code: "NL", lat: 52.75, lng: 5.3 },
  { code: "BE", lat: 50.45, lng: 4.1 },
  { code: "DE", lat: 51.1, lng: 10.2 },
] as const;

/**
 * The store map without a tile service (issue 31 point 3): an SVG of the stores' positions, each
 * pin a link to its store (in the tab order, named for screen readers), the searched place marked.
 */
export function StoreMap({
  stores,
  highlighted,
  origin,
}: {
  stores: readonly StoreSummary[];
  highlighted: ReadonlySet<string>;
  origin?: { lat: number; lng: number } | undefined;
}) {
  const { t, store } = useI18n();
  const here = origin && project(origin.lat, origin.lng);
  return (
    <figure className="store-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={t("stores.map")}>
        <defs>
          <pattern id="store-map-dots" width="16" height="16" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" className="store-map__dot" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#store-map-dots)" />
        {COUNTRY_LABELS.map((label) => {
          const p = project(label.lat, label.lng);
          return (
            <text key={label.code} x={p.x} y={p.y} className="store-map__country" aria-hidden="true">
              {t(`stores.country.${label.code}`)}
            </text>
          );
        })}
        {here && (
          <g className="store-map__origin" aria-hidden="true">
            <circle cx={here.x} cy={here.y} r="26" />
            <circle cx={here.x} cy={here.y} r="5" />
          </g>
        )}
        {stores.map((s) => {
          const p = project(s.lat, s.lng);
          const on = highlighted.has(s.slug);
          return (
            <a
              key={s.slug}
              href={storePath(store.code, `/storelocator/${s.slug}`)}
              aria-label={t("stores.map.pin", { name: s.name, city: s.city })}
              className={`store-map__pin${on ? " store-map__pin--on" : ""}`}
            >
              <circle cx={p.x} cy={p.y} r={on ? 9 : 7} />
              <text x={p.x + 13} y={p.y + 5} aria-hidden="true">
                {s.city}
              </text>
            </a>
          );
        })}
      </svg>
    </figure>
  );
}
