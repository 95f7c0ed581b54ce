/** English review messages only the server sends (API answers): no page script carries them. */
export const page = {
  "reviews.unknownProduct": "This product does not exist.",
  "reviews.duplicate": "You have already reviewed this product.",
  "reviews.notYou": "You can only write reviews as yourself.",
  "reviews.tooMany": "Too many reviews in a short time. Please wait {minutes} minutes and try again.",
  "reviews.notFound": "This review does not exist.",
} as const;
