/**
 * English strings of orders made offline (SPEC §4, §8): the offline order modal and the "Order
 * waiting!" notice, loaded with them. They define this part's keys; the other languages must have
 * the same (messages.test.ts). The modal's title is the chrome's (`offline.order.title`).
 */
export const ui = {
  "offline.order.warning":
    "You are offline. You can still place this order: it is kept on this device and sent as soon as you are back online. Stock cannot be checked until then, so an item may have sold out by the time it arrives.",
  "offline.order.place": "Place order offline",
  "offline.order.back": "Back to checkout",
  "offline.order.needsConnection":
    "{method} needs a connection. Choose bank transfer or cash on delivery to order offline, or place your order when you are back online.",
  "offline.order.close": "Choose another payment method",
  "offline.order.waiting": "Order waiting!",
  "offline.order.confirmPrompt": "Click here to confirm the order that you made offline.",
  "offline.order.intro": "You made these orders while you were offline. Confirm an order to send it now, or cancel it.",
  "offline.order.none": "No orders are waiting.",
  "offline.order.saved": "Your order is saved on this device. It is sent as soon as you are back online.",
  "offline.order.sending": "Processing order...",
  "offline.order.confirm": "Confirm order",
  "offline.order.cancel": "Cancel order",
  "offline.order.notYet": "The shop could not be reached. Your order is still saved: please try again in a moment.",
  "offline.order.failed": "Your order could not be placed.",
  "offline.order.bagKept": "Your bag is unchanged: check it and place your order again.",
  "offline.order.sent": "Your order made offline has been placed.",
  "offline.order.view": "View order",
  "offline.order.made": "Made",
  "offline.order.total": "Total",
  "offline.order.items": "Items",
  "offline.order.for": "For",
  "offline.order.payment": "Payment",
  "offline.checkout":
    "You are offline. You can still place your order, but stock cannot be checked until you are back online.",
} as const;
