/**
 * A flag in localStorage that says sync tasks wait in IndexedDB, so a page's boot can tell whether
 * to load the queue's code at all (online.ts) without opening the database.
 */
const KEY = "an-sync-pending";

export function markPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage off: the online event still syncs.
  }
}

export function hasPending(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
