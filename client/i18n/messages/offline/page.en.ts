/**
 * English strings of the service worker's offline page (client/sw/offline-page.ts), which imports
 * them itself: no page's script carries them. They define this part's keys.
 */
export const page = {
  "offline.unavailable": "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
  "offline.ok": "OK",
} as const;
