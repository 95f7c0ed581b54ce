/**
 * SPEC §3/§4 wishlist (`$wishlist`): kept in localStorage for everybody and, when logged in, on the
 * server too. Add and remove are optimistic and reverted when the server does not answer 200 (SPEC §8
 * "Wishlist server failure reverts the local change").
 */
import { atom, onMount } from "nanostores";
import { clientWritable } from "./server-guard";
import { $user } from "./user";

/** A heart: the product's sku (listings know it), and its id when known (SPEC §7 productId). */
export interface WishlistEntry {
  sku: string;
  productId?: number;
}

export const WISHLIST_STORAGE_KEY = "an_wishlist";
/** The most hearts a browser keeps (the server keeps as many). */
export const WISHLIST_MAX = 200;

export const $wishlist = clientWritable(atom<readonly WishlistEntry[]>([]));

/** The saved list, or [] when there is none or it is unreadable. */
export function parseStoredWishlist(raw: string | null): WishlistEntry[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (e): e is WishlistEntry =>
          typeof e === "object" && e !== null && typeof (e as { sku?: unknown }).sku === "string",
      )
      .slice(0, WISHLIST_MAX);
  } catch {
    return [];
  }
}

/** Replaces the list (and its storage). */
export function setWishlist(entries: readonly WishlistEntry[]): void {
  const unique = [...new Map(entries.map((e) => [e.sku, e])).values()].slice(0, WISHLIST_MAX);
  $wishlist.set(unique);
  try {
    if (unique.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(unique));
  } catch {
    // Storage off: the list lives in this page only.
  }
}

onMount($wishlist, () => {
  if (typeof window === "undefined") return;
  try {
    $wishlist.set(parseStoredWishlist(localStorage.getItem(WISHLIST_STORAGE_KEY)));
  } catch {
    // Storage off.
  }
  const follow = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) $wishlist.set(parseStoredWishlist(event.newValue));
  };
  addEventListener("storage", follow);
  return () => removeEventListener("storage", follow);
});

export const inWishlist = (list: readonly WishlistEntry[], sku: string) => list.some((e) => e.sku === sku);

/**
 * Adds or removes a product at once; a logged-in customer's change then goes to the server and is
 * reverted when that fails. Resolves false after a revert (the caller shows "could not be saved").
 */
export async function toggleWishlist(entry: WishlistEntry): Promise<boolean> {
  const before = $wishlist.get();
  const adding = !inWishlist(before, entry.sku);
  setWishlist(adding ? [...before, entry] : before.filter((e) => e.sku !== entry.sku));
  if (!$user.get()) return true;
  try {
    // The account calls load only when a customer's heart needs them (every listing shows hearts).
    const api = await import("../api/account");
    await (adding ? api.addWishlistItem(entry.sku) : api.deleteWishlistItem(entry.sku));
    return true;
  } catch {
    const now = $wishlist.get();
    setWishlist(adding ? now.filter((e) => e.sku !== entry.sku) : [...now, entry]);
    return false;
  }
}
