/**
 * English offline strings (SPEC §4 offline/online, §8 catalogue and routing): the service worker's
 * offline page, the "new version" notice and the queued-change notices. They define this part's keys;
 * the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "offline.unavailable": "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
  "offline.ok": "OK",
  "offline.update": "A new version of the shop is ready.",
  "offline.reload": "Reload",
  "offline.queued": "You are offline: your bag is saved and sent as soon as you are back online.",
} as const;
