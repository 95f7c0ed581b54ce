/**
 * The review endpoints' requests and answers (SPEC §7 /api/review/create; issue 32 point 1), as zod
 * schemas built on first use. The create body is Vue Storefront's (`{ review: { product_id, title,
 * detail, nickname, review_entity, review_status, customer_id } }`, its review.schema.json), with
 * an optional `rating` 1–5 as an extra. The shop decides the status (every review starts pending):
 * `review_status` and `review_entity` are accepted as VSF sends them and ignored.
 */
import * as z from "zod";
import {
  plainReviewText,
  REVIEW_LIMITS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  type ReviewSort,
  type ReviewStatus,
} from "../review-rules";

export { REVIEW_PAGE_SIZE, REVIEW_SORTS, REVIEW_STATUSES, type ReviewSort, type ReviewStatus } from "../review-rules";

const text = (max: number, multiline = false) =>
  z
    .string({ error: "Field is required" })
    .transform((v) => (multiline ? plainReviewText(v) : plainReviewText(v).replace(/\n/g, " ")))
    .pipe(z.string().min(1, "Field is required").max(max, `must be at most ${max} characters`));

/** POST /api/review/create */
export const reviewCreateRequestSchema = z.lazy(() =>
  z.object({
    review: z.object({
      product_id: z.number({ error: "must be a product id" }).int().positive(),
      title: text(REVIEW_LIMITS.title),
      detail: text(REVIEW_LIMITS.detail, true),
      nickname: text(REVIEW_LIMITS.nickname),
      // Magento's entity of the review: "product" or its id 1 as VSF clients send it. This shop reviews
      // products only (product_id names one), so any short value is taken and none changes that.
      review_entity: z.union([z.string().max(64), z.number()], { error: "must be a string" }),
      review_status: z.number({ error: "must be a number" }).int(),
      customer_id: z.number().int().positive().nullable().optional(),
      rating: z.number({ error: "must be a whole number from 1 to 5" }).int().min(1).max(5).optional(),
    }),
  }),
);
export type ReviewCreateRequest = z.input<typeof reviewCreateRequestSchema>;
/** The review as validated: text made plain, lengths checked. */
export type ReviewCreateBody = z.output<typeof reviewCreateRequestSchema>["review"];

/** GET /api/review/list?sku=&sort=&page= */
export const reviewListQuerySchema = z.lazy(() =>
  z.object({
    sku: z.string().min(1).max(64),
    sort: z.enum(REVIEW_SORTS).default("newest"),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
);
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** The summary every product page carries in its HTML and the list repeats. */
export interface ReviewAggregateDto {
  count: number;
  rated: number;
  /** One decimal, or null without ratings. */
  average: number | null;
  /** Counts of ratings 1–5. */
  distribution: number[];
}

export interface ReviewDto {
  id: number;
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
  verified: boolean;
  helpful: number;
  store: string;
  createdAt: string;
}

export interface ReviewListDto {
  aggregate: ReviewAggregateDto;
  items: ReviewDto[];
  page: number;
  pages: number;
  sort: ReviewSort;
}

export interface ReviewCreatedDto {
  id: number;
  status: "pending";
  verified: boolean;
}

/** POST /api/review/helpful */
export const reviewHelpfulRequestSchema = z.lazy(() => z.strictObject({ id: reviewIdSchema }));
export type ReviewHelpfulRequest = z.input<typeof reviewHelpfulRequestSchema>;

export interface ReviewHelpfulDto {
  id: number;
  helpful: number;
  /** False when this shopper had voted already (the count is unchanged). */
  counted: boolean;
}

/** The operator API: GET /api/review/admin?status=, POST /api/review/admin/moderate {id, status}. */
export const reviewAdminQuerySchema = z.lazy(() =>
  z.object({ status: z.enum(REVIEW_STATUSES).default("pending"), sku: z.string().max(64).optional() }),
);
const reviewIdSchema = z.lazy(() =>
  z
    .number({ error: "must be a review id" })
    .int()
    .positive()
    .max(2 ** 31),
);
export const reviewModerateRequestSchema = z.lazy(() =>
  z.strictObject({
    id: reviewIdSchema,
    status: z.enum(["approved", "rejected"], { error: 'must be "approved" or "rejected"' }),
  }),
);
export type ReviewModerateRequest = z.input<typeof reviewModerateRequestSchema>;

export interface ReviewAdminDto extends ReviewDto {
  productSku: string;
  status: ReviewStatus;
  customerId: number | null;
}
