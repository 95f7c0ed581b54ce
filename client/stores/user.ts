/**
 * SPEC §3 User as this browser remembers it (`$user`): who is logged in, cached in localStorage so
 * the header and tab bar know at once where the account icons lead (SPEC §2). The session itself is
 * an HttpOnly cookie this code never sees; the account chunk (session.ts) confirms the cache with
 * GET /api/user/me and clears it when the server says otherwise. Small: every page loads it.
 */
import { atom, onMount } from "nanostores";
import { clientWritable } from "./server-guard";

export interface UserSummary {
  firstname: string;
  lastname: string;
  email: string;
}

export const USER_STORAGE_KEY = "an_user";

/** The logged-in customer, or null for a visitor. */
export const $user = clientWritable(atom<UserSummary | null>(null));

/** The cached user, or null when there is none or it is unreadable. */
export function parseStoredUser(raw: string | null): UserSummary | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserSummary>;
    if (typeof value.email !== "string" || typeof value.firstname !== "string") return null;
    return { email: value.email, firstname: value.firstname, lastname: String(value.lastname ?? "") };
  } catch {
    return null;
  }
}

/** Sets (or clears) the user and its cache. */
export function setUser(user: UserSummary | null): void {
  $user.set(user);
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage off: the user is known in this page only.
  }
}

onMount($user, () => {
  if (typeof window === "undefined") return;
  try {
    const cached = parseStoredUser(localStorage.getItem(USER_STORAGE_KEY));
    if (cached) $user.set(cached);
  } catch {
    // Storage off: nobody is remembered.
  }
  const follow = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) $user.set(parseStoredUser(event.newValue));
  };
  addEventListener("storage", follow);
  return () => removeEventListener("storage", follow);
});
