/**
 * The shop's service worker (issue 33, SPEC §2 "registered at /service-worker.js"), built by
 * scripts/build-service-worker.ts into dist/client/service-worker.js with the precache manifest of
 * that build. One strategy per route family (rules.ts):
 * - precache, by revision: the shell, every island and lazy chunk, the stylesheets, fonts and icons;
 * - catalogue and CMS pages: network first, the last copy offline; a page never kept offline gets the
 *   SPEC's "not available in Offline mode" page, which goes to the store view's home;
 * - images: network first (a read timeout, then the copy);
 * - shared API reads (catalogue, search, CMS): stale-while-revalidate;
 * - everything personal (cart, checkout, account, orders, payment, any private or cookie-setting
 *   answer): the network only, never kept.
 * A new version installs and waits; the page shows a notice whose button posts SKIP_WAITING
 * (client/offline/register.ts).
 */
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { OFFLINE_CACHE_READ_TIMEOUT_MS } from "../../schema/constants";
import { offlinePage } from "./offline-page";
import { quotaPlugin } from "./quota";
import { isShareable, routeFamily, type RouteFamily } from "./rules";

declare const self: ServiceWorkerGlobalScope;

/** The runtime caches; their names carry a version so a change of meaning starts them afresh. */
export const CACHES = { images: "an-images-v1", api: "an-api-v1", pages: "an-pages-v1" } as const;

const DAY = 24 * 60 * 60;

/** Keeps only answers every visitor could share (rules.ts isShareable). */
const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(isShareable(response.status, response.headers) ? response : null),
};

const familyOf = (request: Request, url: URL): RouteFamily =>
  routeFamily({
    method: request.method,
    url: url.href,
    mode: request.mode,
    destination: request.destination,
    authorized: request.headers.has("authorization"),
    sameOrigin: url.origin === self.location.origin,
  });

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => familyOf(request, url) === "page",
  new NetworkFirst({
    cacheName: CACHES.pages,
    plugins: [
      shareableOnly,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      quotaPlugin(Object.values(CACHES)),
    ],
  }),
);
registerRoute(
  ({ request, url }) => familyOf(request, url) === "image",
  new NetworkFirst({
    cacheName: CACHES.images,
    networkTimeoutSeconds: OFFLINE_CACHE_READ_TIMEOUT_MS / 1000,
    plugins: [
      shareableOnly,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      quotaPlugin(Object.values(CACHES)),
    ],
  }),
);
registerRoute(
  ({ request, url }) => familyOf(request, url) === "api-read",
  new StaleWhileRevalidate({
    cacheName: CACHES.api,
    plugins: [
      shareableOnly,
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: DAY, purgeOnQuotaError: true }),
      quotaPlugin(Object.values(CACHES)),
    ],
  }),
);
// Personal pages go to the network only; offline, they get the offline page below like any page.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());

setCatchHandler(({ request, url }) => {
  if (request.mode !== "navigate") return Promise.resolve(Response.error());
  const { html, policy } = offlinePage(url.pathname, __MAIN_STYLESHEET__, crypto.randomUUID());
  return Promise.resolve(
    new Response(html, {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": policy,
      },
    }),
  );
});
