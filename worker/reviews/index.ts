/**
 * The reviews' public face (SPEC §1 product reviews, §7 /api/review/create; issue 32 point 1): the
 * review API with its operator part, the product page's review summary (aggregate and the newest
 * approved reviews, for its HTML and JSON-LD), the listing tiles' ratings, and the importer's write.
 */
export { createReviewApi } from "./routes";
export {
  EMPTY_REVIEW_SUMMARY,
  productReviewRead,
  tileRatings,
  withTileRatings,
  type ProductReviewSummary,
} from "./summary";
export {
  importReviewStatement,
  listForModeration,
  moderate,
  recomputeAggregateStatement,
  type ReviewRow,
} from "./repo";
