/**
 * English gift card strings (issue 32 point 5): the form in the cart and at checkout, loaded with
 * it. They define this part's keys; the other languages must have the same (messages.test.ts).
 * The refusals ('This is not a valid giftcard', too many tries) come from the API in the cart's words.
 */
export const ui = {
  "giftcard.label": "Gift card code",
  "giftcard.hint": "Find the code on the back of your card or in the e-mail that came with it.",
  "giftcard.check": "Check balance",
  "giftcard.apply": "Apply",
  "giftcard.balance": "This card holds {amount}.",
  "giftcard.applied": "Gift card ending in {last} pays {amount} of this order.",
  "giftcard.rest": "You pay the rest, {amount}, in the next step.",
  "giftcard.covered": "The card covers the whole order: no payment needed.",
  "giftcard.remove": "Remove",
  "giftcard.removeLabel": "Remove gift card ending in {last}",
  "giftcard.removed": "The gift card has been removed.",
  "giftcard.failed": "That did not work. Please try again.",
} as const;
