/**
 * What the reviews do, shared by the API, the product page and the operator tools: write a pending
 * review (rate-limited, one per customer and product, verified when the customer ordered it), list
 * a product's approved reviews, count a "helpful" vote once per shopper, and moderate (which
 * refreshes the product's cached pages).
 */
import type { Context } from "hono";
import { isStoreCode, type StoreCode } from "../../domain/store-views";
import type { MessageKey } from "../../client/i18n/messages/types";
import type { ReviewCreateBody, ReviewCreatedDto, ReviewStatus } from "../../schema/api/reviews";
import { translatorFor, type AppEnv } from "../context";
import { bumpContentVersionStatement, forgetContentVersion } from "../content";
import { AppError } from "../errors/app-error";
import { clientIp, hitKeysStatement, hitStatement, minutesOf, retryAfter, tooManyRequests } from "../http/rate-limit";
import { cacheTag } from "../pages/cache-tags";
import { purgeTags } from "../pages/purge";
import { HELPFUL_IP_LIMIT, REVIEW_CUSTOMER_LIMIT, REVIEW_IP_LIMIT, reviewKeys } from "./limits";
import { forgetTileRatings } from "./summary";
import { customerReviewStatement, insertReviewStatement, moderate, voteHelpful } from "./repo";

/** The store view an API answer speaks: `?storeCode=`, `x-vs-store-code`, or the path's. */
export function apiStore(c: Context<AppEnv>): StoreCode {
  const asked = c.req.query("storeCode") ?? c.req.header("x-vs-store-code");
  return asked && isStoreCode(asked) ? asked : c.get("store").code;
}

const say = (c: Context<AppEnv>, key: MessageKey, params?: Record<string, string | number>) =>
  translatorFor(apiStore(c))(key, params);

/** The product a review is of: a listed product by its id (a variant's id names its product). */
async function reviewedProduct(c: Context<AppEnv>, productId: number): Promise<{ sku: string; skus: string[] }> {
  const catalog = c.get("catalog");
  let summary = (await catalog.summariesById([productId])).get(productId);
  if (summary && summary.visibility === 1) {
    const parent = await catalog.parentOf(summary.sku);
    summary = parent ? (await catalog.summaries([parent])).get(parent) : undefined;
  }
  if (!summary || summary.status >= 2)
    throw new AppError(404, "NOT_FOUND", say(c, "reviews.unknownProduct"), { product_id: "is not a product" });
  const product = await catalog.product(summary.sku);
  return { sku: summary.sku, skus: [summary.sku, ...(product?.children.map((child) => child.sku) ?? [])] };
}

/**
 * A new review, pending. Guests may write (Vue Storefront's body allows `customer_id: null`); a
 * signed-in customer writes as themself (a `customer_id` naming someone else is refused) and once
 * per product. One batch counts the attempt per IP (and customer) and inserts only within limits.
 */
export async function createReview(c: Context<AppEnv>, body: ReviewCreateBody): Promise<ReviewCreatedDto> {
  const session = await c.get("session").current();
  const customerId = session.kind === "customer" ? session.customerId : null;
  if (body.customer_id != null && body.customer_id !== customerId)
    throw new AppError(403, "FORBIDDEN", say(c, "reviews.notYou"), { customer_id: "is not the signed-in customer" });
  const product = await reviewedProduct(c, body.product_id);
  const db = c.get("db");
  const now = new Date();
  const ip = clientIp((name) => c.req.header(name));
  const limits = [
    { key: reviewKeys.ip(ip), limit: REVIEW_IP_LIMIT },
    ...(customerId === null ? [] : [{ key: reviewKeys.customer(customerId), limit: REVIEW_CUSTOMER_LIMIT }]),
  ];
  const [counted, inserted, existing] = await db.batch([
    hitKeysStatement(
      db,
      limits.map((l) => l.key),
      REVIEW_IP_LIMIT.windowMs,
      now,
    ),
    insertReviewStatement(
      db,
      {
        productSku: product.sku,
        store: apiStore(c),
        customerId,
        nickname: body.nickname,
        title: body.title,
        detail: body.detail,
        rating: body.rating ?? null,
        skus: product.skus,
        now,
      },
      limits.map((l) => ({ key: l.key, max: l.limit.max })),
    ),
    customerReviewStatement(db, customerId ?? -1, product.sku),
  ]);
  const row = inserted[0];
  if (row) return { id: row.id, status: "pending", verified: row.verified === 1 };
  const waits = limits
    .map((l) =>
      retryAfter(
        counted.find((r) => r.key === l.key),
        l.limit,
        now,
      ),
    )
    .filter((s): s is number => s !== null);
  if (waits.length > 0) {
    const seconds = Math.max(...waits);
    throw tooManyRequests(c, seconds, say(c, "reviews.tooMany", { minutes: minutesOf(seconds) }));
  }
  if (existing.length > 0) throw new AppError(409, "CONFLICT", say(c, "reviews.duplicate"));
  throw new AppError(503, "SERVICE_UNAVAILABLE", say(c, "reviews.failed"));
}

/** A "helpful" vote: one per shopper (customer, or the browser's anonymous session) and review. */
export async function markHelpful(c: Context<AppEnv>, id: number) {
  const now = new Date();
  const db = c.get("db");
  const ip = clientIp((name) => c.req.header(name));
  const [hit] = await db.batch([hitStatement(db, reviewKeys.helpfulIp(ip), HELPFUL_IP_LIMIT, now)]);
  const wait = retryAfter(hit[0], HELPFUL_IP_LIMIT, now);
  if (wait !== null) throw tooManyRequests(c, wait, say(c, "reviews.tooMany", { minutes: minutesOf(wait) }));
  const session = await c.get("session").ensure();
  const voter = session.kind === "customer" ? `c:${session.customerId}` : `a:${session.id}`;
  const result = await voteHelpful(db, id, voter, now);
  if (!result) throw new AppError(404, "NOT_FOUND", say(c, "reviews.notFound"));
  return { id, ...result };
}

/**
 * An operator's decision. The product's aggregate is rewritten in the same batch, and so is the
 * content version (the worker's own page cache keys move, as for an operator's stock change); the
 * cache in front of the worker forgets the product's pages (its page and every tile of it).
 */
export async function moderateReview(
  c: Context<AppEnv>,
  id: number,
  status: Exclude<ReviewStatus, "pending">,
): Promise<{ id: number; productSku: string; status: ReviewStatus; changed: boolean }> {
  const db = c.get("db");
  const now = new Date();
  const outcome = await moderate(db, id, status, now, [bumpContentVersionStatement(db, now)]);
  if (!outcome) throw new AppError(404, "NOT_FOUND", say(c, "reviews.notFound"));
  forgetContentVersion();
  forgetTileRatings();
  if (outcome.changed) await purgeTags(c, [cacheTag.product(outcome.before.productSku)]);
  return { id, productSku: outcome.before.productSku, status, changed: outcome.changed };
}
