/**
 * The operator API of reviews (token auth as the content operator API: `X-Admin-Token` with the
 * `CONTENT_ADMIN_TOKEN` secret): `GET /api/review/admin?status=pending[&sku=]` lists a queue,
 * `POST /api/review/admin/moderate {id, status: "approved" | "rejected"}` decides. A decision repeated
 * answers `changed: false` and purges nothing.
 */
import { Hono } from "hono";
import { reviewAdminQuerySchema, reviewModerateRequestSchema, type ReviewAdminDto } from "../../schema/api/reviews";
import type { AppEnv } from "../context";
import { requireAdmin } from "../content";
import { validate } from "../http/validate";
import { listForModeration, reviewDto } from "./repo";
import { moderateReview } from "./service";

export function createReviewAdminApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.use("*", requireAdmin());
  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/", validate("query", reviewAdminQuerySchema), async (c) => {
    const { status, sku } = c.req.valid("query");
    const rows = await listForModeration(c.get("db"), status, sku);
    const result: ReviewAdminDto[] = rows.map((row) => ({
      ...reviewDto(row),
      productSku: row.productSku,
      status: row.status,
      customerId: row.customerId,
    }));
    return c.json({ code: 200, result });
  });

  app.post("/moderate", validate("json", reviewModerateRequestSchema), async (c) => {
    const { id, status } = c.req.valid("json");
    const result = await moderateReview(c, id, status);
    return c.json({ code: 200, result });
  });

  return app;
}
