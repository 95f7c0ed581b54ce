/**
 * Order placement in two round trips: (1) one batch claims the idempotency key and reads the
 * caller's cart (and a click & collect order's store); (2) one batch writes the order, its lines, the
 * stock it takes (a click & collect order: from its store), the coupon use, the
 * gift card draw, the loyalty points redeemed, closes the cart and stores the answer for retries. Either all of (2) happens or
 * none of it: a line short of stock (or a balance short of the points redeemed) breaks a CHECK
 * constraint and rolls the batch back.
 */
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  carts,
  coupons,
  giftCards,
  idempotencyKeys,
  orderItems,
  orders,
  orderSequences,
  stockItems,
} from "../../schema/db";
import { DB_TIMEOUT_MS } from "../../schema/constants";
import type { Database } from "../db/client";
import { isCheckViolation } from "../db/faults";
import { ownedCartQueries, toSnapshot, type Caller, type CartSnapshot } from "../cart";
import { decrementStatements, isStockShortage } from "../inventory";
import { redeemStatement } from "../loyalty";
import { outboxStatement, type MailMessage } from "../mail";
import { saveCheckoutAddressStatement, type NewAddress } from "../account";
import { isStoreStockShortage, pickupStoreQuery, takeStoreStockStatements } from "../stores";

export type PickupStoreRow = Awaited<ReturnType<typeof pickupStoreQuery>>[number];

/** The order number's place in a confirmation written before the database gave out the number. */
export const ORDER_NUMBER_SLOT = "{incrementId}";

/**
 * How long a claim is its request's alone: the longest a placement can take (two round trips of at
 * most DB_TIMEOUT_MS each, plus the work between them). After that the request has answered or
 * died, and a retry takes the claim over. Taking over early is safe anyway — a cart has one live
 * order (orders_cart_live_idx), and the write that lands marks the key done in its own batch — so
 * the lease only spares the database a second attempt while the first is still under way.
 */
export const claimLeaseMs = (deadlineMs: number = DB_TIMEOUT_MS): number => 2 * deadlineMs + 1000;
/** The lease at the default deadline. */
export const CLAIM_LEASE_MS = claimLeaseMs();

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;

/**
 * Claims the key (or takes over a stale claim) and reads the cart — and the pick-up store a click
 * & collect order names (`pickupSlug`) — in one round trip.
 */
export async function claimAndReadCart(
  db: Database,
  caller: Caller,
  cartId: string,
  idem: { key: string; claim: string; bodyHash: string },
  leaseMs: number = CLAIM_LEASE_MS,
  pickupSlug: string | null = null,
): Promise<{ row: IdempotencyRow; snapshot: CartSnapshot | null; pickupStore: PickupStoreRow | null }> {
  const now = caller.now.getTime();
  // Any slug reads nothing when no store is asked for: the batch keeps its shape.
  const [, rows, pickup, ...cart] = await db.batch([
    db.run(sql`insert into ${idempotencyKeys} (key, claim, body_hash, state, created_at)
      values (${idem.key}, ${idem.claim}, ${idem.bodyHash}, 'processing', ${now})
      on conflict (key) do update set claim = excluded.claim, body_hash = excluded.body_hash, created_at = excluded.created_at
      where ${idempotencyKeys.state} = 'processing' and ${idempotencyKeys.createdAt} <= ${now - leaseMs}`),
    db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, idem.key)),
    pickupStoreQuery(db, pickupSlug ?? ""),
    ...ownedCartQueries(db, caller, cartId),
  ]);
  return { row: rows[0]!, snapshot: toSnapshot(cart), pickupStore: pickupSlug ? (pickup[0] ?? null) : null };
}

/** The key's row as it is now (after a write lost to a concurrent one: was it this key's order?). */
export async function readKey(db: Database, key: string): Promise<IdempotencyRow | null> {
  return (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1))[0] ?? null;
}

/** Gives a claim up after a refused placement, so the shopper can fix the problem and retry with the same key. */
export async function releaseClaim(db: Database, key: string, claim: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.claim, claim), eq(idempotencyKeys.state, "processing")),
    );
}

export interface NewOrder {
  order: Omit<typeof orders.$inferInsert, "incrementId">;
  items: Omit<typeof orderItems.$inferInsert, "orderId">[];
  /** Units per sku the order takes from stock: the web shop's, or a click & collect order's store's. */
  stock: { sku: string; qty: number }[];
  /** Click & collect: the store whose stock `stock` is taken from, instead of the web shop's. */
  pickupStoreId: number | null;
  couponCode: string | null;
  giftCard: { code: string; amount: number } | null;
  /** Loyalty points the order pays with (redeemed in the same batch, within the balance). */
  loyalty: { customerId: number; points: number } | null;
  idem: { key: string; claim: string; bodyHash: string };
  /** The answer stored for retries; `incrementId` is filled in by the database. */
  response: Record<string, unknown>;
  /** The confirmation to queue with the order (its texts carry ORDER_NUMBER_SLOT for the number). */
  mail: { id: string; message: MailMessage } | null;
  /** The delivery address a customer asked to keep in their address book (issue 31.8). */
  saveAddress: { customerId: number; address: NewAddress } | null;
}

export type PlaceFailure =
  "out_of_stock" | "store_out_of_stock" | "coupon_used_up" | "gift_card_short" | "points_short" | "cart_closed";

/** Writes the order in one batch; answers the increment id, or why the database refused it. */
export async function writeOrder(
  db: Database,
  input: NewOrder,
): Promise<{ incrementId: string } | { failure: PlaceFailure }> {
  const { order } = input;
  const now = order.createdAt;
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .update(orderSequences)
      .set({ last: sql`${orderSequences.last} + 1` })
      .where(eq(orderSequences.store, order.store)),
    db.insert(orders).values({
      ...order,
      incrementId: sql`(select ${orderSequences.prefix} || ${orderSequences.last} from ${orderSequences} where ${orderSequences.store} = ${order.store})`,
    }),
    ...input.items.map((item) => db.insert(orderItems).values({ ...item, orderId: order.id })),
    ...(input.pickupStoreId === null
      ? decrementStatements(db, input.stock)
      : input.stock.flatMap((line) => takeStoreStockStatements(db, input.pickupStoreId!, line.sku, line.qty))),
    ...(input.couponCode
      ? [
          db
            .update(coupons)
            .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
            .where(eq(coupons.code, input.couponCode)),
        ]
      : []),
    ...(input.giftCard
      ? [
          db
            .update(giftCards)
            .set({ balance: sql`${giftCards.balance} - ${input.giftCard.amount}` })
            .where(eq(giftCards.code, input.giftCard.code)),
        ]
      : []),
    ...(input.loyalty
      ? [
          redeemStatement(db, {
            ...input.loyalty,
            orderId: order.id,
            orderIncrementId: sql`(select ${orders.incrementId} from ${orders} where ${orders.id} = ${order.id})`,
            now,
          }),
        ]
      : []),
    db.update(carts).set({ status: "ordered", updatedAt: now }).where(eq(carts.id, order.cartId)),
    ...(input.saveAddress
      ? [saveCheckoutAddressStatement(db, input.saveAddress.customerId, input.saveAddress.address, now)]
      : []),
    // The key is marked done with the order whatever became of the claim meanwhile (handed back by a
    // request that timed out, or taken over by a retry): an order that exists always answers its key.
    db
      .insert(idempotencyKeys)
      .values({
        key: input.idem.key,
        claim: input.idem.claim,
        bodyHash: input.idem.bodyHash,
        state: "done",
        status: 200,
        response: sql`json_set(${JSON.stringify(input.response)}, '$.incrementId', (select ${orders.incrementId} from ${orders} where ${orders.id} = ${order.id}))`,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: {
          claim: sql`excluded.claim`,
          bodyHash: sql`excluded.body_hash`,
          state: "done",
          status: 200,
          response: sql`excluded.response`,
        },
      }),
    ...(input.mail
      ? [
          outboxStatement(db, input.mail.id, input.mail.message, now, (text) =>
            text.includes(ORDER_NUMBER_SLOT)
              ? sql`replace(${text}, ${ORDER_NUMBER_SLOT}, (select ${orders.incrementId} from ${orders} where ${orders.id} = ${order.id}))`
              : text,
          ),
        ]
      : []),
    db.select({ incrementId: orders.incrementId }).from(orders).where(eq(orders.id, order.id)),
  ];
  try {
    const results: unknown[] = await db.batch(statements);
    const [written] = results[results.length - 1] as { incrementId: string }[];
    return { incrementId: written!.incrementId };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure) return { failure };
    throw error;
  }
}

function classifyFailure(error: unknown): PlaceFailure | null {
  // First: the web shop's constraint name (stock_qty_not_negative) is inside the store's.
  if (isStoreStockShortage(error)) return "store_out_of_stock";
  if (isStockShortage(error)) return "out_of_stock";
  if (isCheckViolation(error, "coupons_usage_within_limit")) return "coupon_used_up";
  if (isCheckViolation(error, "gift_cards_balance_not_negative")) return "gift_card_short";
  if (isCheckViolation(error, "loyalty_points_not_zero")) return "points_short";
  if (isCheckViolation(error, "orders.cart_id")) return "cart_closed";
  return null;
}

/** An order with its lines, if it exists. */
export async function findOrder(
  db: Database,
  orderId: string,
): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | null> {
  const [orderRows, items] = await db.batch([
    db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id),
  ]);
  const order = orderRows[0];
  return order ? { order, items } : null;
}

/** Stock of skus, for telling a shopper which line ran out. */
export async function stockLeft(db: Database, skus: readonly string[]) {
  return db
    .select({ sku: stockItems.sku, qty: stockItems.qty })
    .from(stockItems)
    .where(sql`${stockItems.sku} in ${skus}`);
}
