import { storePath } from "../../../domain/urls";
import type { StoreSummary } from "../../../schema/store-types";
import { useI18n } from "../../i18n/translate";

/** The map's frame: the stores' extent (and the searched place) with a margin, equirectangular at 51° N. */
const MARGIN = 0.7;
const X_SCALE = 100 * Math.cos((51 * Math.PI) / 180);

function frameOf(points: readonly { lat: number; lng: number }[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const west = Math.min(2.4, ...lngs) - MARGIN;
  const east = Math.max(...lngs, 7) + MARGIN * 2.5;
  const north = Math.max(...lats, 53.5) + MARGIN;
  const south = Math.min(...lats, 49.5) - MARGIN;
  const project = (lat: number, lng: number) => ({
    x: Math.round((lng - west) * X_SCALE),
    y: Math.round((north - lat) * 100),
  });
  return { width: Math.round((east - west) * X_SCALE), height: Math.round((north - south) * 100), project };
}

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
  const { width: WIDTH, height: HEIGHT, project } = frameOf(origin ? [...stores, origin] : stores);
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
