/**
 * Recently viewed products (issue 32.3), kept in this browser only: skus, newest first, each once,
 * at most RECENTLY_VIEWED_MAX. The product page's gallery records its product (this module rides in
 * its chunk, so it is kept small); the cart page reads the list (CartSuggestions).
 */

// RECENTLY_VIEWED_KEY and RECENTLY_VIEWED_MAX of schema/recommendations.ts (the cart reads with
// those; this module's test holds them together). Written out, not imported: the product page's
// JavaScript is at its budget, and the import cost a chunk of its own.
const KEY = "recently-viewed";
const RECENTLY_VIEWED_MAX = 12;

/** The list with `sku` moved (or added) to the front; anything but a list counts as empty. */
export function addViewed(list: unknown, sku: string): string[] {
  // Entries are not checked here (this code rides in the product page's budget): the cart's reader keeps
  // only skus, and the API refuses anything else.
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
