/**
 * English session and wishlist strings every page needs (header, hearts on listings and product pages, the authentication modal).
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "account.modal.title": "Sign in or create an account",
  "wishlist.add": "Add {name} to favourites",
  "wishlist.remove": "Remove {name} from favourites",
  "wishlist.failed": "Your favourites could not be saved. Please try again.",
} as const;
