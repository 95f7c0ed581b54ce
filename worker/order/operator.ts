/**
 * What an operator does to orders, coupons and gift cards (used by `npm run operator`): move an
 * order along the allowed transitions of status.ts (a cancel gives back stock, coupon use and gift
 * card amount in the same batch), and create coupons and gift cards.
 */
import { and, desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { coupons, giftCards, orders } from "../../schema/db";
import type { Database } from "../db/client";
import { giveBackStatements, orderIn } from "./repo-payment";
import { findOrder, type OrderRecord } from "./repo";
import { operatorMayMove, releasesOnCancel, type OrderStatus } from "./status";

/** An order by its shopper-facing number. */
export async function orderByNumber(db: Database, incrementId: string) {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.incrementId, incrementId)).limit(1);
  return rows[0] ? findOrder(db, rows[0].id) : null;
}

/**
 * Moves an order to a status if the rules allow it; answers why not otherwise. `restocked` names the
 * skus whose web stock the move gave back (a cancel), so the shop's pages of them can be refreshed.
 */
export async function moveOrder(
  db: Database,
  incrementId: string,
  to: OrderStatus,
): Promise<{ ok: true; order: OrderRecord; restocked: string[] } | { ok: false; reason: string }> {
  const found = await orderByNumber(db, incrementId);
  if (!found) return { ok: false, reason: `no order ${incrementId}` };
  const { order, items } = found;
  if (!operatorMayMove(order.status, to))
    return { ok: false, reason: `an order cannot go from ${order.status} to ${to}` };
  const now = new Date();
  // Compare-and-set from the status read above; what the cancel gives back runs before the move,
  // only while the order is still in that status, in the same batch: exactly when the move happens.
  const given = orderIn(order.id, order.status);
  const givesBack = to === "canceled" && releasesOnCancel(order.status);
  const statements: BatchItem<"sqlite">[] = givesBack ? giveBackStatements(db, order, items, given) : [];
  const move = db
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
  const [first, ...rest]: BatchItem<"sqlite">[] = [...statements, move];
  const results = (await db.batch([first!, ...rest])) as unknown[];
  const moved = results[results.length - 1] as { rowsAffected: number };
  if (moved.rowsAffected !== 1) return { ok: false, reason: `order ${incrementId} changed meanwhile; try again` };
  // A click & collect order gave its store's stock back, which no page shows: nothing to refresh.
  const restocked =
    givesBack && !order.pickupStore
      ? [...new Set(items.flatMap((item) => (item.stockClaims as { sku: string }[]).map((claim) => claim.sku)))]
      : [];
  return { ok: true, order: { ...order, status: to, updatedAt: now }, restocked };
}

/** The newest orders, optionally of one status. */
export async function listOrders(db: Database, status?: OrderStatus, limit = 50) {
  return db
    .select({
      incrementId: orders.incrementId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      grandTotal: orders.grandTotal,
      store: orders.store,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export interface NewCoupon {
  code: string;
  kind: "percent" | "fixed";
  value: number;
  minSubtotal?: number;
  validFrom?: Date | null;
  validTo?: Date | null;
  usageLimit?: number | null;
  freeShipping?: boolean;
  description?: string | null;
}

/** Creates a coupon (the code is stored upper-case); false when the code exists. */
export async function createCoupon(db: Database, coupon: NewCoupon): Promise<boolean> {
  const result = await db
    .insert(coupons)
    .values({
      ...coupon,
      code: coupon.code.trim().toUpperCase(),
      minSubtotal: coupon.minSubtotal ?? 0,
      createdAt: new Date(),
    })
    .onConflictDoNothing();
  return result.rowsAffected === 1;
}

/** Creates a gift card with a balance in cents; a code is generated when none is given (16 characters, unguessable). */
export async function createGiftCard(
  db: Database,
  balance: number,
  options: { code?: string; validTo?: Date | null } = {},
): Promise<string | null> {
  const code = (options.code ?? randomCode()).trim().toUpperCase();
  const result = await db
    .insert(giftCards)
    .values({ code, balance, validTo: options.validTo ?? null, createdAt: new Date() })
    .onConflictDoNothing();
  return result.rowsAffected === 1 ? code : null;
}

function randomCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes]
    .map((b) => alphabet[b % alphabet.length])
    .join("")
    .replace(/(.{4})(?!$)/g, "$1-");
}
