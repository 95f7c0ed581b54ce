/**
 * Loyalty card (issue 9 point 8): the card number, the points balance and history from libSQL, and
 * the check that a redemption stays within the balance ('You do not have this many points').
 * SPEC §9 shows no point rules: one point per whole euro of a paid order is ours.
 */
import { Hono } from "hono";
import { loyaltyCheckRequestSchema, type LoyaltyDto } from "../../schema/api/account";
import { redeemable } from "../../domain/account/loyalty";
import type { AppEnv } from "../context";
import { validate } from "../http/validate";
import { invalid, requireMe } from "./context";
import { loyalty, type CustomerRecord } from "./repo";

export function loyaltyDto(customer: CustomerRecord, points: Awaited<ReturnType<typeof loyalty>>): LoyaltyDto {
  return {
    card_number: customer.loyaltyCard,
    balance: points.balance,
    history: points.history.map((h) => ({
      points: h.points,
      reason: h.reason,
      order_increment_id: h.orderIncrementId,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

/** /api/user/loyalty: GET the card; POST /loyalty/check {points}: can these be redeemed? */
export function createLoyaltyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/loyalty", async (c) => {
    const { customer } = await requireMe(c);
    const points = await loyalty(c.get("db"), customer.id);
    return c.json({ code: 200 as const, result: loyaltyDto(customer, points) }, 200, { "Cache-Control": "no-store" });
  });
  app.post("/loyalty/check", validate("json", loyaltyCheckRequestSchema), async (c) => {
    const { points } = c.req.valid("json");
    const { customer } = await requireMe(c);
    const { balance } = await loyalty(c.get("db"), customer.id);
    if (!redeemable(points, balance)) throw invalid(c, { points: "account.notEnoughPoints" });
    return c.json({ code: 200 as const, result: { points, balance } });
  });
  return app;
}
