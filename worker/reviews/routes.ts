/**
 * The review API under /api/review: SPEC §7 `POST /create` with Vue Storefront's body, `GET /list`
 * (a product's approved reviews, for the product page's review island), `POST /helpful {id}`, and the
 * operator API under `/admin` (./routes-admin.ts).
 */
import { Hono } from "hono";
import {
  REVIEW_PAGE_SIZE,
  reviewCreateRequestSchema,
  reviewHelpfulRequestSchema,
  reviewListQuerySchema,
  type ReviewCreatedDto,
  type ReviewHelpfulDto,
  type ReviewListDto,
} from "../../schema/api/reviews";
import type { AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { readReviewPage, reviewDto } from "./repo";
import { createReviewAdminApi } from "./routes-admin";
import { apiStore, createReview, markHelpful } from "./service";
import { translatorFor } from "../context";

/** /api/review */
export function createReviewApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/create", validate("json", reviewCreateRequestSchema), async (c) => {
    const result: ReviewCreatedDto = await createReview(c, c.req.valid("json").review);
    return c.json({ code: 200, result }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/list", validate("query", reviewListQuerySchema), async (c) => {
    const { sku, sort, page } = c.req.valid("query");
    if (!(await c.get("catalog").summaries([sku])).has(sku))
      throw new AppError(404, "NOT_FOUND", translatorFor(apiStore(c))("reviews.unknownProduct"));
    const found = await readReviewPage(c.get("db"), sku, sort, (page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE);
    const result: ReviewListDto = {
      aggregate: found.aggregate,
      items: found.items.map(reviewDto),
      page,
      pages: Math.max(1, Math.ceil(found.aggregate.count / REVIEW_PAGE_SIZE)),
      sort,
    };
    // The same for every shopper: caches may keep it a minute (an approval shows within it).
    return c.json({ code: 200, result }, 200, { "Cache-Control": "public, max-age=60" });
  });

  // Static paths only: a parameter beside the catalogue's /api/… paths is a table Hono's RegExpRouter refuses.
  app.post("/helpful", validate("json", reviewHelpfulRequestSchema), async (c) => {
    const result: ReviewHelpfulDto = await markHelpful(c, c.req.valid("json").id);
    return c.json({ code: 200, result }, 200, { "Cache-Control": "no-store" });
  });

  app.route("/admin", createReviewAdminApi());
  return app;
}
