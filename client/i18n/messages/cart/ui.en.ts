/**
 * English microcart strings the browser needs.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "panel.microcart.title": "Shopping bag",

  "cart.empty.title": "Your shopping bag is empty",
  "cart.empty.text": "Discover the new collection and find your next favourite piece.",
  "cart.empty.cta": "Continue shopping",

  "cart.added": "Product has been added to the cart!",
  "cart.updated": "Product quantity has been updated!",
  "cart.volatile":
    "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
  "cart.outOfStock": "The product is out of stock and cannot be added to the cart!",
  "cart.noVariants": "No available product variants",
  "cart.priceUnknown": "Product price is unknown, product cannot be added to the cart!",
  "cart.maxQuantity": "Only {maxQuantity} products of this type are available",
  "cart.sizeCombination": "Combination of sizes not available",
  "cart.variantOutOfStock": "Selected variant is out of stock",
  "cart.proceedToCheckout": "Proceed to checkout",
  "cart.itemInStock": "In stock!",
  "cart.itemOutOfStock": "Out of the stock!",
  "cart.notFound": "This shopping bag does not exist or is not yours",
  "cart.lineNotFound": "This item is not in your shopping bag",
  "cart.unknownProduct": "This product is not available",
  "cart.couponInvalid": "This discount code is not valid",
  "cart.couponExpired": "This discount code has expired",
  "cart.couponUsedUp": "This discount code has already been used",
  "cart.couponMinimum": "This discount code applies from {amount}",
  "cart.giftCardInvalid": "This is not a valid giftcard",
  "cart.closed": "This shopping bag has already been ordered",
  "cart.tooManyLines": "Your shopping bag is full",
} as const;
