/**
 * POST /api/ext/analytics/purchase {orderId}: the thank-you page asks whether it should report the
 * order's GA4 `purchase`. The first claim of the caller's own placed order answers the event; every
 * later one (a reload, a second tab, the link in the e-mail) answers `first: false`. The claim is
 * one insert that only the first caller's statement makes, in the batch that reads the order.
 */
import { Hono } from "hono";
import { purchaseClaimBody, type PurchaseClaim } from "../../schema/api/analytics";
import type { AppEnv } from "../context";
import { translatorFor } from "../context";
import { AppError } from "../errors/app-error";
import { validate } from "../http/validate";
import { callerOf } from "../cart";
import { claimStatement, orderLinesStatement, ownOrderStatement } from "./repo";
import { purchaseOf } from "./purchase";

/** /api/ext/analytics/purchase. */
export function createPurchaseApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/purchase", validate("json", purchaseClaimBody), async (c) => {
    const { orderId } = c.req.valid("json");
    const caller = await callerOf(c);
    const notFound = () => new AppError(404, "NOT_FOUND", translatorFor(c.get("store").code)("order.notFound"));
    if (!caller) throw notFound();
    const db = c.get("db");
    const [claimed, found, lines] = await db.batch([
      claimStatement(db, orderId, caller.tokenHash, caller.now),
      ownOrderStatement(db, orderId, caller.tokenHash),
      orderLinesStatement(db, orderId),
    ]);
    const order = found[0];
    // Another shopper's order looks exactly like one that does not exist.
    if (!order) throw notFound();
    c.header("Cache-Control", "no-store");
    const result: PurchaseClaim =
      claimed.length > 0 ? { first: true, purchase: purchaseOf(order, lines) } : { first: false };
    return c.json({ code: 200, result });
  });
  return app;
}
