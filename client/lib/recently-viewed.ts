/**
 * Recently viewed products (issue 32.3), kept in this browser only: skus, newest first, each once,
 * at most RECENTLY_VIEWED_MAX. A product page records its product when the browser is idle
 * (client/analytics/page.ts, beside its view_item); the cart page reads the list (CartSuggestions).
 */

// RECENTLY_VIEWED_KEY and RECENTLY_VIEWED_MAX of schema/recommendations.ts (the cart reads with
// those; this module's test holds them together), written out so no chunk of constants is shared.
const KEY = "recently-viewed";
const RECENTLY_VIEWED_MAX = 12;

/** The list with `sku` moved (or added) to the front; anything but a list counts as empty. */
export function addViewed(list: unknown, sku: string): string[] {
  // Entries are not checked here: the cart's reader keeps only skus, and the API refuses anything else.
  const kept = (Array.isArray(list) ? list : []) as string[];
  return [sku, ...kept.filter((s) => s !== sku)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Records a product page's product as viewed (junk stored there is dropped; without storage, no list). */
export function rememberViewed(sku: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(addViewed(JSON.parse(localStorage.getItem(KEY)!), sku)));
  } catch {
    // Junk (or no storage): start again (or not at all); the list is a convenience.
    try {
      localStorage.removeItem(KEY);
    } catch {
      // No storage.
    }
  }
}
