/**
 * The cart's queries. Every read that needs the caller checks ownership and the session in the
 * same statement (a join on `sessions`), and related reads travel in one batch: one round trip to
 * read, one to write (ARCHITECTURE §6; the database is tens of milliseconds away in production).
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cartItems, carts, coupons, giftCards, sessions, stockItems } from "../../schema/db";
import type { StoreCode } from "../../domain/store-views";
import type { Database } from "../db/client";
import { siteVersionsOf, siteVersionsQuery } from "../db/site-versions";
import { noteSiteVersions } from "../pages/site-versions";
import type { StockItem } from "../inventory";
import { balanceSql } from "../loyalty";

export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartItems.$inferSelect;
export type CouponRecord = typeof coupons.$inferSelect;
export type GiftCardRecord = typeof giftCards.$inferSelect;

/** Who is asking: the token hash of their session (checked live in each query). */
export interface Caller {
  tokenHash: string;
  now: Date;
}

/** The condition "this cart is open and belongs to the caller's live session (or its customer)". */
function ownedBy(caller: Caller, cartId: string): SQL {
  return sql`${carts.id} = ${cartId} and ${carts.status} = 'open' and exists (
    select 1 from ${sessions} where ${sessions.tokenHash} = ${caller.tokenHash}
      and ${sessions.expiresAt} > ${caller.now.getTime()} and ${sessions.revokedAt} is null
      and (${carts.ownerSession} = ${sessions.tokenHash}
        or (${sessions.customerId} is not null and ${carts.customerId} = ${sessions.customerId})))`;
}

export interface CartSnapshot {
  cart: CartRecord;
  lines: CartLineRecord[];
  coupon: CouponRecord | null;
  giftCard: GiftCardRecord | null;
  stock: Map<string, StockItem>;
  /** The loyalty balance of the cart's customer (0 for a guest's cart). */
  loyaltyBalance: number;
  /** Lines this read cut down to what they may hold (clamp.ts): line id → quantity now. */
  clamped?: ReadonlyMap<number, number>;
}

/** The queries that read the caller's open cart with everything pricing needs, for one batch. */
export function ownedCartQueries(db: Database, caller: Caller, cartId: string, extraSkus: readonly string[] = []) {
  const lineSkus = db.select({ sku: cartItems.sku }).from(cartItems).where(eq(cartItems.cartId, cartId));
  const skuFilter =
    extraSkus.length > 0
      ? sql`${stockItems.sku} in ${lineSkus} or ${inArray(stockItems.sku, [...extraSkus])}`
      : sql`${stockItems.sku} in ${lineSkus}`;
  return [
    db.select().from(carts).where(ownedBy(caller, cartId)).limit(1),
    db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.id),
    db
      .select()
      .from(coupons)
      .where(sql`${coupons.code} = (select ${carts.couponCode} from ${carts} where ${carts.id} = ${cartId})`),
    db
      .select()
      .from(giftCards)
      .where(sql`${giftCards.code} = (select ${carts.giftCardCode} from ${carts} where ${carts.id} = ${cartId})`),
    db
      .select({
        sku: stockItems.sku,
        productId: stockItems.productId,
        qty: stockItems.qty,
        isInStock: stockItems.isInStock,
        manageStock: stockItems.manageStock,
      })
      .from(stockItems)
      .where(skuFilter),
    db
      .select({ balance: balanceSql(sql`(select ${carts.customerId} from ${carts} where ${carts.id} = ${cartId})`) })
      .from(sql`(select 1)`),
    // The site versions ride along: the price version the cart's prices need, with no round trip of its own.
    siteVersionsQuery(db),
  ] as const;
}

type Queries = ReturnType<typeof ownedCartQueries>;
type OwnedCartResults = readonly [
  Awaited<Queries[0]>,
  Awaited<Queries[1]>,
  Awaited<Queries[2]>,
  Awaited<Queries[3]>,
  Awaited<Queries[4]>,
  Awaited<Queries[5]>,
  Awaited<Queries[6]>,
];

/**
 * The snapshot from the results of `ownedCartQueries`; null when the cart is not the caller's or not
 * open. The site versions read with it are noted for the isolate (pages/site-versions.ts).
 */
export function toSnapshot([
  cartRows,
  lines,
  couponRows,
  giftRows,
  stockRows,
  balanceRows,
  versionRows,
]: OwnedCartResults): CartSnapshot | null {
  noteSiteVersions(siteVersionsOf(versionRows));
  const cart = cartRows[0];
  if (!cart) return null;
  return {
    cart,
    lines,
    coupon: couponRows[0] ?? null,
    giftCard: giftRows[0] ?? null,
    stock: new Map(stockRows.map((s) => [s.sku, s])),
    loyaltyBalance: cart.customerId === null ? 0 : Number(balanceRows[0]?.balance ?? 0),
  };
}

/**
 * The caller's open cart with its lines, coupon, gift card and the stock of its skus (plus `extraSkus`),
 * in one round trip; null when the cart is not theirs, not open, or does not exist.
 */
export async function readOwnedCart(
  db: Database,
  caller: Caller,
  cartId: string,
  extraSkus: readonly string[] = [],
): Promise<CartSnapshot | null> {
  return toSnapshot(await db.batch(ownedCartQueries(db, caller, cartId, extraSkus)));
}

/** A new open cart owned by a session (and its customer, when logged in). */
export async function insertCart(
  db: Database,
  cart: { id: string; ownerSession: string; customerId: number | null; store: StoreCode; now: Date },
): Promise<void> {
  await db.insert(carts).values({
    id: cart.id,
    ownerSession: cart.ownerSession,
    customerId: cart.customerId,
    store: cart.store,
    createdAt: cart.now,
    updatedAt: cart.now,
  });
}

/** The newest open cart of a session or its customer, if any (one round trip). */
export async function findOpenCartId(db: Database, caller: Caller): Promise<string | null> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(sessions, eq(sessions.tokenHash, caller.tokenHash))
    .where(
      and(
        eq(carts.status, "open"),
        sql`${sessions.expiresAt} > ${caller.now.getTime()} and ${sessions.revokedAt} is null`,
        sql`(${carts.ownerSession} = ${sessions.tokenHash} or (${sessions.customerId} is not null and ${carts.customerId} = ${sessions.customerId}))`,
      ),
    )
    .orderBy(sql`${carts.updatedAt} desc`)
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Removes a line; false when it was not there. */
export async function deleteLine(db: Database, cartId: string, itemId: number, now: Date): Promise<boolean> {
  const [result] = await db.batch([
    db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId))),
    db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId)),
  ]);
  return result.rowsAffected === 1;
}

/** Updates cart fields (coupon, gift card, shipping, payment), only while it is open. */
export async function updateCart(
  db: Database,
  cartId: string,
  fields: Partial<Omit<CartRecord, "id" | "createdAt">>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), eq(carts.status, "open")));
}
