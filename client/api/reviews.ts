import type {
  ReviewCreateRequest,
  ReviewCreatedDto,
  ReviewHelpfulDto,
  ReviewHelpfulRequest,
  ReviewListDto,
  ReviewSort,
} from "../../schema/api/reviews";
import type { StoreCode } from "../../schema/store-codes";
import { apiRequest, type CallOptions } from "./request";

// SPEC §9 names no review deadline: a read or one batch on the server, so the cart's 5 s.
const REVIEW_TIMEOUT_MS = 5000;

/** GET /api/review/list: one page of a product's approved reviews and its aggregate. */
export function listReviews(
  query: { sku: string; sort: ReviewSort; page: number; storeCode: StoreCode },
  options?: CallOptions,
): Promise<ReviewListDto> {
  return apiRequest<ReviewListDto>({ path: "/api/review/list", query, timeoutMs: REVIEW_TIMEOUT_MS }, options);
}

/** POST /api/review/create (SPEC §7) with Vue Storefront's body: the review waits for moderation. */
export function createReview(
  storeCode: StoreCode,
  body: ReviewCreateRequest,
  options?: CallOptions,
): Promise<ReviewCreatedDto> {
  return apiRequest<ReviewCreatedDto>(
    { method: "POST", path: `/api/review/create?storeCode=${storeCode}`, body, timeoutMs: REVIEW_TIMEOUT_MS },
    options,
  );
}

/** POST /api/review/helpful {id}: counted once per shopper. */
export function markReviewHelpful(id: number, options?: CallOptions): Promise<ReviewHelpfulDto> {
  const body: ReviewHelpfulRequest = { id };
  return apiRequest<ReviewHelpfulDto>(
    { method: "POST", path: "/api/review/helpful", body, timeoutMs: REVIEW_TIMEOUT_MS },
    options,
  );
}
