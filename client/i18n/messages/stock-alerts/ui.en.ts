/**
 * English strings of the back-in-stock form (issue 32 point 4), loaded with the form when a shopper
 * presses "Notify me" (the button's own label is the catalogue's, on every product page). They define
 * this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "stockAlert.title": "Notify me when back in stock",
  "stockAlert.intro": "Size {size} is sold out. We will send you one e-mail when it is back.",
  "stockAlert.email": "E-mail address",
  "stockAlert.submit": "Notify me",
  "stockAlert.submitAs": "Notify me at {email}",
  "stockAlert.sending": "Sending…",
  "stockAlert.close": "Close",
  "stockAlert.privacy": "We use your address only for this one e-mail.",
  "stockAlert.failed": "That did not work. Please try again.",
} as const;
