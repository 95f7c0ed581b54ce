/** Defined by scripts/build-service-worker.ts when it bundles the service worker. */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];
/** The shop's main stylesheet (hashed), which the offline page links. */
declare const __MAIN_STYLESHEET__: string | null;
