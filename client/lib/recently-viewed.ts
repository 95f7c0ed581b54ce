/**
 * Recently viewed products (issue 32.3), kept in this browser only: skus, newest first, each once,
 * at most RECENTLY_VIEWED_MAX. The product page's gallery records its product (this module rides in
 * its chunk, so it is kept small); the cart page reads the list (CartSuggestions).
 */

// RECENTLY_VIEWED_KEY and RECENTLY_VIEWED_MAX of schema/recommendations.ts (the cart reads with
// those; this module's test holds them together). Written out, not imported: the product page's
// JavaScript is at its budget, and the import cost a chunk of its own.
const RECENTLY_VIEWED_KEY = "recently-viewed";
const RECENTLY_VIEWED_MAX = 12;

/** The list with `sku` moved (or added) to the front; anything but a list counts as empty. */
export function addViewed(list: unknown, sku: string): string[] {
  const kept: unknown[] = Array.isArray(list) ? list : [];
  return [sku, ...kept.filter((s): s is string => typeof s === "string" && s !== sku)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Records a product page's product as viewed (junk stored there starts a new list; no storage, no list). */
export function rememberViewed(sku: string): void {
  try {
    let stored: unknown = null;
    try {
      stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!);
    } catch {
      // Junk is a new list.
    }
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addViewed(stored, sku)));
  } catch {
    // Storage off or full: the list is a convenience.
  }
}
