/**
 * The store pages (SPEC §2 storelocator, store-locator-detail; issue 31 point 3), shared by every
 * anonymous visitor and cached: /storelocator[?q&country | ?lat&lng] and /storelocator/{storeSlug}.
 * The opening state is written at render time and brought up to date in the browser (StoreStatus);
 * nothing personal is on them. A store change purges them (STORES_TAG).
 */
import type { Context, Hono } from "hono";
import { findPlace } from "../../../domain/stores/postcode-areas";
import { INITIAL_RADIUS_KM, nearest } from "../../../domain/stores/geo";
import { localMoment, openingHoursSpecification } from "../../../domain/stores/opening";
import { storePath } from "../../../domain/urls";
import { STORE_COUNTRIES, type StoreCountry, type StoreSummary } from "../../../schema/store-types";
import { StoreDetailPage } from "../../../client/pages/StoreDetailPage";
import { StoreLocatorPage, type LocatorSearch } from "../../../client/pages/StoreLocatorPage";
import type { AppEnv } from "../../context";
import { renderErrorPage } from "../../errors/on-error";
import type { PageCache } from "../../pages/edge-cache";
import { tagPage } from "../../pages/cache-tags";
import { publicOrigin, renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";
import { openStores, storeBySlug } from "../repo";
import { STORES_TAG } from "../routes-admin";
import { directionsUrl } from "../../../client/pages/StoreDetailPage";

/** The locator's query parameters (each part of the cache key). */
export const LOCATOR_PARAMS = ["q", "country", "lat", "lng"] as const;

const DEFAULT_COUNTRY: Record<string, StoreCountry> = { nl: "NL", de: "DE", en: "NL" };
const isCountry = (v: string | undefined): v is StoreCountry => STORE_COUNTRIES.includes(v as StoreCountry);

/** A coordinate from the URL ("use my location"), or null when it is not a plain number in range. */
function coordinate(value: string | undefined, limit: number): number | null {
  if (!value || !/^-?\d{1,3}(\.\d{1,6})?$/.test(value)) return null;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : null;
}

function locatorSearch(
  c: Context<AppEnv>,
  stores: StoreSummary[],
  query: string,
  country: StoreCountry,
): LocatorSearch {
  const lat = coordinate(c.req.query("lat"), 90);
  const lng = coordinate(c.req.query("lng"), 180);
  const near = (place: string | null, at: { lat: number; lng: number }): LocatorSearch => {
    const found = nearest(stores, at, { radius: INITIAL_RADIUS_KM });
    return { kind: "near", place, ...at, radius: found.radius, results: found.items };
  };
  if (query) {
    const towns = stores.map((s) => ({ country: s.country, city: s.city, lat: s.lat, lng: s.lng }));
    const place = findPlace(query, country, towns);
    return place ? near(place.city, place) : { kind: "not-found", query };
  }
  if (lat !== null && lng !== null) return near(null, { lat, lng });
  return { kind: "all" };
}

/** schema.org ClothingStore of a store page. */
function storeJsonLd(s: StoreSummary, url: string, at: number): object {
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": url,
    name: s.name,
    url,
    telephone: s.phone,
    email: s.email,
    ...(s.photo ? { image: s.photo } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: s.street,
      postalCode: s.postcode,
      addressLocality: s.city,
      addressCountry: s.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: s.lat, longitude: s.lng },
    hasMap: directionsUrl(s),
    openingHoursSpecification: openingHoursSpecification(s, localMoment(s.timeZone, new Date(at)).date),
  };
}

/** Registers the store pages. */
export function registerStorePages(pages: Hono<AppEnv>, cached: PageCache): void {
  storeRoute(
    pages,
    "/storelocator",
    cached([...LOCATOR_PARAMS], async (c) => {
      const t = c.get("t");
      const stores = await openStores(c.get("db"));
      const query = (c.req.query("q") ?? "").trim().slice(0, 80);
      const asked = c.req.query("country");
      const country = isCountry(asked) ? asked : DEFAULT_COUNTRY[c.get("store").code]!;
      const search = locatorSearch(c, stores, query, country);
      tagPage(c, STORES_TAG);
      return renderPage(c, {
        meta: {
          pageType: "Storelocator",
          title: t("stores.title"),
          description: t("stores.metaDescription"),
          // A search's result is not a page of its own for search engines.
          ...(search.kind === "all" ? {} : { noindex: true }),
        },
        body: <StoreLocatorPage stores={stores} search={search} query={query} country={country} at={Date.now()} />,
        styles: ["content"],
      });
    }),
  );
  storeRoute(
    pages,
    "/storelocator/:storeSlug",
    cached([], async (c) => {
      const slug = c.req.param("storeSlug") ?? "";
      const store = /^[a-z0-9-]{1,60}$/.test(slug) ? await storeBySlug(c.get("db"), slug) : null;
      tagPage(c, STORES_TAG);
      if (!store) return renderErrorPage(c, 404);
      const at = Date.now();
      const url = `${publicOrigin(c)}${storePath(c.get("store").code, `/storelocator/${store.slug}`)}`;
      return renderPage(c, {
        meta: {
          pageType: "StorelocatorDetail",
          title: store.name,
          description: `${store.name} · ${store.street}, ${store.postcode} ${store.city}`,
          jsonLd: [storeJsonLd(store, url, at)],
          ...(store.photo ? { image: store.photo } : {}),
        },
        body: <StoreDetailPage store={store} at={at} />,
        styles: ["content"],
      });
    }),
  );
}
