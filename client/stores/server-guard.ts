import { onSet, type WritableAtom } from "nanostores";

/**
 * The worker bundle sets this flag once at start-up. Stores live at module scope, which the
 * worker shares between requests, so a store written while rendering on the server would leak
 * one shopper's state into another's page (ARCHITECTURE §4).
 */
const SERVER_FLAG = "__STOREFRONT_SERVER__";

export function markServerRuntime(): void {
  (globalThis as Record<string, unknown>)[SERVER_FLAG] = true;
}

export function isServerRuntime(): boolean {
  return (globalThis as Record<string, unknown>)[SERVER_FLAG] === true;
}

/** Makes a store refuse writes on the server; islands get their server snapshot as props instead. */
export function clientWritable<V, T extends WritableAtom<V>>(store: T & WritableAtom<V>): T {
  onSet(store, () => {
    if (isServerRuntime()) {
      throw new Error("A store was written during server rendering; pass server data as island props instead");
    }
  });
  return store;
}
