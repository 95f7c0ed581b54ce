/**
 * English checkout strings only the server renders (method and total titles in API answers).
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const page = {
  "checkout.shipping.carrier": "DHL Parcel",
  "checkout.shipping.home": "Home delivery",
  "checkout.shipping.servicePoint": "Collect at a DHL ServicePoint or Packstation",
  "checkout.shipping.email": "Delivered by e-mail",
  "checkout.payment.free": "No payment required",
  "checkout.payment.bankTransfer": "Bank transfer",
  "checkout.payment.cashOnDelivery": "Cash on delivery",
  "checkout.totals.subtotal": "Subtotal",
  "checkout.totals.discount": "Discount ({code})",
  "checkout.totals.shipping": "Shipping",
  "checkout.totals.tax": "Incl. VAT",
  "checkout.totals.giftCard": "Gift card",
  "checkout.totals.grandTotal": "Total",
  "order.unavailable": "Some of the ordered products are not available!",
  "order.cartChanged": "Your shopping bag changed while you were checking out. Please check it and try again.",
  "order.servicePointRequired": "Choose a service point for delivery",
  "order.paymentUnavailable": "This payment method is not available for your order",
  "order.notFound": "Unable to retrieve order",
  "order.notPayable": "This order cannot be paid (anymore)",
  "order.paymentUnavailableNow": "Payment is not available right now, please try again in a moment",
  "mail.order.subject": "Your order {number} at Atelier Noord",
  "mail.order.greeting": "Dear {name},",
  "mail.order.intro":
    "Thank you for your order. We are preparing it with care and will let you know when it is on its way.",
  "mail.order.number": "Order number",
  "mail.order.items": "Your items",
  "mail.order.delivery": "Delivery address",
  "mail.order.payment": "Payment",
  "mail.order.returns": "Free returns within 30 days.",
  "mail.order.signoff": "Kind regards, Atelier Noord",
} as const;
