/** GET /api/ext/recommendations?cart=A,B&viewed=C,D&storeCode=: the cart page's one call (issue 32.3). */
import { Hono } from "hono";
import { recommendationsQuerySchema } from "../../schema/api/recommendations";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { recommendationsFor } from "./service";

/** /api/ext/recommendations */
export function createRecommendationsApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.get("/", validate("query", recommendationsQuerySchema), async (c) => {
    const { cart, viewed, storeCode } = c.req.valid("query");
    const result = await recommendationsFor(c, storeCode ?? c.get("store").code, { cart, viewed });
    // The same for everyone asking the same skus: a browser or cache may keep it a few minutes.
    return c.json({ code: 200, result }, 200, { "Cache-Control": "public, max-age=300" });
  });
  return app;
}
