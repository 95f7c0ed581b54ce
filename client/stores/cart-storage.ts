/**
 * The cart as this browser keeps it in localStorage, so it survives a reload and is shared with
 * other tabs (their `storage` event): the cart id, its lines with their pictures, the hash of the
 * server lines they show, and the badge count (`$cartCount` in ui.ts reads only that).
 */
import type { CartLine } from "./cart-lines";
import { CART_STORAGE_KEY } from "./ui";

export { CART_STORAGE_KEY };

const VERSION = 1;

export interface StoredCart {
  id: string | null;
  lines: CartLine[];
  hash: string;
  count: number;
}

/** The saved cart, or null when there is none or it is unreadable (then the bag starts empty). */
export function parseStoredCart(raw: string | null): StoredCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCart> & { v?: number };
    if (value.v !== VERSION || !Array.isArray(value.lines)) return null;
    return {
      id: typeof value.id === "string" && value.id ? value.id : null,
      lines: value.lines.filter((l) => typeof l?.key === "string" && typeof l.sku === "string" && l.qty > 0),
      hash: typeof value.hash === "string" ? value.hash : "",
      count: typeof value.count === "number" ? value.count : 0,
    };
  } catch {
    return null;
  }
}

export function serializeCart(cart: StoredCart): string {
  return JSON.stringify({ v: VERSION, ...cart });
}

export function readStoredCart(): StoredCart | null {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredCart(cart: StoredCart): void {
  try {
    if (cart.id === null && cart.lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
  } catch {
    // Storage full or switched off: the cart still works in this tab.
  }
}
