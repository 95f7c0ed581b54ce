/**
 * English review strings the browser needs (the review list, its sort and paging, the review
 * modal) and the API's answers, which speak the caller's language too.
 * They define this part's keys; the other languages must have the same (messages.test.ts).
 */
export const ui = {
  "reviews.heading": "Reviews",
  "reviews.count": "{count} reviews",
  "reviews.countOne": "1 review",
  "reviews.average": "{average} out of 5",
  "reviews.distribution": "Ratings",
  "reviews.distributionRow": "{stars} stars: {count}",
  "reviews.write": "Write a review",
  "reviews.none": "No reviews yet. Be the first to share what you think.",
  "reviews.sortBy": "Sort reviews",
  "reviews.sort.newest": "Newest",
  "reviews.sort.highest": "Highest rated",
  "reviews.sort.lowest": "Lowest rated",
  "reviews.sort.helpful": "Most helpful",
  "reviews.more": "Show more reviews",
  "reviews.verified": "Verified buyer",
  "reviews.helpful": "Helpful ({count})",
  "reviews.helpfulThanks": "Thanks for your feedback",
  "reviews.stars": "{rating} out of 5 stars",
  "reviews.by": "by {nickname}",
  "reviews.loadFailed": "Reviews could not be loaded.",
  "reviews.field.rating": "Your rating",
  "reviews.field.ratingOptional": "optional",
  "reviews.field.ratingValue": "{rating} stars",
  "reviews.field.nickname": "Name shown with your review",
  "reviews.field.title": "Summary",
  "reviews.field.detail": "Your review",
  "reviews.submit": "Submit review",
  "reviews.sending": "Sending…",
  "reviews.pending": "Thank you! Your review will appear once we have checked it.",
  "reviews.required": "Field is required",
  "reviews.failed": "Your review could not be sent. Please try again.",
} as const;
