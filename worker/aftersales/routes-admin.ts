/**
 * The after-sales operator API (token auth as the content operator API: `X-Admin-Token` with the
 * `CONTENT_ADMIN_TOKEN` secret):
 * - `POST /admin/ship {orderNumber, carrier, trackingNumber}`: records the parcel, moves a placed
 *   order to processed and sends the shipped e-mail; the same parcel again answers `changed: false`.
 * - `POST /admin/delivered {orderNumber}`: the parcel arrived (the return window counts from now).
 * - `GET /admin/returns?status=`: the returns, newest first.
 * - `POST /admin/return {returnNumber, status: received | refunded}`: one step on; a repeat answers
 *   `changed: false`, a step out of order 409.
 */
import { Hono } from "hono";
import * as z from "zod";
import { RETURN_STATUSES, returnMoveRequestSchema, shipRequestSchema } from "../../schema/api/aftersales";
import type { AppEnv } from "../context";
import { requireAdmin } from "../content";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { orderByNumber } from "../order";
import { listReturns } from "./repo";
import { deliverLater, deliverOrder, moveReturn, shipOrder } from "./service";

const numberSchema = z.lazy(() => z.strictObject({ orderNumber: z.string().trim().min(1).max(32) }));
const listSchema = z.lazy(() => z.strictObject({ status: z.enum(RETURN_STATUSES).optional() }));

export function createAfterSalesAdminApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.use("*", requireAdmin());

  app.post("/ship", validate("json", shipRequestSchema), async (c) => {
    const { orderNumber, carrier, trackingNumber } = c.req.valid("json");
    const found = await orderByNumber(c.get("db"), orderNumber);
    if (!found) throw new AppError(404, "NOT_FOUND", `no order ${orderNumber}`);
    const shipped = await shipOrder(c.get("db"), found.order, carrier, trackingNumber);
    if (!shipped.ok)
      throw new AppError(shipped.status, shipped.status === 400 ? "INVALID_INPUT" : "CONFLICT", shipped.reason, {
        ...(shipped.status === 400 ? { trackingNumber: shipped.reason } : {}),
      });
    deliverLater(c, shipped.mail);
    return c.json({ code: 200, result: { changed: shipped.changed, trackingUrl: shipped.trackingUrl } });
  });

  app.post("/delivered", validate("json", numberSchema), async (c) => {
    const found = await orderByNumber(c.get("db"), c.req.valid("json").orderNumber);
    if (!found) throw new AppError(404, "NOT_FOUND", `no order ${c.req.valid("json").orderNumber}`);
    return c.json({ code: 200, result: { changed: await deliverOrder(c.get("db"), found.order.id) } });
  });

  app.get("/returns", validate("query", listSchema), async (c) => {
    const rows = await listReturns(c.get("db"), c.req.valid("query").status);
    return c.json({ code: 200, result: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
  });

  app.post("/return", validate("json", returnMoveRequestSchema), async (c) => {
    const { returnNumber, status } = c.req.valid("json");
    const moved = await moveReturn(c.get("db"), returnNumber, status);
    if (!moved.ok) throw new AppError(moved.status, moved.status === 404 ? "NOT_FOUND" : "CONFLICT", moved.reason);
    deliverLater(c, moved.mail);
    return c.json({ code: 200, result: { changed: moved.changed, status } });
  });

  return app;
}
