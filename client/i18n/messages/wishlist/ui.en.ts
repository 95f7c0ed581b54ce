/**
 * English wishlist strings every page needs (the hearts on listings and product pages).
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "wishlist.add": "Add {name} to favourites",
  "wishlist.remove": "Remove {name} from favourites",
  "wishlist.failed": "Your favourites could not be saved. Please try again.",
  "wishlist.empty": "Your favourites list is empty",
  "wishlist.emptyText": "Tap the heart on a product to keep it here.",
  "wishlist.title": "Favourites",
  "wishlist.guestNote": "Sign in to keep your favourites on every device.",
} as const;
