/**
 * Analytics and field vitals limits (issue 34). A module of their own, apart from constants.ts: the
 * browser's entry bundles that one, and every constant a lazy chunk takes from it would ride in the
 * entry of every page.
 */
/**
 * The page types a page declares (PageMeta `pageType`, written as `<html data-page-type>`): sent with
 * the data layer's events and the field vitals. SPEC §2 names ShoppingCart, Storelocator and
 * StorelocatorDetail; the rest name the storefront's other kinds of page.
 */
export const PAGE_TYPES = [
  "Homepage",
  "ProductListing",
  "ProductDetail",
  "SearchResults",
  "ShoppingCart",
  "Checkout",
  "ThankYou",
  "Account",
  "Storelocator",
  "StorelocatorDetail",
  "Content",
  "Blog",
  "Compare",
  "Error",
  "Other",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
/** The field vitals the shop measures (web-vitals). */
export const RUM_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type RumMetric = (typeof RUM_METRICS)[number];
/** Share of page views that report their vitals. */
export const RUM_SAMPLE_RATE = 0.25;
/** POST /api/rum: a body is a handful of numbers; anything larger is junk (413). */
export const RUM_BODY_LIMIT_BYTES = 1024;
/** Beacons one client may send per minute (each page view sends at most two). */
export const RUM_CLIENT_LIMIT_PER_MINUTE = 30;
/** Days of field vitals kept. */
export const RUM_RETENTION_DAYS = 90;
/** The impressions of a listing are sent once they have been on screen for 1 s without change (SPEC §7). */
export const IMPRESSION_DEBOUNCE_MS = 1000;
/** SPEC §7: product categories are reported up to 5 levels. */
export const ANALYTICS_CATEGORY_LEVELS = 5;
/** How long a shopper's consent choice is kept (first-party cookie). */
export const CONSENT_MAX_AGE_DAYS = 365;
