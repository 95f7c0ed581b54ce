/**
 * The after-sales JSON API (issue 32 point 6), under /api/aftersales:
 * - `POST /lookup {orderNumber, email}`: a guest's lookup; sets the signed grant cookie and answers
 *   the order's after-sales view, or the same 404 for every miss; 429 past the limits.
 * - `GET /order?number=`: the after-sales view of the caller's order (customer or grant).
 * - `POST /returns {orderNumber, reason, lines: [{itemId, qty}]}`: a return; answers its number.
 * - `/admin/…`: the operator's part (routes-admin.ts).
 */
import { Hono } from "hono";
import * as z from "zod";
import { orderLookupRequestSchema, returnRequestSchema } from "../../schema/api/aftersales";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { accessibleOrderId } from "./access";
import { createAfterSalesAdminApi } from "./routes-admin";
import { afterSalesOf, lookupOrder, requestReturn } from "./service";

const orderQuerySchema = z.lazy(() =>
  z.strictObject({ number: z.string().trim().min(1, "Field is required").max(32) }),
);

export function createAfterSalesApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.post("/lookup", validate("json", orderLookupRequestSchema), async (c) => {
    const { orderNumber, email } = c.req.valid("json");
    const orderId = await lookupOrder(c, orderNumber, email);
    const view = await afterSalesOf(c.get("db"), orderId);
    return c.json({ code: 200, result: view!.dto });
  });

  app.get("/order", validate("query", orderQuerySchema), async (c) => {
    const orderId = await accessibleOrderId(c, c.req.valid("query").number);
    const view = await afterSalesOf(c.get("db"), orderId);
    return c.json({ code: 200, result: view!.dto });
  });

  app.post("/returns", validate("json", returnRequestSchema), async (c) => {
    const { orderNumber, ...body } = c.req.valid("json");
    const orderId = await accessibleOrderId(c, orderNumber);
    const result = await requestReturn(c, orderId, body);
    return c.json({ code: 200, result }, 201);
  });

  app.route("/admin", createAfterSalesAdminApi());
  return app;
}
