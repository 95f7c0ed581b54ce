/**
 * English strings of the order confirmation after payment (the CheckoutReturn island), apart
 * from the checkout's so the checkout does not carry them. They define this part's keys;
 * the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "checkout.return.title": "Thank you for your order",
  "checkout.return.number": "Order number",
  "checkout.return.next": "What happens next",
  "checkout.return.step1": "You will receive a confirmation by e-mail within a few minutes.",
  "checkout.return.step2": "We pack your order with care and send it within 1–2 working days.",
  "checkout.return.step3": "You will receive a track and trace link as soon as it is on its way.",
  "checkout.return.collectStep2": "We set your order aside in the store you chose.",
  "checkout.return.collectStep3": "Collect it from the time above; show your order number at the till.",
  "checkout.return.continue": "Continue shopping",
  "checkout.return.pending": "We are confirming your payment…",
  "checkout.return.pendingSlow": "This page updates by itself; you will also receive an e-mail.",
  "checkout.return.declinedTitle": "Your payment did not go through",
  "checkout.return.declined":
    "No order was placed and nothing was charged. Your bag is still there: try again or choose another payment method.",
  "checkout.return.back": "Back to checkout",
  "checkout.return.notFound": "We could not find this order.",
  "checkout.return.check": "Check again",
} as const;
