/**
 * English cart strings only the server renders (the cart page's title and shell).
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "cart.page.title": "Shopping bag",
  "cart.page.noscript":
    "Your shopping bag is shown when JavaScript is switched on. Adding products works without it: they stay in your bag.",
  // Server refusals only: the browser shows the message the server sent.
  "cart.sessionExpired": "Your session has expired, so your shopping bag could not be found",
} as const;
