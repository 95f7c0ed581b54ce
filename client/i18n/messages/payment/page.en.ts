/**
 * English strings of the sandbox's hosted payment page, which only the server renders.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "payment.sandbox.title": "Test payment",
  "payment.sandbox.payTo": "Pay {merchant}",
  "payment.sandbox.testMode": "Test mode",
  "payment.sandbox.testModeText":
    "This is the shop's sandbox payment page. No money moves and no card details are asked for.",
  "payment.sandbox.order": "Order",
  "payment.sandbox.description": "Description",
  "payment.sandbox.method": "Payment method",
  "payment.sandbox.reference": "Payment reference",
  "payment.sandbox.chooseTitle": "Choose the outcome",
  "payment.sandbox.chooseText":
    "Each button sends the shop a signed payment notification, as a real payment provider would, and then takes you back to the shop.",
  "payment.sandbox.approve": "Approve payment",
  "payment.sandbox.decline": "Decline payment",
  "payment.sandbox.cancel": "Cancel payment",
  "payment.sandbox.approvalsOff":
    "Test payments cannot be approved on this shop. Decline or cancel the payment, then pay for your order another way.",
  "payment.sandbox.deliveryFailed":
    "The shop did not accept the payment notification (status {status}). Nothing has changed; please try again.",
  "payment.sandbox.expiredTitle": "This payment has expired",
  "payment.sandbox.expiredText":
    "A payment has to be completed within {minutes} minutes. Go back to the shop to pay for your order again.",
  "payment.sandbox.backToShop": "Back to the shop",
} as const;
