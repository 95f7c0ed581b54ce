/**
 * English system strings the browser needs: the style guide's live demo.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "styleguide.notify.success": "Show a success notification",
  "styleguide.notify.danger": "Show an error notification",
  "styleguide.notify.successText": "Product has been added to the cart!",
  "styleguide.notify.dangerText": "Something went wrong",
  "styleguide.loader": "Show the loader for 2 seconds",
  "styleguide.modal": "Open a modal",
} as const;
