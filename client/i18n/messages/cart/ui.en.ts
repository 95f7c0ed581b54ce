/**
 * English microcart strings the browser needs.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "panel.microcart.title": "Shopping bag",

  "cart.empty.title": "Your shopping bag is empty",
  "cart.empty.text": "Discover the new collection and find your next favourite piece.",
  "cart.empty.cta": "Continue shopping",
} as const;
